// The state of one upload widget, outside React so the rules are plain and testable: the items
// (stored paths of the value, files uploading, done or failed), the uploads themselves with progress
// and abort, removing and reordering. The value (paths joined by commas) is emitted only when every
// item is done (spec 001 §4.7): never while one is still uploading or has failed. A value coming from
// outside (the record loaded for editing, a reset) replaces the items unless it is the one last emitted.
import { fileNameOf, splitPaths } from './upload-rules.ts';

export type UploadStatus = 'uploading' | 'done' | 'error';

export interface UploadItem {
  uid: string;
  name: string;
  status: UploadStatus;
  /** 0..100 while uploading. */
  percent: number;
  /** Stored path once done. */
  path?: string;
  /** The server's (or the client's) message when the upload failed. */
  error?: string;
}

export interface UploadHandlers {
  upload(file: File, options: { onProgress(percent: number): void; signal: AbortSignal }): Promise<string>;
  /** The field's new value: paths joined by commas, undefined when empty. */
  emit(value: string | undefined): void;
  failed?(item: UploadItem): void;
}

export interface UploadSnapshot {
  items: UploadItem[];
}

/** Why a move did nothing: the first item cannot go earlier, the last cannot go later (spec 001 §5.8). */
export type MoveRefusal = 'first' | 'last';

let seq = 0;
const nextUid = () => `upload-${++seq}`;

function fromValue(value: unknown): UploadItem[] {
  return splitPaths(value).map((path) => ({
    uid: nextUid(),
    name: fileNameOf(path),
    status: 'done',
    percent: 100,
    path,
  }));
}

const joined = (value: unknown) => splitPaths(value).join(',');

export function createUploadStore(initial: unknown) {
  let snapshot: UploadSnapshot = { items: fromValue(initial) };
  /** The value the items stand for: the last one adopted or emitted. */
  let value = joined(initial);
  let handlers: UploadHandlers | undefined;
  const listeners = new Set<() => void>();
  const inFlight = new Map<string, AbortController>();

  function set(items: UploadItem[]): void {
    snapshot = { items };
    listeners.forEach((l) => l());
  }

  function patch(uid: string, change: Partial<UploadItem>): boolean {
    const at = snapshot.items.findIndex((i) => i.uid === uid);
    if (at < 0) return false;
    const items = [...snapshot.items];
    items[at] = { ...items[at], ...change };
    set(items);
    return true;
  }

  /** Emit the paths when every item is done and they differ from the value. */
  function settle(): void {
    if (!snapshot.items.every((i) => i.status === 'done')) return;
    const next = snapshot.items.map((i) => i.path!).join(',');
    if (next === value) return;
    value = next;
    handlers?.emit(next || undefined);
  }

  function abort(uid: string): void {
    inFlight.get(uid)?.abort();
    inFlight.delete(uid);
  }

  function moveTo(uid: string, index: number): void {
    const at = snapshot.items.findIndex((i) => i.uid === uid);
    if (at < 0 || index === at || index < 0 || index >= snapshot.items.length) return;
    const items = [...snapshot.items];
    const [item] = items.splice(at, 1);
    items.splice(index, 0, item);
    set(items);
    settle();
  }

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): UploadSnapshot => snapshot,

    /** The latest callbacks (the widget's props change between renders). */
    configure(next: UploadHandlers): void {
      handlers = next;
    },

    /** A value from outside: replaces the items unless it is the value they already stand for. */
    adopt(external: unknown): void {
      const next = joined(external);
      if (next === value) return;
      for (const uid of [...inFlight.keys()]) abort(uid);
      value = next;
      set(fromValue(external));
    },

    /** Start uploading a file; it shows at once as uploading. */
    add(file: File): UploadItem {
      const item: UploadItem = { uid: nextUid(), name: file.name, status: 'uploading', percent: 0 };
      set([...snapshot.items, item]);
      const controller = new AbortController();
      inFlight.set(item.uid, controller);
      const upload = handlers
        ? handlers.upload(file, {
            signal: controller.signal,
            onProgress: (percent) => {
              if (inFlight.has(item.uid)) patch(item.uid, { percent: Math.min(99, Math.max(0, percent)) });
            },
          })
        : Promise.reject(new Error('upload widget is not configured'));
      upload.then(
        (path) => {
          if (!inFlight.has(item.uid)) return;
          inFlight.delete(item.uid);
          patch(item.uid, { status: 'done', percent: 100, path });
          settle();
        },
        (error: unknown) => {
          if (!inFlight.has(item.uid)) return; // removed or replaced meanwhile
          inFlight.delete(item.uid);
          const message = error instanceof Error ? error.message : undefined;
          patch(item.uid, { status: 'error', error: message || undefined });
          const failed = snapshot.items.find((i) => i.uid === item.uid);
          if (failed) handlers?.failed?.(failed);
        },
      );
      return item;
    },

    /** Drop an item (aborting its upload); the rest is emitted when all done. */
    remove(uid: string): void {
      abort(uid);
      set(snapshot.items.filter((i) => i.uid !== uid));
      settle();
    },

    /** Move an item one place earlier (-1) or later (+1). */
    move(uid: string, delta: -1 | 1): MoveRefusal | undefined {
      const at = snapshot.items.findIndex((i) => i.uid === uid);
      if (at < 0) return undefined;
      if (delta < 0 && at === 0) return 'first';
      if (delta > 0 && at === snapshot.items.length - 1) return 'last';
      moveTo(uid, at + delta);
      return undefined;
    },

    /** Put an item at `index` (drag and drop). */
    moveTo,

    /** Abort every upload still running (the widget unmounts). */
    dispose(): void {
      for (const uid of [...inFlight.keys()]) abort(uid);
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
