// POST {API_BASE}/wl/order/quote: the freight of a weight, priced from a freight template's tiers or
// from the zone freight between two zones (README.md). Rows are read through the request's tenant and
// data-rule scope of each entity; the arithmetic is pricing.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ctxOf, type CrudDeps } from '../../engine/crud/context.ts';
import type { EntityModel } from '../../engine/crud/entity-model.ts';
import { filtered } from '../../engine/crud/read.ts';
import { decodeRows, type Rec } from '../../engine/crud/records.ts';
import type { Cond } from '../../engine/db/filter.ts';
import { ok } from '../../engine/plugins/errors.ts';
import { badRequest, HttpError } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';
import {
  centsToMoney,
  kgToGrams,
  matchInterval,
  matchTier,
  priceInterval,
  priceTier,
  ratioParts,
  storedKgToGrams,
  RATIO_SCALE,
  type Interval,
  type Priced,
  type Tier,
} from './pricing.ts';

export const QUOTE_PERMISSION = 'wl:order:quote';
/** Heaviest weight a quote accepts (kg). */
export const MAX_WEIGHT_KG = 1_000_000;
const ENTITIES = ['wl_order', 'wl_freight_template', 'wl_freight', 'wl_zone_freight', 'wl_zone_freight_detail'];

const unprocessable = (zh: string, en: string) => new HttpError(422, t(zh, en));

interface QuoteBody {
  weight: number;
  grams: number;
  templateId?: string;
  fromZoneId?: string;
  toZoneId?: string;
}

const optionalId = (body: Record<string, unknown>, key: string): string | undefined => {
  const v = body[key];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string' || v.length > 64) throw badRequest(t(`${key} 应为记录ID`, `${key} must be a record id`));
  return v;
};

export function parseQuoteBody(raw: unknown): QuoteBody {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw badRequest(t('请求体应为JSON对象', 'The body must be a JSON object'));
  const body = raw as Record<string, unknown>;
  const allowed = new Set(['weight', 'templateId', 'fromZoneId', 'toZoneId']);
  for (const key of Object.keys(body))
    if (!allowed.has(key)) throw badRequest(t(`不支持的参数: ${key}`, `Unknown parameter: ${key}`));
  const weight = body.weight;
  const grams = typeof weight === 'number' ? kgToGrams(weight) : null;
  if (typeof weight !== 'number' || grams === null || grams <= 0 || weight > MAX_WEIGHT_KG)
    throw badRequest(
      t(
        `重量应为大于0且不超过${MAX_WEIGHT_KG}的数字(公斤，最多3位小数)`,
        `weight must be a number above 0 and at most ${MAX_WEIGHT_KG} (kg, at most 3 decimals)`,
      ),
    );
  const templateId = optionalId(body, 'templateId');
  const fromZoneId = optionalId(body, 'fromZoneId');
  const toZoneId = optionalId(body, 'toZoneId');
  if ((fromZoneId === undefined) !== (toZoneId === undefined))
    throw badRequest(t('始发区域和目的区域须同时提供', 'Give both fromZoneId and toZoneId'));
  if (templateId !== undefined && fromZoneId !== undefined)
    throw badRequest(t('运费模板与区域运价只能选其一', 'Give either templateId or the two zones, not both'));
  return { weight, grams, templateId, fromZoneId, toZoneId };
}

const col = (model: EntityModel, name: string) => model.fields.get(name)!.column;
const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));

async function rows(
  request: FastifyRequest,
  deps: CrudDeps,
  model: EntityModel,
  conds: Cond[],
  order?: [string, 'asc' | 'desc'],
): Promise<Rec[]> {
  const ctx = await ctxOf(request, deps, model);
  let q = filtered(ctx.db, ctx, model, conds).select(model.select);
  if (order) q = q.orderBy(col(model, order[0]), order[1]).orderBy('id', 'asc');
  return (await q.execute()) as Rec[];
}

function answer(price: Priced, rest: Record<string, unknown>) {
  return { price: centsToMoney(price.cents), ...rest };
}

