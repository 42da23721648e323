// The content area's pages. Multi-tab mode (desktop, on by default): a tab strip and one kept-alive
// pane per open tab, Home first. Otherwise one pane for the current location. Either way the browser
// title is "{page title} · {brand}", the brand alone on the dashboard (spec 000 §2). The layout gets
// the strip and the panes separately (render prop) to place them under the header and in the content.
import { useCallback, useState, type ReactNode } from 'react';
import { useLocation, type RouteObject } from 'react-router';
import { HOME_PATH } from '../../config.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import { useRouteTitle } from '../use-route-title.ts';
import { TabBar } from './tab-bar.tsx';
import { activeTab, fullPath, type Tab } from './tab-model.ts';
import { TabPane } from './tab-pane.tsx';
import { useTabs, type TabsApi } from './use-tabs.ts';

export interface WorkspaceParts {
  /** The tab strip (null in single-page mode). */
  bar: ReactNode;
  panes: ReactNode;
}

type Render = (parts: WorkspaceParts) => ReactNode;

function KeptTab({ tab, active, tabs, routes }: { tab: Tab; active: boolean; tabs: TabsApi; routes: RouteObject[] }) {
  const { setTitle } = tabs;
  const set = useCallback((title: string | undefined) => setTitle(tab.id, title), [setTitle, tab.id]);
  return <TabPane routes={routes} location={tab.location} active={active} setTitle={set} />;
}

function MultiTab({ routes, children }: { routes: RouteObject[]; children: Render }) {
  const tabs = useTabs(HOME_PATH);
  const routeTitle = useRouteTitle();
  const title = useCallback((tab: Tab) => tab.title ?? routeTitle(tab.location.pathname), [routeTitle]);
  const active = activeTab(tabs.state);
  useDocumentTitle(active.location.pathname === HOME_PATH ? undefined : title(active));
  return children({
    bar: <TabBar tabs={tabs} title={title} />,
    panes: tabs.state.tabs
      .filter((tab) => tab.shown)
      .map((tab) => (
        <KeptTab
          key={`${tab.id}.${tab.generation}`}
          tab={tab}
          active={tab.id === active.id}
          tabs={tabs}
          routes={routes}
        />
      )),
  });
}

function SinglePage({ routes, children }: { routes: RouteObject[]; children: Render }) {
  const location = useLocation();
  const routeTitle = useRouteTitle();
  const here = fullPath(location);
  const [override, setOverride] = useState<{ key: string; title?: string }>({ key: here });
  const setTitle = useCallback((title: string | undefined) => setOverride({ key: here, title }), [here]);
  const title = (override.key === here && override.title) || routeTitle(location.pathname);
  useDocumentTitle(location.pathname === HOME_PATH ? undefined : title);
  return children({ bar: null, panes: <TabPane routes={routes} location={location} active setTitle={setTitle} /> });
}

export function Workspace({ multi, routes, children }: { multi: boolean; routes: RouteObject[]; children: Render }) {
  return multi ? <MultiTab routes={routes}>{children}</MultiTab> : <SinglePage routes={routes}>{children}</SinglePage>;
}
