import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { ConfigError, loadConfig } from '../config';
import { isDatabaseUnavailable } from '../db/database-errors';
import { DataDirInUseError } from '../db/embedded-postgres';
import { openDatabase } from '../db/open-database';
import { seedDemoLibrary } from '../demo/seed-demo';
import { createEmbeddingProvider } from '../embeddings/create-provider';
import { EmbeddingJobRunner, instanceHolderId } from '../embeddings/embedding-job';
import { AppError } from '../errors';
import { importStream } from '../library-import/import-stream';
import type { ImportReport } from '../library-import/import-videos';
import { progressBar } from './progress-bar';

const USAGE = `Usage: npm run cli -- <command>

Commands:
  import FILE             Import analysed videos from a JSON array or NDJSON file
  seed-demo               Write the demo library (idempotent)
  seed-bench --count N    Synthesise N analysed videos for benchmarks
  embed                   Embed the videos whose text or model changed, with a progress bar
  backup FILE             Write a consistent backup of the install to FILE: every table,
                          the thumbnails and the auth secret (keep it secret)
  restore FILE            Load a backup into an empty DATA_DIR or database
  digests --now           Send the e-mail digests that are due now, one line each

Works whether or not the app is running on the same DATA_DIR.`;

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === '--help' || command === '-h') {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  const config = loadConfig();
  const say = (message: string) => console.error(`[hookshelf] ${message}`);
  const commands: Record<string, () => Promise<number>> = {
    import: async () => {
      const file = args[0];
      if (!file) throw new UsageError('import needs a FILE: npm run cli -- import videos.ndjson');
      const size = await fs.stat(file).then(
        (stat) => stat.size,
        () => {
          throw new UsageError(`cannot read ${file}`);
        },
      );
      const bar = progressBar('importing');
      return withDatabase(async (db) => {
        // Streamed as the import screen's upload is: memory holds a few batches, whatever the file's size.
        const report = await importStream(db, createReadStream(file), {
          dataDir: config.dataDir,
          onBatch: (progress) => bar(progress.bytesRead, size),
        });
        printReport(report);
        return 0;
      });
    },
    'seed-demo': () =>
      withDatabase(async (db) => {
        printReport(await seedDemoLibrary(db, config.dataDir));
        return 0;
      }),
    'seed-bench': async () => {
      const countFlag = args.indexOf('--count');
      const count = countFlag >= 0 ? Number(args[countFlag + 1]) : 100_000;
      if (!Number.isInteger(count) || count < 1 || count > 5_000_000) {
        throw new UsageError('--count must be a whole number between 1 and 5000000');
      }
      const { seedBenchLibrary } = await import('../../bench/library/generate-library');
      return withDatabase(async (db) => {
        const started = performance.now();
        const report = await seedBenchLibrary(db, count, progressBar('synthesising'));
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        say(`seeded ${report.inserted + report.updated + report.unchanged} videos in ${seconds} s`);
        return 0;
      });
    },
    embed: async () => {
      const provider = createEmbeddingProvider(config.embeddings);
      if (!provider) {
        say('embeddings are off (EMBEDDINGS=off): nothing to embed');
        return 1;
      }
      const bar = progressBar('embedding');
      let shown = '';
      const showProgress = ({ processed, total }: { processed: number; total: number }) => {
        // The run reports after each page and once more at the end: draw each state once.
        if (`${processed}/${total}` === shown) return;
        shown = `${processed}/${total}`;
        bar(processed, total);
      };
      try {
        return await withDatabase(async (db) => {
          const runner = new EmbeddingJobRunner({ db, provider, holder: instanceHolderId('cli') });
          try {
            const result = await runner.runToEnd(showProgress);
            if (result.error) {
              say(`embedding failed: ${result.error} (${result.message ?? ''}); run it again to resume`);
              return 1;
            }
            say(result.message ?? 'done');
            return 0;
          } catch (error) {
            // Another instance (or another `cli embed`) holds the job: one run at a time (issue 17).
            if (error instanceof AppError && error.code === 'embedding_job_running') {
              say('the embedding job is already running elsewhere; follow it at GET /api/embeddings/status');
              return 1;
            }
            throw error;
          } finally {
            await runner.close();
          }
        });
      } finally {
        await provider.close();
      }
    },
    digests: async () => {
      if (!args.includes('--now')) {
        throw new UsageError('digests needs --now: npm run cli -- digests --now sends the digests due now');
      }
      const { sendDueDigests } = await import('./send-due-digests');
      return withDatabase(async (_db, _url, database) => sendDueDigests(config, database, say));
    },
    backup: async () => {
      const file = fileArgument('backup', 'hookshelf.backup');
      const { writeBackup } = await import('../backup/write-backup');
      return withDatabase(async (_db, url) => {
        const { rows, files } = await writeBackup({ url, dataDir: config.dataDir }, file);
        say(`backed up ${describeRows(rows)} and ${describeFiles(files)} to ${file}`);
        say(
          'it holds the sessions and the key that signs them: only you can read it; keep it as safe as a password',
        );
        if (config.authSecret) {
          say(
            'sessions here are signed with AUTH_SECRET, which a backup does not carry: set the same AUTH_SECRET where you restore',
          );
        }
        return 0;
      });
    },
    restore: async () => {
      const file = fileArgument('restore', 'hookshelf.backup');
      await fs.access(file).catch(() => {
        throw new UsageError(`cannot read ${file}`);
      });
      const { restoreBackup, RestoreError } = await import('../backup/restore-backup');
      return withDatabase(async (_db, url) => {
        try {
          const { rows, files, lacking } = await restoreBackup({ url, dataDir: config.dataDir }, file);
          say(`restored ${describeRows(rows)} and ${describeFiles(files)} from ${file}`);
          for (const note of lacking) say(`note: ${note}`);
          if (config.authSecret && files.authSecret) {
            say('note: AUTH_SECRET is set here, so it signs sessions, not the restored DATA_DIR/auth-secret');
          }
          return 0;
        } catch (error) {
          if (error instanceof RestoreError) throw new UsageError(`restore refused: ${error.message}`);
          throw error;
        }
      });
    },
  };
  const run = commands[command];
  if (!run) throw new UsageError(`unknown command '${command}'\n\n${USAGE}`);
  return run();

  function fileArgument(name: string, example: string): string {
    const file = args[0];
    if (!file) throw new UsageError(`${name} needs a FILE: npm run cli -- ${name} ${example}`);
    return file;
  }

  async function withDatabase(
    work: (
      db: import('../db/database').Db,
      url: string,
      database: import('../db/database').Database,
    ) => Promise<number>,
  ): Promise<number> {
    const opened = await openDatabase(config, 'cli', say);
    const interrupt = () => void opened.shutdown().finally(() => process.exit(130));
    process.once('SIGINT', interrupt);
    process.once('SIGTERM', interrupt);
    try {
      return await work(opened.database.db, opened.database.url, opened.database);
    } finally {
      await opened.shutdown();
    }
  }
}

