// GET {API_BASE}/dashboard/analysis?days=14 (code wl:order:list): the home dashboard's figures over the
// freight orders (wl_order) this request may list (tenant and data rules through the engine's
// `filtered`): totals, orders per state, orders and revenue per day of the last `days` days (7-90,
// today included, days without orders as zeros) and the busiest sites of that period (orders by
// their vehicle's site). Revenue = the orders' price, cancelled orders left out; amounts in yuan.
// A caller who may not see orderState is refused (403); price / receivedPrice hidden -> null figures.
import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { minorToMoney } from '../../../../runtime/core/formats.ts';
import { permissionCode } from '../../../../runtime/core/registry.ts';
import { ctxOf, type CrudDeps, type Ctx } from '../../engine/crud/context.ts';
import type { EntityModel } from '../../engine/crud/entity-model.ts';
import { filtered } from '../../engine/crud/read.ts';
import type { Cond } from '../../engine/db/filter.ts';
import { formatDateTime } from '../../engine/db/time.ts';
import { ok } from '../../engine/plugins/errors.ts';
import { badRequest, HttpError, MESSAGES } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';

export const ORDER = 'wl_order';
export const COMPLETED = 70;
export const CANCELLED = 110;
export const TOP_SITES = 5;
const BAD_DAYS = t('天数应为7到90之间的整数', 'days must be a whole number from 7 to 90');

type Row = Record<string, unknown>;
const num = (v: unknown) => Number(v ?? 0);
const money = (v: unknown) => minorToMoney(num(v));

export function dayList(days: number, now = new Date()): string[] {
  const out: string[] = [];
  for (let i = days - 1; i >= 0; i--) {
    const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - i);
    out.push(formatDateTime(d).slice(0, 10));
  }
  return out;
}

function parseDays(raw: unknown): number {
  if (raw === undefined || raw === '') return 14;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 7 || n > 90) throw badRequest(BAD_DAYS);
  return n;
}

interface Cols {
  state: string;
  price?: string;
  received?: string;
  vehicle?: string;
  created: string;
}

function columns(model: EntityModel, ctx: Ctx): Cols {
  const col = (name: string) => (ctx.access.hidden.has(name) ? undefined : model.fields.get(name)?.column);
  return {
    state: model.fields.get('orderState')!.column,
    price: col('price'),
    received: col('receivedPrice'),
    vehicle: col('vehicleId'),
    created: 'create_time',
  };
}

