// Displayable addresses of stored files (spec 000 §7, docs/architecture.md#the-runtime). The server's static route only
// answers requests carrying the session token and signature, which an `<img src>` cannot send, so a
// stored path is fetched through `DataProvider.fetchFile` and shown from an object URL (blob:). An
// http(s) address, or one the app's `fileUrl` maps to a static domain, is used as it is. `fileSource`
// is the one place that decides "direct or fetched"; fetched blobs are cached per provider and path for
// the session (a page of thumbnails, paging back, the form after an upload do not refetch), and every
// component gets its own object URL, revoked when it unmounts or its path changes.
import { useEffect, useState } from 'react';
import type { DataProvider } from '../core/data-provider.ts';
import { useDataProvider, useFileUrl } from './registry-context.tsx';

export type FileSource = { kind: 'direct'; url: string } | { kind: 'fetch'; path: string };

/** The API route that needs the token; an address through it is never loaded directly. */
const STATIC_ROUTE = '/sys/common/static/';
const LOADABLE = /^(https?:|data:|blob:|\/)/i;

/**
 * How the browser gets a stored file: directly when the address the app resolves (`fileUrl`: static
 * domain, absolute addresses kept) is loadable without headers, else fetched with the client.
 */
export function fileSource(path: string, fileUrl: (path: string) => string): FileSource {
  const url = fileUrl(path);
  if (LOADABLE.test(url) && !url.includes(STATIC_ROUTE)) return { kind: 'direct', url };
  return { kind: 'fetch', path };
}

/** Fetched blobs kept for the session: per provider (a new sign-in gets a new provider), at most MAX. */
const MAX_CACHED = 200;
const cache = new WeakMap<DataProvider, Map<string, Promise<Blob>>>();

function cacheOf(provider: DataProvider): Map<string, Promise<Blob>> {
  let map = cache.get(provider);
  if (!map) cache.set(provider, (map = new Map()));
  return map;
}

function remember(map: Map<string, Promise<Blob>>, path: string, blob: Promise<Blob>): void {
  map.delete(path);
  map.set(path, blob);
  while (map.size > MAX_CACHED) map.delete(map.keys().next().value!);
}

/** The blob of a stored path, fetched once per provider; a failed fetch is forgotten (retried next time). */
export function loadFileBlob(provider: DataProvider, path: string): Promise<Blob> {
  const map = cacheOf(provider);
  const hit = map.get(path);
  if (hit) {
    remember(map, path, hit); // most recently used last
    return hit;
  }
  const blob = provider.fetchFile(path);
  remember(map, path, blob);
  blob.catch(() => {
    if (map.get(path) === blob) map.delete(path);
  });
  return blob;
}

/** Seed the cache with a file the user just uploaded to `path`, so showing it needs no fetch. */
export function rememberFileBlob(provider: DataProvider, path: string, blob: Blob): void {
  remember(cacheOf(provider), path, Promise.resolve(blob));
}

export interface FileSrc {
  /** Address for `src` / `href`; undefined while loading, on error or without a path. */
  src?: string;
  loading: boolean;
  error?: unknown;
}

interface Fetched {
  path: string;
  src?: string;
  error?: unknown;
}

/** A displayable `src` for a stored file path (see the header). */
export function useFileSrc(path: string | null | undefined): FileSrc {
  const provider = useDataProvider();
  const fileUrl = useFileUrl();
  const source = path ? fileSource(path, fileUrl) : undefined;
  const fetchPath = source?.kind === 'fetch' ? source.path : undefined;
  const [fetched, setFetched] = useState<Fetched | undefined>();

  useEffect(() => {
    if (!fetchPath) return;
    let alive = true;
    let url: string | undefined;
    loadFileBlob(provider, fetchPath).then(
      (blob) => {
        if (!alive) return;
        url = URL.createObjectURL(blob);
        setFetched({ path: fetchPath, src: url });
      },
      (error: unknown) => {
        if (alive) setFetched({ path: fetchPath, error });
      },
    );
    return () => {
      alive = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [provider, fetchPath]);

  if (!source) return { loading: false };
  if (source.kind === 'direct') return { src: source.url, loading: false };
  if (!fetched || fetched.path !== fetchPath) return { loading: true };
  return { src: fetched.src, error: fetched.error, loading: false };
}

/**
 * A function saving a stored file under `name`: a direct address is opened as a link, a private one
 * fetched through the client (not cached: downloads may be large) and saved from an object URL.
 * Rejects when the fetch fails; the caller shows the message.
 */
export function useFileDownload(): (path: string, name: string) => Promise<void> {
  const provider = useDataProvider();
  const fileUrl = useFileUrl();
  return async (path, name) => {
    const source = fileSource(path, fileUrl);
    if (source.kind === 'direct') return saveAs(source.url, name, true);
    const url = URL.createObjectURL(await provider.fetchFile(source.path));
    saveAs(url, name, false);
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
}

function saveAs(href: string, name: string, newTab: boolean): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  if (newTab) {
    a.target = '_blank';
    a.rel = 'noopener noreferrer';
  }
  document.body.appendChild(a);
  a.click();
  a.remove();
}
