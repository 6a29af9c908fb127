import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../auth/access';
import { FIRST_ID } from '../demo/plan';
import { createDemoTestApp } from '../test/demo-app';
import type { TestApp } from '../test/test-app';
import type { LibraryTools } from './chat-model';
import { createLibraryTools, TOOL_SEARCH_MAX } from './library-tools';

let t: TestApp;
let tools: LibraryTools;
const premium: Viewer = { id: 'u1', email: 'p@example.com', name: null, tier: 'premium', isAdmin: false };

beforeAll(async () => {
  t = await createDemoTestApp({ vectors: true });
  tools = createLibraryTools(t.app, premium);
}, 180_000);

describe('the library tools over the demo library', () => {
  it('searches with the hybrid search and answers full videos, best first', async () => {
    const found = await tools.search('skincare routine');
    expect(found.length).toBeGreaterThan(3);
    expect(found.length).toBeLessThanOrEqual(10);
    expect(found[0]?.primary_topic).toBe('Skincare');
    // Full videos: the analysis a premium reader sees is there.
    expect(found.some((v) => v.hook_overview && v.narrative_framework_name)).toBe(true);
  });

  it('searches within filters and never answers more than the cap', async () => {
    const listicles = await tools.search('mistakes', { filters: { format: 'Listicle' }, limit: 500 });
    expect(listicles.length).toBeGreaterThan(0);
    expect(listicles.length).toBeLessThanOrEqual(TOOL_SEARCH_MAX);
    expect(listicles.every((v) => v.video_format === 'Listicle')).toBe(true);
  });

  it('lists the filtered videos, most viewed first, for a search without words', async () => {
    const fitness = await tools.search('  ', { filters: { topic: ['Fitness'] }, limit: 5 });
    expect(fitness).toHaveLength(5);
    expect(fitness.every((v) => v.topics.includes('Fitness'))).toBe(true);
    const views = fitness.map((v) => v.views ?? 0);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('searches with PostgreSQL full-text before the index has loaded', async () => {
    const loading = Object.create(t.app, { videoSearch: { value: { ready: false } } }) as FastifyInstance;
    const found = await createLibraryTools(loading, premium).search('sunscreen');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((v) => JSON.stringify(v).toLowerCase().includes('sunscreen'))).toBe(true);
  });

  it('fetches one video, or null for an id that is no video', async () => {
    const video = await tools.getVideo(FIRST_ID);
    expect(video?.id).toBe(FIRST_ID);
    expect(video?.hook_verbal_content).toBeTruthy();
    expect(await tools.getVideo(9_999_999)).toBeNull();
    expect(await tools.getVideo(-3)).toBeNull();
  });

  it('finds up to six similar videos, never the video itself', async () => {
    const similar = await tools.similar(FIRST_ID);
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(6);
    expect(similar.map((v) => v.id)).not.toContain(FIRST_ID);
    expect(await tools.similar(9_999_999)).toEqual([]);
  });

  it('counts a taxonomy, most used first', async () => {
    const formats = await tools.taxonomyCounts('format', 3);
    expect(formats).toHaveLength(3);
    const counts = formats.map((f) => f.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const listicles = await tools.search('', { filters: { format: formats[0]?.name ?? '' }, limit: 20 });
    expect(listicles.length).toBe(Math.min(20, formats[0]?.count ?? 0));
    expect((await tools.taxonomyCounts('topic')).map((x) => x.name)).toContain('Fitness');
  });
});
