// Browser APIs antd expects that jsdom lacks; import first in jsdom tests of runtime/antd.
import { message, Modal, notification } from 'antd';
import { afterAll } from 'vitest';
/** A MediaQueryList stub for `query` (jsdom has no matchMedia); `matches` as given. */
export const mediaQueryList = (query: string, matches: boolean) => ({
  matches,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
});

if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => mediaQueryList(query, false)) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

// Let React finish work it scheduled (antd transitions) while jsdom still exists; without this a
// late render can run after the environment is torn down and fail the run with "window is not defined".
// antd's static message, notification and confirm live in roots of their own, outside the test's
// render, with timers of seconds (a message closes after 3 s): they are destroyed first, so no timer
// of theirs renders after the file's last test (seen with a form's 保存成功 under load).
afterAll(async () => {
  message.destroy();
  notification.destroy();
  Modal.destroyAll();
  await new Promise((resolve) => setTimeout(resolve, 100));
});
