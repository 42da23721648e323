import { describe, expect, it } from 'vitest';
import { documentTitle } from '../shell/use-document-title.ts';
import { findMenuRoute, menuRoutes, openKeysFor } from '../shell/menu-model.ts';
import { registry } from '../../generated/registry.ts';
import { loginUrl, safeRedirect } from './redirect.ts';

describe('redirects', () => {
  it('keeps the wanted path for after sign-in', () => {
    expect(loginUrl('/wl/site?pageNo=2')).toBe('/user/login?redirect=%2Fwl%2Fsite%3FpageNo%3D2');
    expect(loginUrl('/')).toBe('/user/login');
  });

  it('only follows paths of this app', () => {
    expect(safeRedirect('/wl/site')).toBe('/wl/site');
    expect(safeRedirect(null)).toBe('/dashboard/analysis');
    expect(safeRedirect('https://evil.example')).toBe('/dashboard/analysis');
    expect(safeRedirect('//evil.example')).toBe('/dashboard/analysis');
    expect(safeRedirect('/user/login')).toBe('/dashboard/analysis');
  });
});

describe('menu model', () => {
  it('lists the routable entries of menus.json with their parents', () => {
    const routes = menuRoutes(registry.menus);
    expect(routes.map((r) => r.menu.path)).toContain('/dashboard/analysis');
    expect(routes.map((r) => r.menu.path)).toContain('/wl/site');
    expect(findMenuRoute(registry.menus, '/wl/site/')?.menu.entity).toBe('wl_site');
    expect(openKeysFor(registry.menus, '/wl/site')).toEqual(['basic']);
    expect(findMenuRoute(registry.menus, '/nope')).toBeUndefined();
  });

  it('titles pages "{page} · {brand}" and the dashboard with the brand alone', () => {
    expect(documentTitle('物流管理平台', '网点管理')).toBe('网点管理 · 物流管理平台');
    expect(documentTitle('物流管理平台')).toBe('物流管理平台');
  });
});
