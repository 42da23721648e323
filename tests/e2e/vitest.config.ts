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
    // expect.poll waits for what the browser shows; 1 s (vitest's default) is too short for a first
    // page load on a busy 2-core machine. A test that states its own time limit keeps it.
    expect: { poll: { timeout: 15_000 } },
    reporters: ['default', 'json'],
    outputFile: { json: '.tmp/results/e2e.json' },
  },
});
