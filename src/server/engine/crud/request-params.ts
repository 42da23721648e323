// Id parameters of the generic routes' query strings (queryById, delete, deleteBatch, details, childList).
import { MAX_PAGE_SIZE } from '../../../../runtime/core/wire.ts';
import { badRequest } from '../plugins/http-error.ts';
import { t } from '../plugins/i18n.ts';

export type Query = Record<string, unknown>;

export function idParam(query: Query, key: string): string {
  const v = query[key];
  if (typeof v !== 'string' || v === '' || v.length > 64) {
    throw badRequest(t(`缺少参数或参数无效: ${key}`, `Missing or invalid parameter: ${key}`));
  }
  return v;
}

export function idsParam(query: Query): string[] {
  const raw = query.ids;
  const ids = typeof raw === 'string' ? [...new Set(raw.split(',').filter((s) => s !== ''))] : [];
  if (ids.length === 0 || ids.length > MAX_PAGE_SIZE || ids.some((id) => id.length > 64)) {
    throw badRequest(t('缺少参数或参数无效: ids', 'Missing or invalid parameter: ids'));
  }
  return ids;
}