function dayOf(ctx: Ctx, column: string): RawBuilder<string> {
  return ctx.dialect === 'postgres'
    ? sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`
    : sql<string>`substr(${sql.ref(column)}, 1, 10)`;
}

const sumOf = (column: string | undefined) => (column ? sql<number>`sum(${sql.ref(column)})` : sql<number>`null`);
/** The price summed over the orders that are not cancelled (null when price is hidden). */
const revenueOf = (c: Cols) =>
  c.price
    ? sql<number>`sum(case when ${sql.ref(c.state)} <> ${CANCELLED} then ${sql.ref(c.price)} else 0 end)`
    : sql<number>`null`;

async function busiestSites(deps: CrudDeps, ctx: Ctx, model: EntityModel, c: Cols, since: Cond) {
  const vehicles = deps.models.get('wl_vehicle');
  const sites = deps.models.get('wl_site');
  if (!c.vehicle || !vehicles || !sites) return null;
  const per = (await filtered(ctx.db, ctx, model, [since, { op: 'notNull', column: c.vehicle }])
    .select([`${c.vehicle} as vehicle`, sql<number>`count(*)`.as('n'), revenueOf(c).as('amount')])
    .groupBy(c.vehicle)
    .execute()) as Row[];
  if (per.length === 0) return [];
  const ids = per.map((r) => String(r.vehicle));
  const siteOf = new Map<string, string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = (await ctx.db
      .selectFrom(vehicles.table)
      .select(['id', `${vehicles.fields.get('siteId')!.column} as site`])
      .where('id', 'in', ids.slice(i, i + 500))
      .execute()) as Row[];
    for (const r of rows) if (r.site) siteOf.set(String(r.id), String(r.site));
  }
  const bySite = new Map<string, { orders: number; amount: number }>();
  for (const r of per) {
    const site = siteOf.get(String(r.vehicle));
    if (!site) continue;
    const s = bySite.get(site) ?? { orders: 0, amount: 0 };
    s.orders += num(r.n);
    s.amount += num(r.amount);
    bySite.set(site, s);
  }
  const top = [...bySite.entries()].sort((a, b) => b[1].orders - a[1].orders || b[1].amount - a[1].amount);
  const chosen = top.slice(0, TOP_SITES);
  if (chosen.length === 0) return [];
  const names = new Map(
    (
      (await ctx.db
        .selectFrom(sites.table)
        .select(['id', `${sites.fields.get('siteName')!.column} as name`])
        .where(
          'id',
          'in',
          chosen.map(([id]) => id),
        )
        .execute()) as Row[]
    ).map((r) => [String(r.id), String(r.name)]),
  );
  return chosen.map(([siteId, s]) => ({
    siteId,
    siteName: names.get(siteId) ?? siteId,
    orders: s.orders,
    revenue: c.price ? minorToMoney(s.amount) : null,
  }));
}

export function registerAnalysisRoute(app: FastifyInstance, deps: CrudDeps): void {
  const model = deps.models.get(ORDER);
  if (!model || !model.fields.get('orderState')) return;
  app.get('/dashboard/analysis', { config: { permission: permissionCode(model.entity, 'list') } }, async (request) => {
    const days = parseDays((request.query as Row).days);
    const ctx = await ctxOf(request, deps, model);
    if (ctx.access.hidden.has('orderState')) throw new HttpError(403, MESSAGES.forbidden);
    const c = columns(model, ctx);
    const dates = dayList(days);
    const today = dates.at(-1)!;
    const since: Cond = { op: 'ge', column: c.created, value: `${dates[0]} 00:00:00` };
    const notCancelled: Cond = { op: 'ne', column: c.state, value: CANCELLED };

    const states = (await filtered(ctx.db, ctx, model, [])
      .select([`${c.state} as state`, sql<number>`count(*)`.as('n')])
      .groupBy(c.state)
      .orderBy(c.state)
      .execute()) as Row[];
    const totals = (await filtered(ctx.db, ctx, model, [notCancelled])
      .select([sumOf(c.price).as('revenue'), sumOf(c.received).as('received')])
      .executeTakeFirstOrThrow()) as Row;
    const perDay = (await filtered(ctx.db, ctx, model, [since])
      .select([
        dayOf(ctx, c.created).as('day'),
        sql<number>`count(*)`.as('n'),
        (c.price
          ? sql<number>`sum(case when ${sql.ref(c.state)} <> ${CANCELLED} then ${sql.ref(c.price)} else 0 end)`
          : sql<number>`null`
        ).as('amount'),
      ])
      .groupBy(dayOf(ctx, c.created))
      .execute()) as Row[];
    const byDayMap = new Map(perDay.map((r) => [String(r.day), r]));
    const byDay = dates.map((day) => {
      const r = byDayMap.get(day);
      return { day, orders: num(r?.n), revenue: c.price ? money(r?.amount) : null };
    });
    const byState = states.map((r) => ({ state: num(r.state), count: num(r.n) }));
    const count = (pred: (s: number) => boolean) =>
      byState.filter((s) => pred(s.state)).reduce((n, s) => n + s.count, 0);
    const period = byDay.reduce((n, d) => n + d.orders, 0);
    return ok({
      days,
      from: dates[0],
      to: today,
      kpis: {
        orders: count(() => true),
        ordersToday: byDay.at(-1)!.orders,
        ordersInPeriod: period,
        open: count((s) => s !== COMPLETED && s !== CANCELLED),
        completed: count((s) => s === COMPLETED),
        cancelled: count((s) => s === CANCELLED),
        revenue: c.price ? money(totals.revenue) : null,
        received: c.received ? money(totals.received) : null,
        revenueInPeriod: c.price ? Math.round(byDay.reduce((n, d) => n + (d.revenue ?? 0) * 100, 0)) / 100 : null,
      },
      byState,
      byDay,
      topSites: await busiestSites(deps, ctx, model, c, since),
    });
  });
}
