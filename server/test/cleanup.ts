import { afterAll } from 'vitest';

const cleanups: (() => Promise<void>)[] = [];

// Registered when a test file first imports this module (at collection time): hooks registered later,
// from inside beforeAll or a test, would never run.
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Runs `cleanup` after the test file's tests, most recent first. */
export function onCleanup(cleanup: () => Promise<void>): void {
  cleanups.push(cleanup);
}
