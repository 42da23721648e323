// One kept-alive page: the workspace's routes matched against the tab's own location (so a hidden
// page keeps seeing its path and search while another tab shows), inside its own error boundary and
// Suspense. Hidden panes stay mounted (display: none): list state and unsaved form input survive.
import { Spin } from 'antd';
import { Suspense, useMemo } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { PageErrorBoundary } from '../page-error-boundary.tsx';
import type { TabLocation } from './tab-model.ts';
import { TabTitleContext, type SetTabTitle } from './tab-title.ts';

function Routed({ routes, location }: { routes: RouteObject[]; location: TabLocation }) {
  return useRoutes(routes, location);
}

export function TabPane({
  routes,
  location,
  active,
  setTitle,
}: {
  routes: RouteObject[];
  location: TabLocation;
  active: boolean;
  setTitle: SetTabTitle;
}) {
  const fallback = useMemo(() => <Spin style={{ display: 'block', margin: '80px auto' }} />, []);
  return (
    <div
      data-tab-pane={location.pathname + location.search}
      style={active ? undefined : { display: 'none' }}
      aria-hidden={!active || undefined}
    >
      <TabTitleContext.Provider value={setTitle}>
        <PageErrorBoundary>
          <Suspense fallback={fallback}>
            <Routed routes={routes} location={location} />
          </Suspense>
        </PageErrorBoundary>
      </TabTitleContext.Provider>
    </div>
  );
}