async function quoteTemplate(request: FastifyRequest, deps: CrudDeps, q: QuoteBody, m: Map<string, EntityModel>) {
  const tpl = m.get('wl_freight_template')!;
  const tierModel = m.get('wl_freight')!;
  let template: Rec | undefined;
  if (q.templateId !== undefined) {
    [template] = await rows(request, deps, tpl, [{ op: 'eq', column: 'id', value: q.templateId }]);
    if (!template) throw unprocessable('运费模板不存在', 'No such freight template');
  } else {
    const isCommon = tpl.fields.get('isCommon')!.codec.toDb!(true);
    [template] = await rows(
      request,
      deps,
      tpl,
      [
        { op: 'eq', column: col(tpl, 'isCommon'), value: isCommon },
        { op: 'eq', column: col(tpl, 'type'), value: 0 },
      ],
      ['createTime', 'asc'],
    );
    if (!template)
      throw unprocessable(
        '未指定运费模板，且没有通用的运费模板',
        'No template was given and there is no common freight template',
      );
  }
  decodeRows(tpl, [template]);
  const tierRows = await rows(request, deps, tierModel, [
    { op: 'eq', column: col(tierModel, 'templateId'), value: template.id },
  ]);
  const tiers: (Tier & { row: Rec })[] = tierRows.map((r) => ({
    id: String(r.id),
    startGrams: storedKgToGrams(Number(r.startWeight)),
    endGrams: num(r.endWeight) === null ? null : storedKgToGrams(Number(r.endWeight)),
    priceCents: Number(r.price),
    pricingType: Number(r.pricingType),
    orderNum: Number(r.orderNum ?? 0),
    row: r,
  }));
  const tier = matchTier(tiers, q.grams);
  if (!tier)
    throw unprocessable(
      `重量 ${q.weight} 公斤不在运费模板「${String(template.name)}」的任何阶梯内`,
      `The weight ${q.weight} kg falls in no tier of the freight template "${String(template.name)}"`,
    );
  const ratio = ratioParts(num(template.ratio));
  const price = priceTier(tier, q.grams, ratio);
  return answer(price, {
    source: 'template',
    weight: q.weight,
    template: {
      id: template.id,
      name: template.name,
      type: Number(template.type),
      isCommon: template.isCommon === true,
      ratio: ratio / RATIO_SCALE,
    },
    tier: {
      id: tier.id,
      startWeight: Number(tier.row.startWeight),
      endWeight: num(tier.row.endWeight),
      price: centsToMoney(tier.priceCents),
      pricingType: tier.pricingType,
    },
    breakdown: {
      pricingType: tier.pricingType,
      unitPrice: centsToMoney(tier.priceCents),
      weight: q.weight,
      ratio: ratio / RATIO_SCALE,
      exact: price.exact,
      rounding: 'half-up, 0.01',
    },
  });
}

async function quoteZones(request: FastifyRequest, deps: CrudDeps, q: QuoteBody, m: Map<string, EntityModel>) {
  const zf = m.get('wl_zone_freight')!;
  const detail = m.get('wl_zone_freight_detail')!;
  const [freight] = await rows(request, deps, zf, [
    { op: 'eq', column: col(zf, 'fromZoneId'), value: q.fromZoneId! },
    { op: 'eq', column: col(zf, 'toZoneId'), value: q.toZoneId! },
  ]);
  if (!freight) throw unprocessable('这两个区域之间没有区域运价', 'There is no zone freight between these two zones');
  const detailRows = await rows(request, deps, detail, [
    { op: 'eq', column: col(detail, 'zoneFreightId'), value: freight.id },
  ]);
  const intervals: (Interval & { row: Rec })[] = detailRows.map((r) => ({
    id: String(r.id),
    startOperator: String(r.startOperator),
    startGrams: storedKgToGrams(Number(r.intervalStart)),
    endOperator: String(r.endOperator),
    endGrams: num(r.intervalEnd) === null ? null : storedKgToGrams(Number(r.intervalEnd)),
    pricePerKgCents: Number(r.pricePerKg),
    orderNum: Number(r.orderNum ?? 0),
    row: r,
  }));
  const interval = matchInterval(intervals, q.grams);
  if (!interval)
    throw unprocessable(
      `重量 ${q.weight} 公斤不在区域运价「${String(freight.name)}」的任何区间内`,
      `The weight ${q.weight} kg falls in no interval of the zone freight "${String(freight.name)}"`,
    );
  const price = priceInterval(interval, q.grams);
  return answer(price, {
    source: 'zone',
    weight: q.weight,
    zoneFreight: { id: freight.id, name: freight.name, fromZoneId: q.fromZoneId, toZoneId: q.toZoneId },
    interval: {
      id: interval.id,
      startOperator: interval.startOperator,
      intervalStart: Number(interval.row.intervalStart),
      endOperator: interval.endOperator,
      intervalEnd: num(interval.row.intervalEnd),
      pricePerKg: centsToMoney(interval.pricePerKgCents),
    },
    breakdown: {
      pricingType: 1,
      unitPrice: centsToMoney(interval.pricePerKgCents),
      weight: q.weight,
      ratio: 1,
      exact: price.exact,
      rounding: 'half-up, 0.01',
    },
  });
}

export function registerQuoteRoute(app: FastifyInstance, deps: CrudDeps): void {
  const models = new Map<string, EntityModel>();
  for (const name of ENTITIES) {
    const model = deps.models.get(name);
    if (!model) return; // a registry without the freight entities (test fixtures)
    models.set(name, model);
  }
  app.post(
    `${models.get('wl_order')!.entity.api}/quote`,
    { config: { permission: QUOTE_PERMISSION } },
    async (request) => {
      const q = parseQuoteBody(request.body);
      return ok(
        q.fromZoneId !== undefined
          ? await quoteZones(request, deps, q, models)
          : await quoteTemplate(request, deps, q, models),
      );
    },
  );
}
