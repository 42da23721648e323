import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code; integration tests under tests/integration run against real
// databases (SQLite always, PostgreSQL when PG_URL is set). Browser e2e has its own config.
export default defineConfig({
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', 'dist/**', 'tests/e2e/**', '.tmp/**', 'tests/bench/editable/baseline-pro/**'],
    environment: 'node',
    setupFiles: ['runtime/test-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    reporters: ['default', 'json'],
    outputFile: { json: '.tmp/results/unit.json' },
  },
});
