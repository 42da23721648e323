import { describe, expect, it } from 'vitest';
import { resolveFileUrl, resolveRuntimeConfig } from './config.ts';
import { createSessionStore, memoryStorage, SESSION_TTL_MS } from './session-store.ts';

describe('session store', () => {
  it('keeps values for 7 days and then forgets them', () => {
    let now = 1000;
    const storage = memoryStorage();
    const store = createSessionStore(storage, { now: () => now });
    store.setToken('t');
    store.setTenantId(3);
    expect(store.getToken()).toBe('t');
    expect(store.getTenantId()).toBe('3');
    now += SESSION_TTL_MS + 1;
    expect(store.getToken()).toBeNull();
    expect(storage.getItem('Access-Token')).toBeNull();
  });

  it('clears everything and tells subscribers', () => {
    const store = createSessionStore(memoryStorage());
    let calls = 0;
    const off = store.subscribe(() => calls++);
    store.setUserInfo({ id: '1', username: 'a', realname: 'A' });
    store.clear();
    off();
    store.setToken('x');
    expect(calls).toBe(2);
    expect(store.getUserInfo()).toBeNull();
  });

  it('ignores corrupt entries', () => {
    const storage = memoryStorage();
    storage.setItem('Access-Token', '{oops');
    expect(createSessionStore(storage).getToken()).toBeNull();
  });
});

describe('runtime config', () => {
  it('merges sources over the defaults, skipping empty values', () => {
    const cfg = resolveRuntimeConfig({ apiBase: '' }, { signSecret: 'k', timeout: 5 }, null);
    expect(cfg).toEqual({ apiBase: '/jeecg-boot', signSecret: 'k', timeout: 5, staticDomain: '' });
  });

  it('resolves file addresses', () => {
    const cfg = resolveRuntimeConfig();
    expect(resolveFileUrl(cfg, 'https://x/a.png')).toBe('https://x/a.png');
    expect(resolveFileUrl(cfg, 'temp/a.png')).toBe('/jeecg-boot/sys/common/static/temp/a.png');
    expect(resolveFileUrl({ ...cfg, staticDomain: 'https://cdn/' }, 'a.png')).toBe('https://cdn/a.png');
  });
});
