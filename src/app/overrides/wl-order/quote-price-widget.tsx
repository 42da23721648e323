// The freight order's 运费 (price) with a 计算运费 / Quote button: it asks POST /wl/order/quote
// (src/server/domain/pricing) with the form's weight and freight template (else the common template), puts
// the answer in the price, which stays editable, and shows how it was reached (tier, unit price,
// weight, ratio, exact amount). Other money fields of the form are the plain money input.
import type { WidgetProps } from '@rjsf/utils';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { entityFormContext } from '../../../../runtime/antd/form/form-context.ts';
import { MoneyWidget } from '../../../../runtime/antd/widgets/input-widgets.tsx';
import type { FieldWidgetOptions } from '../../../../runtime/antd/widgets/index.ts';
import { formatMoney } from '../../../../runtime/antd/format-value.ts';
import { errorText, useApi } from '../use-api.ts';

/** The parts of the quote's answer the breakdown shows. */
export interface Quote {
  price: number;
  source: 'template' | 'zone';
  weight: number;
  template?: { name: string; ratio: number };
  tier?: { startWeight: number; endWeight: number | null };
  zoneFreight?: { name: string };
  breakdown: { pricingType?: number; unitPrice?: number; pricePerKg?: number; ratio?: number; exact: string };
}

export const QUOTED_FIELD = 'price';

export function QuotePriceWidget(props: WidgetProps) {
  const field = (props.options as unknown as FieldWidgetOptions | undefined)?.field;
  if (field?.name !== QUOTED_FIELD) return <MoneyWidget {...props} />;
  return <QuotedPrice {...props} />;
}

function QuotedPrice(props: WidgetProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [quote, setQuote] = useState<Quote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    const values = entityFormContext(props)?.values?.() ?? {};
    const weight = values.weight;
    if (typeof weight !== 'number' || !(weight > 0)) {
      setQuote(null);
      setError(t('freightQuote.needWeight'));
      return;
    }
    const templateId = typeof values.freightTemplateId === 'string' && values.freightTemplateId;
    setBusy(true);
    try {
      const q = await api.post<Quote>('/wl/order/quote', { weight, ...(templateId ? { templateId } : {}) });
      props.onChange(q.price);
      setQuote(q);
      setError(null);
    } catch (e) {
      setQuote(null);
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <MoneyWidget {...props} />
        <Button onClick={() => void run()} loading={busy} disabled={props.disabled || props.readonly}>
          {t('freightQuote.button')}
        </Button>
      </Space.Compact>
      {quote && (
        <Typography.Text type="secondary" data-testid="quote-breakdown" style={{ display: 'block', marginTop: 4 }}>
          {breakdownText(quote, (key, options) => t(key, options ?? {}))}
        </Typography.Text>
      )}
      {error && (
        <Typography.Text type="danger" style={{ display: 'block', marginTop: 4 }}>
          {error}
        </Typography.Text>
      )}
    </>
  );
}

type T = (key: string, options?: Record<string, unknown>) => string;

/** 大客户协议运费 · 0–50 kg 固定价 80.00 × 系数 0.85 = 68.00 */
export function breakdownText(q: Quote, t: T): string {
  const b = q.breakdown;
  const money = (n: number | undefined) => formatMoney(n ?? 0);
  if (q.source === 'zone') {
    return t('freightQuote.zone', {
      name: q.zoneFreight?.name ?? '',
      unit: money(b.pricePerKg ?? b.unitPrice),
      weight: q.weight,
      exact: b.exact,
      price: money(q.price),
    });
  }
  const end = q.tier?.endWeight;
  return t(b.pricingType === 1 ? 'freightQuote.perKg' : 'freightQuote.fixed', {
    name: q.template?.name ?? '',
    tier: `${q.tier?.startWeight ?? 0}–${end === null || end === undefined ? '∞' : end} kg`,
    unit: money(b.unitPrice),
    weight: q.weight,
    ratio: b.ratio ?? 1,
    exact: b.exact,
    price: money(q.price),
  });
}
