import { defineConfig } from 'vitest/config';

// Browser end-to-end tests: the real server (tsx src/server/main.ts) on a fresh SQLite file, the
// built SPA, Debian's Chromium driven by playwright-core. Run by `npm run test:e2e` after a build.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    reporters: ['default', 'json'],
    outputFile: { json: '.tmp/results/e2e.json' },
  },
});
