// Vitest setup for every unit test file. In jsdom tests:
// - Testing Library's findBy*/waitFor wait up to 5 s instead of 1 s, so lazily loaded widgets (rich
//   text, code editor, region table) are not reported missing on a busy 2-core CI machine. A genuine
//   absence still fails, only later.
// - After the file's last test everything is unmounted and the file waits until React's scheduler has
//   no task left: a render or effect flush still queued when jsdom is torn down runs without `window`
//   ("window is not defined", an unhandled error that fails the whole run). A fixed number of turns
//   was not enough on a loaded machine (a concurrent render yields every few ms and spans many turns).
import { afterAll } from 'vitest';

if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  const { unstable_IdlePriority, unstable_scheduleCallback } = await import('scheduler');
  configure({ asyncUtilTimeout: 5_000 });
  // The scheduler runs an idle task only when no other task is queued (renders, commits and effect
  // flushes included, also those queued while it waits); then one timer turn, and once more for work
  // a timer queued.
  const drained = () => new Promise((resolve) => unstable_scheduleCallback(unstable_IdlePriority, resolve));
  const turn = () => new Promise((resolve) => setTimeout(resolve, 0));
  afterAll(async () => {
    cleanup();
    for (let i = 0; i < 2; i++) {
      await drained();
      await turn();
    }
  });
}

export {};
