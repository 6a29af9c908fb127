import { afterAll } from 'vitest';

const cleanups: (() => Promise<void>)[] = [];

// Registered when a test file first imports this module (at collection time): hooks registered later,
// from inside beforeAll or a test, would never run.
// Every cleanup runs even when one fails (the test app's fails the file on an uncatalogued error code).
afterAll(async () => {
  const failures: unknown[] = [];
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((error) => failures.push(error));
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) throw new AggregateError(failures, 'cleanups failed');
});

/** Runs `cleanup` after the test file's tests, most recent first. */
export function onCleanup(cleanup: () => Promise<void>): void {
  cleanups.push(cleanup);
}
