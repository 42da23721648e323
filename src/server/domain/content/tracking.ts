// Vehicle tracking routes (spec 000 §1, §8): GET {api}/config gives the SPA the map tile URL
// template, GET {api}/locate?lng=&lat= looks a point's address up through the configured geocoder.
// Both need the track list code. Settings: the sys_config keys `wl.track.tileUrl` and
// `wl.track.geocoderUrl` (editable under 系统管理 > 系统配置), else the environment variables
// TILE_URL and GEOCODER_URL. A failed lookup answers 502 with "定位地址获取失败" and the reason; a
// geocoder on a loopback or private address is refused (reason 'blocked', net/outbound.ts) unless
// OUTBOUND_ALLOW_PRIVATE=1.
import type { FastifyInstance } from 'fastify';
import { permissionCode } from '../../../../runtime/core/registry.ts';
import type { CrudDeps } from '../../engine/crud/context.ts';
import type { EntityModel } from '../../engine/crud/entity-model.ts';
import { ok } from '../../engine/plugins/errors.ts';
import { HttpError, badRequest } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';
import { reverseGeocode } from './geocoder.ts';

export const TRACK_ENTITY = 'wl_vehicle_track';
export const TILE_KEY = 'wl.track.tileUrl';
export const GEOCODER_KEY = 'wl.track.geocoderUrl';
export const LOCATE_FAILED = t('定位地址获取失败', 'Failed to get the location address');

export interface TrackingEnv {
  TILE_URL?: string;
  GEOCODER_URL?: string;
  /** '1': the geocoder may be on a loopback or private address (validated by config.ts). */
  OUTBOUND_ALLOW_PRIVATE?: string;
}

const BLOCKED = t(
  '定位地址获取失败：地理编码服务地址指向本机或内网地址，已拒绝访问（如确需访问，请设置 OUTBOUND_ALLOW_PRIVATE=1）',
  'Failed to get the location address: the geocoder URL points to a loopback or private address and was refused (set OUTBOUND_ALLOW_PRIVATE=1 to allow it)',
);

async function setting(deps: CrudDeps, key: string, fallback: string | undefined): Promise<string | undefined> {
  const row = (await deps.db
    .selectFrom('sys_config')
    .select('param_value as value')
    .where('param_key', '=', key)
    .executeTakeFirst()) as { value: string | null } | undefined;
  const value = row?.value?.trim();
  return value || fallback?.trim() || undefined;
}

function coordinate(raw: unknown, limit: number): number | undefined {
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : undefined;
}

export function registerTrackingRoutes(app: FastifyInstance, deps: CrudDeps, model: EntityModel, env: TrackingEnv) {
  const config = { permission: permissionCode(model.entity, 'list') };
  app.get(`${model.entity.api}/config`, { config }, async () =>
    ok({ tileUrl: (await setting(deps, TILE_KEY, env.TILE_URL)) ?? null }),
  );
  app.get(`${model.entity.api}/locate`, { config }, async (request) => {
    const q = request.query as Record<string, unknown>;
    const lng = coordinate(q.lng, 180);
    const lat = coordinate(q.lat, 90);
    if (lng === undefined || lat === undefined) {
      throw badRequest(t('经纬度无效', 'lng and lat must be valid coordinates'));
    }
    const result = await reverseGeocode(await setting(deps, GEOCODER_KEY, env.GEOCODER_URL), lng, lat, {
      allowPrivate: env.OUTBOUND_ALLOW_PRIVATE === '1',
    });
    if (result.ok) return ok({ lng, lat, address: result.address });
    request.log.warn({ reason: result.reason, detail: result.detail }, 'location lookup failed');
    throw new HttpError(502, result.reason === 'blocked' ? BLOCKED : LOCATE_FAILED, { reason: result.reason });
  });
}
