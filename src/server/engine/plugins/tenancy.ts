// The tenant a request works in: the `tenant-id` header (0 when absent). Every signed-in request
// must name a tenant the user belongs to (sys_user_tenant; a user without any row belongs to the
// default tenant 0 only), else 403; the engine filters every tenant entity by it in every operation.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, badRequest } from './http-error.ts';
import { t } from './i18n.ts';

export function tenantOf(request: FastifyRequest): number {
  const raw = request.headers['tenant-id'];
  if (raw === undefined || raw === '') return 0;
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) {
    throw badRequest(t('请求头 tenant-id 必须是非负整数', 'The tenant-id header must be a non-negative integer'));
  }
  return Number(raw);
}

export type TenantsOf = (request: FastifyRequest) => Promise<ReadonlySet<number>>;

const NOT_MEMBER = t('您不属于该租户', 'You do not belong to this tenant');

/** Register after the auth plugin: its hook runs once the session user is known. */
export function registerTenancy(app: FastifyInstance, tenantsOf: TenantsOf): void {
  app.addHook('onRequest', async (request) => {
    if (!request.user) return;
    const tenant = tenantOf(request);
    if (!(await tenantsOf(request)).has(tenant)) throw new HttpError(403, NOT_MEMBER);
  });
}
