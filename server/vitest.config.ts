import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from './test/workers';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A few long-lived processes, each running many files: the server is imported once per worker
    // and the worker's database (test/helpers.ts) is shared by its files, instead of a fresh
    // import and a fresh PGlite per file. Files must therefore leave no global state behind.
    // At least two workers (vitest's default on 2 cores is one): much of a test waits on PGlite.
    pool: 'forks',
    isolate: false,
    maxWorkers: TEST_WORKERS,
  },
});
