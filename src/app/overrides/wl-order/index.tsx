// wl_order (货运订单): the price field gets the 计算运费 / Quote button (quote-price-widget.tsx).
import type { EntityOverrides } from '../types.ts';
import { QuotePriceWidget } from './quote-price-widget.tsx';

const OVERRIDES: EntityOverrides = { widgets: { money: QuotePriceWidget } };

export function useFreightOrderOverrides(): EntityOverrides {
  return OVERRIDES;
}
