// The multi-tab workspace as pure state (spec 000 §2 page shell). A tab is keyed by its full path
// (pathname + search) and carries a stable id, so a list that writes its page and filters into the
// URL moves its own tab along instead of opening a new one. Home is always the first tab.
// Closing is refused for the last remaining tab ('last', checked first) and for Home ('home').

/** The router's location as far as tabs care (the whole Location is kept for the page). */
export interface TabLocation {
  pathname: string;
  search: string;
}

export interface Tab {
  /** Stable for the tab's life (React key of its kept-alive page). */
  id: number;
  /** Full path: pathname + search. */
  key: string;
  location: TabLocation;
  /** Bumped by "refresh" to remount the tab's page. */
  generation: number;
  /** A title the page set at run time (useTabTitle); otherwise the route's title is shown. */
  title?: string;
  /** Shown at least once: its page is mounted (Home waits until first shown). */
  shown: boolean;
}

export interface TabsState {
  tabs: Tab[];
  activeId: number;
  nextId: number;
  homePath: string;
}

export type CloseRefusal = 'home' | 'last';
export type CloseResult = { state: TabsState } | { refused: CloseRefusal };

export const fullPath = (l: TabLocation) => l.pathname + l.search;

const newTab = (id: number, location: TabLocation): Tab => ({
  id,
  key: fullPath(location),
  location,
  generation: 0,
  shown: false,
});

/** Make a tab the active one; it counts as shown from now on. */
function activate(state: TabsState, id: number): TabsState {
  const tabs = state.tabs.map((t) => (t.id === id && !t.shown ? { ...t, shown: true } : t));
  return { ...state, tabs, activeId: id };
}

export function isHome(state: TabsState, tab: Tab): boolean {
  return tab.location.pathname === state.homePath;
}

export function initialTabs(homePath: string, location?: TabLocation): TabsState {
  const home = newTab(1, { pathname: homePath, search: '' });
  const state: TabsState = { tabs: [home], activeId: 1, nextId: 2, homePath };
  return location ? openTab(state, location) : activate(state, 1);
}

export function activeTab(state: TabsState): Tab {
  return state.tabs.find((t) => t.id === state.activeId) ?? state.tabs[0];
}

/**
 * The router moved to `location`: activate the tab with that full path; or, when the active tab
 * shows the same pathname (its page changed its own search), move that tab to the new path; or, for
 * a plain pathname (a menu click), go back to an open tab of that pathname as it was left (the caller
 * then puts that tab's full path in the address bar); otherwise open a new tab at the end.
 */
export function openTab(state: TabsState, location: TabLocation): TabsState {
  const key = fullPath(location);
  const same = state.tabs.find((t) => t.key === key);
  if (same) return same.id === state.activeId && same.shown ? state : activate(state, same.id);
  const active = activeTab(state);
  const samePath = (t: Tab) => t.location.pathname === location.pathname;
  if (samePath(active)) return replaceTab(state, { ...active, key, location: { ...location } });
  const left = location.search === '' ? state.tabs.find(samePath) : undefined;
  if (left) return activate(state, left.id);
  if (location.pathname === state.homePath) {
    // Home with a search: Home's one tab moves there.
    const home = state.tabs[0];
    return activate(replaceTab(state, { ...home, key, location: { ...location } }), home.id);
  }
  const tab = newTab(state.nextId, location);
  return activate({ ...state, tabs: [...state.tabs, tab], nextId: state.nextId + 1 }, tab.id);
}

function replaceTab(state: TabsState, tab: Tab): TabsState {
  return { ...state, tabs: state.tabs.map((t) => (t.id === tab.id ? tab : t)) };
}

/** Keep the tabs `keep` says; the target stays, and becomes active if the active one went. */
function keepOnly(state: TabsState, targetId: number, keep: (tab: Tab, index: number) => boolean): TabsState {
  const tabs = state.tabs.filter((t, i) => t.id === targetId || isHome(state, t) || keep(t, i));
  return activate({ ...state, tabs }, tabs.some((t) => t.id === state.activeId) ? state.activeId : targetId);
}

export function closeTab(state: TabsState, id: number): CloseResult {
  const index = state.tabs.findIndex((t) => t.id === id);
  if (index < 0) return { state };
  if (state.tabs.length === 1) return { refused: 'last' };
  if (isHome(state, state.tabs[index])) return { refused: 'home' };
  const tabs = state.tabs.filter((t) => t.id !== id);
  const activeId = state.activeId === id ? tabs[Math.max(0, index - 1)].id : state.activeId;
  return { state: activate({ ...state, tabs }, activeId) };
}

export function closeLeft(state: TabsState, id: number): TabsState {
  const index = state.tabs.findIndex((t) => t.id === id);
  return index < 0 ? state : keepOnly(state, id, (_, i) => i > index);
}

export function closeRight(state: TabsState, id: number): TabsState {
  const index = state.tabs.findIndex((t) => t.id === id);
  return index < 0 ? state : keepOnly(state, id, (_, i) => i < index);
}

export function closeOthers(state: TabsState, id: number): TabsState {
  return state.tabs.some((t) => t.id === id) ? keepOnly(state, id, () => false) : state;
}

/** Remount the tab's page (its state starts afresh) and show it. */
export function refreshTab(state: TabsState, id: number): TabsState {
  const tab = state.tabs.find((t) => t.id === id);
  return tab ? activate(replaceTab(state, { ...tab, generation: tab.generation + 1 }), id) : state;
}

export function setTabTitle(state: TabsState, id: number, title: string | undefined): TabsState {
  const tab = state.tabs.find((t) => t.id === id);
  return !tab || tab.title === title ? state : replaceTab(state, { ...tab, title });
}
