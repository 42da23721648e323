// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  activeTab,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  initialTabs,
  openTab,
  refreshTab,
  setTabTitle,
  type CloseResult,
  type TabsState,
} from './tab-model.ts';

const HOME = '/dashboard/analysis';
const at = (path: string) => {
  const [pathname, search = ''] = path.split('?');
  return { pathname, search: search ? `?${search}` : '' };
};
const keys = (s: TabsState) => s.tabs.map((t) => t.key);
const active = (s: TabsState) => activeTab(s).key;
const idOf = (s: TabsState, key: string) => s.tabs.find((t) => t.key === key)!.id;
const closed = (r: CloseResult) => {
  if ('refused' in r) throw new Error(`refused: ${r.refused}`);
  return r.state;
};
/** Home, then /a, /b, /c opened in that order (the last one active). */
const fourTabs = () => ['/a', '/b', '/c'].reduce((s, p) => openTab(s, at(p)), initialTabs(HOME));

describe('tab model', () => {
  it('starts with Home first, also when the first page is another one', () => {
    expect(keys(initialTabs(HOME))).toEqual([HOME]);
    const s = initialTabs(HOME, at('/wl/site'));
    expect(keys(s)).toEqual([HOME, '/wl/site']);
    expect(active(s)).toBe('/wl/site');
    expect(keys(initialTabs(HOME, at(HOME)))).toEqual([HOME]);
    // Home's page mounts only once it is shown.
    expect(s.tabs.map((t) => t.shown)).toEqual([false, true]);
    expect(openTab(s, at(HOME)).tabs.map((t) => t.shown)).toEqual([true, true]);
  });

  it('opens one tab per full path and activates an open one again', () => {
    let s = fourTabs();
    expect(keys(s)).toEqual([HOME, '/a', '/b', '/c']);
    s = openTab(s, at('/a'));
    expect(active(s)).toBe('/a');
    expect(keys(s)).toEqual([HOME, '/a', '/b', '/c']);
    // A different search from another tab is another tab (e.g. the bell's filtered order list).
    s = openTab(openTab(s, at('/b')), at('/orders?orderState=35'));
    s = openTab(openTab(s, at('/b')), at('/orders?orderState=55'));
    expect(keys(s)).toEqual([HOME, '/a', '/b', '/c', '/orders?orderState=35', '/orders?orderState=55']);
    // The plain path (a menu click) returns to the first open tab of that pathname.
    s = openTab(openTab(s, at('/b')), at('/orders'));
    expect(active(s)).toBe('/orders?orderState=35');
  });

  it('moves the active tab along when its page changes its own search, keeping its id', () => {
    let s = openTab(initialTabs(HOME), at('/wl/site'));
    const id = activeTab(s).id;
    s = openTab(s, at('/wl/site?pageNo=2'));
    expect(keys(s)).toEqual([HOME, '/wl/site?pageNo=2']);
    expect(activeTab(s).id).toBe(id);
    // A menu click (plain path) elsewhere returns to the tab as it was left.
    s = openTab(s, at('/a'));
    s = openTab(s, at('/wl/site'));
    expect(active(s)).toBe('/wl/site?pageNo=2');
    expect(activeTab(s).id).toBe(id);
  });

  it('closes a tab and shows its left neighbour when it was active', () => {
    let s = fourTabs();
    s = closed(closeTab(s, idOf(s, '/c')));
    expect(keys(s)).toEqual([HOME, '/a', '/b']);
    expect(active(s)).toBe('/b');
    // Closing an inactive tab keeps the active one.
    s = closed(closeTab(s, idOf(s, '/a')));
    expect(keys(s)).toEqual([HOME, '/b']);
    expect(active(s)).toBe('/b');
  });

  it('refuses to close Home and the last tab', () => {
    let s = fourTabs();
    expect(closeTab(s, idOf(s, HOME))).toEqual({ refused: 'home' });
    s = closeOthers(s, idOf(s, HOME));
    expect(keys(s)).toEqual([HOME]);
    expect(closeTab(s, idOf(s, HOME))).toEqual({ refused: 'last' });
  });

  it('closes left, right and others, always keeping Home', () => {
    const s = fourTabs();
    const b = idOf(s, '/b');
    const left = closeLeft(s, b);
    expect(keys(left)).toEqual([HOME, '/b', '/c']);
    expect(active(left)).toBe('/c');
    const right = closeRight(s, b);
    expect(keys(right)).toEqual([HOME, '/a', '/b']);
    expect(active(right)).toBe('/b'); // the active /c went: the target shows
    const others = closeOthers(s, b);
    expect(keys(others)).toEqual([HOME, '/b']);
    expect(active(others)).toBe('/b');
    expect(keys(closeLeft(s, idOf(s, HOME)))).toEqual([HOME, '/a', '/b', '/c']);
    expect(keys(closeRight(s, idOf(s, HOME)))).toEqual([HOME]);
  });

  it('refreshes a tab by a new generation and activates it; titles can be set at run time', () => {
    let s = fourTabs();
    const a = idOf(s, '/a');
    s = refreshTab(s, a);
    expect(s.tabs.find((t) => t.id === a)!.generation).toBe(1);
    expect(active(s)).toBe('/a');
    s = setTabTitle(s, a, 'Order 42');
    expect(s.tabs.find((t) => t.id === a)!.title).toBe('Order 42');
    expect(setTabTitle(s, a, 'Order 42')).toBe(s);
    expect(s.tabs.find((t) => t.id === a)!.key).toBe('/a');
  });
});
