import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'shared/**/*.test.ts',
      'server/**/*.test.ts',
      'bench/**/*.test.ts',
      'web/**/*.test.{ts,tsx}',
      // Pure helpers of the browser tests (the web budget checker); the browser tests themselves are *.e2e.ts.
      'e2e/support/**/*.test.ts',
      // Repository checks and their tools (the citation check).
      'scripts/**/*.test.ts',
    ],
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
