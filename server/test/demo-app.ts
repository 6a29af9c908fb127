import { seedDemoLibrary } from '../demo/seed-demo';
import { EmbeddingJobRunner } from '../embeddings/embedding-job';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';
import { TestEmbeddingProvider } from './test-embedding-provider';

/**
 * The real app over the seeded demo library (docs/decisions/0003-demo-library.md), its search index holding every demo video.
 * With `vectors`, the videos are embedded by the small deterministic test provider (hashed words), so
 * similar videos and the meaning side of search have something to work with; without, search is by words
 * alone, as on an install whose embeddings have not run yet.
 */
export async function createDemoTestApp(
  options: { vectors?: boolean; env?: Record<string, string> } & TestAppOptions = {},
): Promise<TestApp> {
  const { vectors = false, env = {}, ...appOptions } = options;
  const provider = vectors ? new TestEmbeddingProvider() : undefined;
  const t = await createTestApp(env, {
    ...appOptions,
    ...(provider ? { embeddingProvider: provider, embeddingJob: { automatic: false } } : {}),
  });
  await seedDemoLibrary(t.database.db, t.dataDir);
  if (provider) await new EmbeddingJobRunner({ db: t.database.db, provider, pauseMs: 0 }).runToEnd();
  t.app.libraryChanges.markChanged();
  await t.app.videoSearch.index.refresh();
  return t;
}
