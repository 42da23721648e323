// Freight pricing (README.md): the quote route and its permission code (seeded under the freight
// order menu and granted to admin like the other extra codes).
import type { FastifyInstance } from 'fastify';
import type { CrudDeps } from '../../engine/crud/context.ts';
import type { ExtraPermissionCode } from '../../platform/permissions/extra-permissions.ts';
import { QUOTE_PERMISSION, registerQuoteRoute } from './quote-route.ts';

export const PRICING_PERMISSION_CODES: ExtraPermissionCode[] = [
  {
    code: QUOTE_PERMISSION,
    title: { zh: '货运订单:计算运费', en: 'Freight order: quote' },
    parentMenuKey: 'freightOrder',
  },
];

export function registerPricing(app: FastifyInstance, deps: CrudDeps): void {
  registerQuoteRoute(app, deps);
}