/**
 * What `embed` turns text into vectors with, as the app does (server/app.ts embeddingProvider); null:
 * embeddings are off. The integrator connects createEmbeddingProvider(config.embeddings) here.
 */
function printReport(report: ImportReport): void {
  console.log(
    `inserted: ${report.inserted}, updated: ${report.updated}, unchanged: ${report.unchanged}, rejected: ${report.rejected.length}`,
  );
  for (const r of report.rejected) console.log(`  rejected ${r.position}: ${r.reason}`);
  for (const c of report.collisions) {
    console.log(`  ${c.kind} '${c.name}' has the same slug as '${c.resolvedTo}' and was filed under it`);
  }
  if (report.taxonomyEntriesCreated > 0)
    console.log(`new taxonomy entries: ${report.taxonomyEntriesCreated}`);
  if (report.thumbnailsConverted > 0) console.log(`thumbnails converted: ${report.thumbnailsConverted}`);
  if (report.thumbnailsMissing > 0)
    console.log(`thumbnails missing (stored without an image): ${report.thumbnailsMissing}`);
}

function describeRows(rows: Record<string, number>): string {
  const total = Object.values(rows).reduce((sum, n) => sum + n, 0);
  return `${total} rows in ${Object.keys(rows).length} tables (videos: ${rows.videos ?? 0}, users: ${rows.user ?? 0})`;
}

function describeFiles(files: { images: number; authSecret: boolean; bytes: number }): string {
  const megabytes = (files.bytes / 1_000_000).toFixed(1);
  return `${files.images} images${files.authSecret ? ' and the auth secret' : ''} (${megabytes} MB)`;
}

class UsageError extends Error {}

/** The innermost message: Drizzle wraps pg's error in one that quotes the whole statement. */
function rootMessage(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  return inner instanceof Error ? inner.message : String(inner);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError || error instanceof ConfigError || error instanceof DataDirInUseError) {
      console.error(`[hookshelf] ${error.message}`);
      process.exit(2);
    }
    if (isDatabaseUnavailable(error)) {
      // Issue 31: a database that goes away mid-command is a condition to report, not a crash to dump.
      console.error(
        `[hookshelf] the database went away (${rootMessage(error)}). What was committed before stays; run the command again once the database is back (an import skips what is already there).`,
      );
      process.exit(1);
    }
    console.error('[hookshelf] failed:', error);
    process.exit(1);
  },
);
