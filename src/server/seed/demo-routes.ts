// The dashboard's "load demo data" (a newcomer's empty database shows a living system):
//   GET  /sys/demo/status  signed-in: { empty, loading, canLoad, progress, error, summary }
//   POST /sys/demo/load    code system:demo:load, body { orders? }: refused 409 when the logistics
//        tables hold rows or a load is running; otherwise starts seedDemo in the background and
//        answers at once (the client polls the status for progress and the end).
// On start (outside tests) an empty database gets a hint on the console.
import type { FastifyInstance } from 'fastify';
import { holds, type CrudDeps } from '../engine/crud/context.ts';
import { ok } from '../engine/plugins/errors.ts';
import { badRequest, conflict } from '../engine/plugins/http-error.ts';
import { langOf, say, t } from '../engine/plugins/i18n.ts';
import { DEFAULT_ORDERS, DemoRefused, hasBusinessRows, seedDemo, type DemoSummary } from './demo.ts';

export const DEMO_LOAD_CODE = 'system:demo:load';

export const DEMO_PERMISSION_CODES = [
  { code: DEMO_LOAD_CODE, title: t('演示数据:载入', 'Demo data: load'), parentMenuKey: 'dashboard' },
];

const HAS_DATA = t(
  '数据库中已有业务数据，不能载入演示数据',
  'The database already holds business data; demo data is not loaded',
);
const RUNNING = t('演示数据正在载入', 'Demo data is already loading');
const STARTED = t('开始载入演示数据', 'Loading demo data');
const BAD_ORDERS = t('订单数量应为0到100000之间的整数', 'orders must be a whole number from 0 to 100000');

export const EMPTY_HINT =
  'Empty database: load demo data with `npm run seed -- --demo`, or with the 载入演示数据 / Load demo data button on the dashboard.';

interface LoadState {
  loading: boolean;
  progress: string | null;
  error: string | null;
  summary: { counts: Record<string, number>; password: string; millis: number } | null;
}

export function registerDemoRoutes(
  app: FastifyInstance,
  deps: CrudDeps,
  opts: { hint: boolean; onLoaded?: () => void },
): void {
  const state: LoadState = { loading: false, progress: null, error: null, summary: null };
  let running: Promise<void> | undefined;

  if (opts.hint) {
    app.addHook('onReady', async () => {
      if (!(await hasBusinessRows(deps.db, deps.models))) console.log(EMPTY_HINT);
    });
  }
  // Closing waits for a load in progress (its transaction holds the connection).
  app.addHook('preClose', async () => {
    await running;
  });

  app.get('/sys/demo/status', async (request) => {
    const empty = !state.loading && !(await hasBusinessRows(deps.db, deps.models));
    return ok({ empty, canLoad: await holds(deps, request, DEMO_LOAD_CODE), ...state });
  });

  app.post('/sys/demo/load', { config: { permission: DEMO_LOAD_CODE } }, async (request) => {
    const raw = (request.body as { orders?: unknown } | undefined)?.orders;
    const orders = raw === undefined || raw === null ? DEFAULT_ORDERS : Number(raw);
    if (!Number.isInteger(orders) || orders < 0 || orders > 100_000) throw badRequest(BAD_ORDERS);
    if (state.loading) throw conflict(RUNNING);
    if (await hasBusinessRows(deps.db, deps.models)) throw conflict(HAS_DATA);
    Object.assign(state, { loading: true, progress: null, error: null, summary: null });
    const log = request.log;
    running = seedDemo(deps.db, deps.dialect, deps.models, {
      orders,
      ...(deps.uploadRoot ? { uploadRoot: deps.uploadRoot } : {}),
      onProgress: (m) => (state.progress = m),
    })
      .then((s: DemoSummary) => {
        state.summary = { counts: s.counts, password: s.password, millis: s.millis };
        opts.onLoaded?.();
        log.info(`demo data loaded: ${Object.values(s.counts).reduce((a, b) => a + b, 0)} rows in ${s.millis} ms`);
      })
      .catch((err: Error) => {
        state.error = err instanceof DemoRefused ? say(HAS_DATA, 'en') : err.message;
        log.error(err, 'demo data load failed');
      })
      .finally(() => {
        state.loading = false;
        state.progress = null;
      });
    return ok({ started: true, orders }, say(STARTED, langOf(request)));
  });
}
