// Where the bell's three entries go (docs/decisions.md#16-notice-bell-targets): waiting for audit opens /wl/order/PendingOrderList
// when the user has that page, else the freight order list filtered to state 10; the other two open
// the order list filtered to 35 or 55.
import type { MenuDef } from '../../../runtime/core/registry.ts';
import { findMenuRoute, menuRoutes } from '../shell/menu-model.ts';
import type { OrderCounts } from './notice-api.ts';

export const PENDING_ORDERS_PATH = '/wl/order/PendingOrderList';
export const ORDER_LIST_PATH = '/wl/order/OrderList';

export const BELL_ENTRIES: { key: keyof OrderCounts; state: number }[] = [
  { key: 'waitAuditing', state: 10 },
  { key: 'loadVehicles', state: 35 },
  { key: 'dischargeCargoApply', state: 55 },
];

export function bellTarget(index: number, menus: MenuDef[]): string {
  const entry = BELL_ENTRIES[index];
  if (index === 0 && findMenuRoute(menus, PENDING_ORDERS_PATH)) return PENDING_ORDERS_PATH;
  return `${ORDER_LIST_PATH}?orderState=${entry.state}`;
}

/** The user's menus open the list of this entity. */
export function hasEntityMenu(menus: MenuDef[], entity: string): boolean {
  return menuRoutes(menus).some((r) => r.menu.entity === entity);
}
