// Vitest setup for every unit test file. In jsdom tests:
// - Testing Library's findBy*/waitFor wait up to 5 s instead of 1 s, so lazily loaded widgets (rich
//   text, code editor, region table) are not reported missing on a busy 2-core CI machine. A genuine
//   absence still fails, only later.
// - After the file's last test everything is unmounted and React's scheduler gets a few turns to run
//   what it had queued: on a loaded machine a queued render otherwise ran after jsdom was torn down
//   ("window is not defined", an unhandled error that fails the whole run).
import { afterAll } from 'vitest';

if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
  afterAll(async () => {
    cleanup();
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

export {};
