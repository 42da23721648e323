// The tab state of the workspace, driven by the router: every location opens or activates a tab
// (tab-model.ts openTab); clicking a tab navigates to its full path; closing and the context-menu
// actions change the state and the address bar follows the active tab.
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';
import {
  activeTab,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  fullPath,
  initialTabs,
  openTab,
  refreshTab,
  setTabTitle,
  type CloseRefusal,
  type TabsState,
} from './tab-model.ts';

export type TabAction = 'refresh' | 'closeLeft' | 'closeRight' | 'closeOthers';

export interface TabsApi {
  state: TabsState;
  select(id: number): void;
  /** Close a tab; the reason when refused. */
  close(id: number): CloseRefusal | undefined;
  act(action: TabAction, id: number): void;
  setTitle(id: number, title: string | undefined): void;
}

const ACTIONS = { refresh: refreshTab, closeLeft, closeRight, closeOthers };

export function useTabs(homePath: string): TabsApi {
  const location: Location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState(() => initialTabs(homePath, location));
  const [seen, setSeen] = useState(location);
  // A new location opens its tab during render (React's pattern for state following a prop), so the
  // page never renders under the previous tab.
  let current = state;
  if (seen !== location) {
    setSeen(location);
    current = openTab(state, location);
    if (current !== state) setState(current);
  }
  const activeKey = activeTab(current).key;
  const here = fullPath(location);
  useEffect(() => {
    if (activeKey !== here) void navigate(activeKey, { replace: true });
  }, [activeKey, here, navigate]);

  const select = useCallback(
    (id: number) => {
      const tab = state.tabs.find((t) => t.id === id);
      if (tab && tab.id !== state.activeId) void navigate(tab.key);
    },
    [state, navigate],
  );
  const close = useCallback(
    (id: number) => {
      const result = closeTab(state, id);
      if ('refused' in result) return result.refused;
      setState(result.state);
      return undefined;
    },
    [state],
  );
  const act = useCallback((action: TabAction, id: number) => setState((s) => ACTIONS[action](s, id)), []);
  const setTitle = useCallback(
    (id: number, title: string | undefined) => setState((s) => setTabTitle(s, id, title)),
    [],
  );
  return { state: current, select, close, act, setTitle };
}
