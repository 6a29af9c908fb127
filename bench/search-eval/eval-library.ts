import { connectDatabase, type Database, migrateDatabase } from '../../server/db/database';
import { seedDemoLibrary } from '../../server/demo/seed-demo';
import { type BenchDatabase, openBenchDatabase } from '../bench-database';

/** The demo library in a throwaway embedded PostgreSQL: the judgments are written over exactly this. */
export interface EvalLibrary {
  bench: BenchDatabase;
  database: Database;
  close(): Promise<void>;
}

/** Starts a temporary server, migrates it and seeds the deterministic demo library (docs/decisions/0003-demo-library.md). */
export async function openEvalLibrary(log: (message: string) => void): Promise<EvalLibrary> {
  // Never the user's database: always a temporary embedded server, whatever BENCH_DATABASE_URL says.
  const bench = await openBenchDatabase(undefined, log);
  const database = connectDatabase(bench.url, { max: 4, longRunning: true });
  try {
    await migrateDatabase(database);
    log('seeding the demo library…');
    const report = await seedDemoLibrary(database.db, bench.dataDir);
    log(`demo library: ${report.inserted} videos`);
  } catch (error) {
    await database.close();
    await bench.close();
    throw error;
  }
  return {
    bench,
    database,
    close: async () => {
      await database.close();
      await bench.close();
    },
  };
}
