import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: '.',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One server and one browser for the whole run; files share them, so run files one at a time.
    fileParallelism: false,
    pool: 'forks',
  },
});
