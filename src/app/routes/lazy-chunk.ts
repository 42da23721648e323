// Screens load on demand (docs/architecture.md#the-app) with the load time-out of spec 000 §2/§9: a chunk that has not
// arrived after 120 s, or fails, rejects with a ChunkLoadError "Loading chunk <name> failed." (code
// CSS_CHUNK_LOAD_FAILED when its styles failed), which the page's error boundary shows.
import { lazy, type ComponentType } from 'react';

export const CHUNK_TIMEOUT_MS = 120_000;
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

export class ChunkLoadError extends Error {
  readonly code?: string;
  constructor(message: string, code?: string) {
    super(message);
    this.name = 'ChunkLoadError';
    this.code = code;
  }
}

/** Vite's preload helper reports a stylesheet it could not load this way. */
const CSS_FAILURE = /preload CSS|\.css/i;

export function loadChunk<T>(
  name: string,
  load: () => Promise<T>,
  timeoutMs = CHUNK_TIMEOUT_MS,
  schedule: (fn: () => void, ms: number) => unknown = setTimeout,
  cancel: (handle: unknown) => void = (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = schedule(() => {
      if (settled) return;
      settled = true;
      reject(new ChunkLoadError(`Loading chunk ${name} failed.\n(timeout: ${timeoutMs} ms)`));
    }, timeoutMs);
    load().then(
      (value) => {
        if (settled) return;
        settled = true;
        cancel(timer);
        resolve(value);
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        cancel(timer);
        const reason = error instanceof Error ? error.message : String(error);
        reject(
          CSS_FAILURE.test(reason)
            ? new ChunkLoadError(`Loading CSS chunk ${name} failed.\n(${reason})`, CSS_CHUNK_LOAD_FAILED)
            : new ChunkLoadError(`Loading chunk ${name} failed.\n(error: ${reason})`),
        );
      },
    );
  });
}

/** React.lazy of a module's default export, with the time-out. */
export function lazyChunk<P extends object>(name: string, load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => loadChunk(name, load));
}
