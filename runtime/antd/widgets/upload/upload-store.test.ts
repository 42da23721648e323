import { describe, expect, it, vi } from 'vitest';
import { createUploadStore } from './upload-store.ts';

function deferred() {
  const calls: { file: File; resolve(path: string): void; reject(e: Error): void; signal: AbortSignal }[] = [];
  const upload = vi.fn(
    (file: File, { signal }: { signal: AbortSignal; onProgress(p: number): void }) =>
      new Promise<string>((resolve, reject) => calls.push({ file, resolve, reject, signal })),
  );
  return { calls, upload };
}

const file = (name: string) => new File(['x'], name);
const flush = () => new Promise((r) => setTimeout(r, 0));

function setup(initial?: string) {
  const store = createUploadStore(initial);
  const up = deferred();
  const emit = vi.fn();
  const failed = vi.fn();
  store.configure({ upload: up.upload, emit, failed });
  const names = () => store.getSnapshot().items.map((i) => `${i.name}:${i.status}`);
  return { store, up, emit, failed, names };
}

describe('upload store', () => {
  it('starts from the value and emits only when every item is done', async () => {
    const { store, up, emit, names } = setup('a/1.png');
    expect(names()).toEqual(['1.png:done']);
    store.add(file('2.png'));
    store.add(file('3.png'));
    up.calls[1].resolve('a/3.png');
    await flush();
    expect(emit).not.toHaveBeenCalled();
    up.calls[0].resolve('a/2.png');
    await flush();
    expect(emit).toHaveBeenCalledExactlyOnceWith('a/1.png,a/2.png,a/3.png');
    expect(names()).toEqual(['1.png:done', '2.png:done', '3.png:done']);
  });

  it('keeps a failed item (with its message) and emits nothing until it is removed', async () => {
    const { store, up, emit, failed, names } = setup();
    store.add(file('ok.png'));
    const bad = store.add(file('bad.png'));
    up.calls[0].resolve('t/ok.png');
    up.calls[1].reject(new Error('415 not allowed'));
    await flush();
    expect(names()).toEqual(['ok.png:done', 'bad.png:error']);
    expect(store.getSnapshot().items[1].error).toBe('415 not allowed');
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ name: 'bad.png' }));
    expect(emit).not.toHaveBeenCalled();
    store.remove(bad.uid);
    expect(emit).toHaveBeenCalledExactlyOnceWith('t/ok.png');
  });

  it('emits undefined when the last item goes, and aborts a removed upload', async () => {
    const { store, up, emit } = setup('t/a.png');
    const slow = store.add(file('slow.png'));
    store.remove(slow.uid);
    expect(up.calls[0].signal.aborted).toBe(true);
    up.calls[0].resolve('t/slow.png'); // too late: ignored
    await flush();
    expect(emit).not.toHaveBeenCalled();
    store.remove(store.getSnapshot().items[0].uid);
    expect(emit).toHaveBeenCalledWith(undefined);
  });

  it('refuses to move the first earlier or the last later, moves the others', () => {
    const { store, emit, names } = setup('p/a,p/b,p/c');
    const [a, , c] = store.getSnapshot().items;
    expect(store.move(a.uid, -1)).toBe('first');
    expect(store.move(c.uid, 1)).toBe('last');
    expect(emit).not.toHaveBeenCalled();
    expect(store.move(a.uid, 1)).toBeUndefined();
    expect(names()).toEqual(['b:done', 'a:done', 'c:done']);
    expect(emit).toHaveBeenLastCalledWith('p/b,p/a,p/c');
    store.moveTo(c.uid, 0);
    expect(emit).toHaveBeenLastCalledWith('p/c,p/b,p/a');
  });

  it('adopts a new value from outside but not the one it emitted', async () => {
    const { store, up, emit, names } = setup();
    store.add(file('x.png'));
    up.calls[0].resolve('t/x.png');
    await flush();
    expect(emit).toHaveBeenCalledWith('t/x.png');
    const before = store.getSnapshot();
    store.adopt('t/x.png');
    expect(store.getSnapshot()).toBe(before);
    store.adopt('r/1.png,r/2.png'); // the record loaded for editing
    expect(names()).toEqual(['1.png:done', '2.png:done']);
    store.adopt(undefined); // form reset
    expect(names()).toEqual([]);
    expect(emit).toHaveBeenCalledTimes(1);
  });

  it('reports progress to subscribers while uploading', () => {
    const store = createUploadStore(undefined);
    let report: (p: number) => void = () => undefined;
    store.configure({
      upload: (_f, { onProgress }) => {
        report = onProgress;
        return new Promise(() => undefined);
      },
      emit: () => undefined,
    });
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().items[0]?.percent ?? -1));
    store.add(file('p.png'));
    report(30);
    report(100);
    expect(seen).toEqual([0, 30, 99]); // 100 only once the server answered
  });
});
