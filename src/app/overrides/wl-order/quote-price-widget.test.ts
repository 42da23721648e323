// The quote's breakdown under the freight order's price, in both languages.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en.ts';
import { zhCN } from '../../i18n/zh-CN.ts';
import { breakdownText, type Quote } from './quote-price-widget.tsx';

const t = async (lng: string) => {
  const i = i18next.createInstance();
  await i.init({ lng, resources: { 'zh-CN': { translation: zhCN }, en: { translation: en } } });
  return i.t.bind(i) as unknown as (key: string, options?: Record<string, unknown>) => string;
};

const fixed: Quote = {
  price: 68,
  source: 'template',
  weight: 10,
  template: { name: '大客户协议运费', ratio: 0.85 },
  tier: { startWeight: 0, endWeight: 50 },
  breakdown: { pricingType: 0, unitPrice: 80, ratio: 0.85, exact: '68.00' },
};

describe('quote breakdown', () => {
  it('names the template, the tier, the unit price, the ratio and the result', async () => {
    expect(breakdownText(fixed, await t('zh-CN'))).toBe(
      '大客户协议运费 · 0–50 kg 固定价 80.00 × 系数 0.85 = 68.00 → 68.00',
    );
    const perKg: Quote = {
      ...fixed,
      price: 3264,
      weight: 1200,
      tier: { startWeight: 500, endWeight: null },
      breakdown: { pricingType: 1, unitPrice: 3.2, ratio: 0.85, exact: '3264.00' },
    };
    expect(breakdownText(perKg, await t('en'))).toBe(
      '大客户协议运费 · 500–∞ kg 3.20 per kg × 1200 kg × ratio 0.85 = 3264.00 → 3,264.00',
    );
  });
});
