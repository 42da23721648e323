// The home dashboard's order analysis (issue 8 item 7): KPIs, orders per day and per state, revenue per
// day and the busiest sites from GET /dashboard/analysis, over a 7, 14 or 30-day period.
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, Row, Segmented, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useAsync } from '../../../runtime/react/use-async.ts';
import { useDict } from '../../../runtime/react/use-dict.ts';
import { useServices } from '../services.tsx';
import { BarList, ColumnChart, LineChart } from './charts/index.ts';
import { dashboardApi } from './dashboard-api.ts';
import { count, money } from './format.ts';
import { KpiCard } from './kpi-card.tsx';
import { useDashText } from './messages.ts';

export const PERIODS = [7, 14, 30] as const;

export function OrderAnalysis() {
  const m = useDashText();
  const { http } = useServices();
  const api = useMemo(() => dashboardApi(http), [http]);
  const [days, setDays] = useState<number>(14);
  const { data, loading, error, reload } = useAsync(`analysis:${days}`, () => api.analysis(days));
  const states = useDict('freight_order_state');
  const k = data?.kpis;
  const short = (day: string) => day.slice(5);

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="order-analysis">
      <Space wrap>
        <Segmented
          aria-label={m('period')}
          value={days}
          onChange={(v) => setDays(Number(v))}
          options={PERIODS.map((d) => ({ value: d, label: m('days', { days: d }) }))}
        />
        <Button icon={<ReloadOutlined aria-hidden />} onClick={reload} loading={loading}>
          {m('refresh')}
        </Button>
      </Space>
      {error && <Alert type="error" showIcon message={m('loadFailed')} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} xl={6}>
          <KpiCard
            testId="kpi-orders"
            title={m('orders')}
            value={count(k?.orders)}
            loading={!data}
            footer={`${m('ordersToday')} ${count(k?.ordersToday)}`}
          />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <KpiCard
            testId="kpi-open"
            title={m('openOrders')}
            value={count(k?.open)}
            loading={!data}
            footer={`${m('completed')} ${count(k?.completed)} · ${m('cancelled')} ${count(k?.cancelled)}`}
          />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <KpiCard
            testId="kpi-revenue"
            title={`${m('revenue')} (${m('yuan')})`}
            value={money(k?.revenue)}
            loading={!data}
            footer={`${m('received')} ${money(k?.received)}`}
          />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <KpiCard
            testId="kpi-period"
            title={m('inPeriod', { days })}
            value={count(k?.ordersInPeriod)}
            loading={!data}
            footer={`${m('revenue')} ${money(k?.revenueInPeriod)}`}
          />
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title={m('byDay')} size="small">
            <ColumnChart
              title={m('byDay')}
              data={(data?.byDay ?? []).map((d) => ({ label: short(d.day), value: d.orders }))}
              format={count}
            />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={m('byState')} size="small">
            <BarList
              title={m('byState')}
              ranked={false}
              color="#2fc25b"
              data={(data?.byState ?? []).map((s) => ({ label: states.label(s.state), value: s.count }))}
              format={count}
            />
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title={`${m('revenueByDay')} (${m('yuan')})`} size="small">
            <LineChart
              title={m('revenueByDay')}
              data={(data?.byDay ?? []).map((d) => ({ label: short(d.day), value: d.revenue ?? 0 }))}
              format={money}
              axisFormat={count}
            />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={m('topSites')} size="small">
            {data?.topSites && data.topSites.length > 0 ? (
              <BarList
                title={m('topSites')}
                data={data.topSites.map((s) => ({ label: s.siteName, value: s.orders }))}
                format={count}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m('noSites')} />
            )}
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
