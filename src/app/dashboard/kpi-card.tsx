// One KPI: a title, the big figure and a secondary line (antd Statistic in a card).
import { Card, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';

export function KpiCard({
  title,
  value,
  footer,
  loading,
  testId,
}: {
  title: string;
  value: string;
  footer?: ReactNode;
  loading?: boolean;
  testId?: string;
}) {
  return (
    <Card data-testid={testId} styles={{ body: { padding: '16px 20px' } }}>
      <Statistic title={title} value={value} loading={loading} />
      {footer !== undefined && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 13 }}>
          {footer}
        </Typography.Text>
      )}
    </Card>
  );
}
