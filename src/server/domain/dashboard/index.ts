// The dashboards' server side (issue 8 item 7): analysis (analysis.ts), workplace (workplace.ts) and
// monitor (monitor.ts, with the process sampler and the HTTP trace). registerHttpTrace goes first in
// the API scope so the trace sees every route; registerDashboard after the realtime hub exists.
import type { FastifyInstance } from 'fastify';
import type { CrudDeps } from '../../engine/crud/context.ts';
import type { Hub } from '../../platform/realtime/hub.ts';
import { registerAnalysisRoute } from './analysis.ts';
import type { HttpTrace } from './http-trace.ts';
import { registerMonitorRoute } from './monitor.ts';
import { createProcessSampler } from './process-sampler.ts';
import { registerWorkplaceRoute } from './workplace.ts';

export { registerHttpTrace, type HttpTrace } from './http-trace.ts';
export { MONITOR_CODE } from './monitor.ts';

export interface DashboardDeps extends CrudDeps {
  hub: Hub;
  trace: HttpTrace;
  /** The folder whose disk the monitor reports (the upload root). */
  diskPath: string;
}

export function registerDashboard(app: FastifyInstance, deps: DashboardDeps): void {
  const sampler = createProcessSampler();
  app.addHook('onClose', async () => sampler.stop());
  registerAnalysisRoute(app, deps);
  registerWorkplaceRoute(app, deps);
  registerMonitorRoute(app, { ...deps, sampler });
}
