// The tenant a request works in: the `tenant-id` header (0 when absent). Membership checks (the
// user must belong to the tenant) arrive with the tenant admin issue; the engine already filters
// every tenant entity by this value in every operation.
import type { FastifyRequest } from 'fastify';
import { badRequest } from './http-error.ts';
import { t } from './i18n.ts';

export function tenantOf(request: FastifyRequest): number {
  const raw = request.headers['tenant-id'];
  if (raw === undefined || raw === '') return 0;
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) {
    throw badRequest(t('请求头 tenant-id 必须是非负整数', 'The tenant-id header must be a non-negative integer'));
  }
  return Number(raw);
}
