// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataProvider } from '../core/data-provider.ts';
import { DEFAULT_RUNTIME_CONFIG, resolveFileUrl } from '../http/config.ts';
import { RegistryProvider } from './registry-context.tsx';
import { memoryProvider, testRegistry } from './test-fixtures.tsx';
import { fileSource, rememberFileBlob, useFileDownload, useFileSrc } from './use-file-src.ts';

afterEach(cleanup);

let created: Blob[];
let revoked: string[];
beforeEach(() => {
  created = [];
  revoked = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    created.push(blob);
    return `blob:test/${created.length}`;
  });
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
});

const apiOnly = (path: string) => resolveFileUrl(DEFAULT_RUNTIME_CONFIG, path);
const withCdn = (path: string) =>
  resolveFileUrl({ ...DEFAULT_RUNTIME_CONFIG, staticDomain: 'https://cdn.example.com' }, path);

function setup(fileUrl: (path: string) => string = apiOnly, provider?: DataProvider) {
  const mem = memoryProvider();
  const dataProvider = provider ?? mem.provider;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RegistryProvider registry={testRegistry} dataProvider={dataProvider} lang="zh-CN" fileUrl={fileUrl}>
      {children}
    </RegistryProvider>
  );
  const fetches = () => mem.calls.filter((c) => c.op === 'fetchFile').map((c) => c.arg);
  return { mem, wrapper, fetches };
}

describe('fileSource', () => {
  it('loads http(s) addresses and static-domain paths directly, API paths through the client', () => {
    expect(fileSource('https://x.example.com/a.png', apiOnly)).toEqual({
      kind: 'direct',
      url: 'https://x.example.com/a.png',
    });
    expect(fileSource('temp/a.png', apiOnly)).toEqual({ kind: 'fetch', path: 'temp/a.png' });
    expect(fileSource('temp/a.png', withCdn)).toEqual({ kind: 'direct', url: 'https://cdn.example.com/temp/a.png' });
    // an absolute API base still needs the token
    const absoluteApi = (p: string) =>
      resolveFileUrl({ apiBase: 'https://api.example.com/jeecg-boot', staticDomain: '' }, p);
    expect(fileSource('temp/a.png', absoluteApi)).toEqual({ kind: 'fetch', path: 'temp/a.png' });
    // the runtime's default fileUrl (identity) leaves a relative path relative: fetched
    expect(fileSource('temp/a.png', (p) => p)).toEqual({ kind: 'fetch', path: 'temp/a.png' });
  });
});

describe('useFileSrc', () => {
  it('uses a direct address without fetching', () => {
    const { wrapper, fetches } = setup(withCdn);
    const { result } = renderHook(() => useFileSrc('temp/a.png'), { wrapper });
    expect(result.current).toEqual({ src: 'https://cdn.example.com/temp/a.png', loading: false });
    expect(fetches()).toEqual([]);
  });

  it('fetches a private path once, shows it from an object URL and revokes it on unmount', async () => {
    const { wrapper, fetches } = setup();
    const first = renderHook(() => useFileSrc('temp/a.png'), { wrapper });
    expect(first.result.current.loading).toBe(true);
    await waitFor(() => expect(first.result.current.src).toMatch(/^blob:test\//));
    const second = renderHook(() => useFileSrc('temp/a.png'), { wrapper });
    await waitFor(() => expect(second.result.current.src).toMatch(/^blob:test\//));
    expect(fetches()).toEqual(['temp/a.png']);
    expect(created).toHaveLength(2); // one object URL per component, one blob
    expect(created[0]).toBe(created[1]);
    expect(created[0].size).toBe('content of temp/a.png'.length);
    const src = first.result.current.src!;
    first.unmount();
    expect(revoked).toEqual([src]);
    // the blob stays cached: a later mount (next page, back again) does not refetch
    const third = renderHook(() => useFileSrc('temp/a.png'), { wrapper });
    await waitFor(() => expect(third.result.current.src).toBeDefined());
    expect(fetches()).toHaveLength(1);
  });

  it('revokes the old object URL when the path changes', async () => {
    const { wrapper, fetches } = setup();
    const { result, rerender } = renderHook(({ path }) => useFileSrc(path), {
      wrapper,
      initialProps: { path: 'temp/a.png' },
    });
    await waitFor(() => expect(result.current.src).toBe('blob:test/1'));
    rerender({ path: 'temp/b.png' });
    await waitFor(() => expect(result.current.src).toBe('blob:test/2'));
    expect(revoked).toEqual(['blob:test/1']);
    expect(fetches()).toEqual(['temp/a.png', 'temp/b.png']);
  });

  it('reports a failed fetch and fetches again next time', async () => {
    const { mem, wrapper, fetches } = setup();
    mem.failWith(Object.assign(new Error('文件不存在'), { status: 404 }));
    const failed = renderHook(() => useFileSrc('temp/gone.png'), { wrapper });
    await waitFor(() => expect(failed.result.current.error).toMatchObject({ status: 404 }));
    expect(failed.result.current.src).toBeUndefined();
    mem.failWith(null);
    const again = renderHook(() => useFileSrc('temp/gone.png'), { wrapper });
    await waitFor(() => expect(again.result.current.src).toBeDefined());
    expect(fetches()).toEqual(['temp/gone.png', 'temp/gone.png']);
  });

  it('shows a just-uploaded file from the remembered blob without fetching', async () => {
    const { mem, wrapper, fetches } = setup();
    const local = new Blob(['local png'], { type: 'image/png' });
    rememberFileBlob(mem.provider, 'temp/new.png', local);
    const { result } = renderHook(() => useFileSrc('temp/new.png'), { wrapper });
    await waitFor(() => expect(result.current.src).toBeDefined());
    expect(created).toEqual([local]);
    expect(fetches()).toEqual([]);
  });

  it('gives nothing without a path', () => {
    const { wrapper } = setup();
    expect(renderHook(() => useFileSrc(undefined), { wrapper }).result.current).toEqual({ loading: false });
  });
});

describe('useFileDownload', () => {
  it('saves a private file from a fetched object URL under its name', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.href).toBe('blob:test/1');
      expect(this.download).toBe('contract.pdf');
    });
    const { wrapper, fetches } = setup();
    const { result } = renderHook(() => useFileDownload(), { wrapper });
    await act(() => result.current('wl/contract.pdf', 'contract.pdf'));
    expect(click).toHaveBeenCalledTimes(1);
    expect(fetches()).toEqual(['wl/contract.pdf']);
    click.mockRestore();
  });

  it('opens a direct address without fetching, and rejects when the fetch fails', async () => {
    const hrefs: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      hrefs.push(this.href);
    });
    const direct = setup(withCdn);
    const save = renderHook(() => useFileDownload(), { wrapper: direct.wrapper }).result.current;
    await act(() => save('a/b.pdf', 'b.pdf'));
    expect(hrefs).toEqual(['https://cdn.example.com/a/b.pdf']);
    expect(direct.fetches()).toEqual([]);

    const broken = setup();
    broken.mem.failWith(new Error('boom'));
    const { result } = renderHook(() => useFileDownload(), { wrapper: broken.wrapper });
    await expect(result.current('a/b.pdf', 'b.pdf')).rejects.toThrow('boom');
    expect(hrefs).toHaveLength(1);
    click.mockRestore();
  });
});
