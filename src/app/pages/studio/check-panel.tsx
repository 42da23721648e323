// What a check answered: the generator's refusals (file, JSON pointer, message), or the migration the
// save will run with the steps that lose data flagged, and a rename offered where a field disappeared
// and one of the same type appeared.
import { Alert, Button, List, Space, Table, Tag, Typography } from 'antd';
import { useStudioT } from './messages.ts';
import type { DraftCheck, PlanStep, RenameOffer } from './studio-api.ts';

function describeStep(step: PlanStep): string {
  const op = step.op as Record<string, unknown>;
  const parts = [String(op.op), String(op.table ?? op.name ?? '')];
  if (op.column && typeof op.column === 'object') parts.push((op.column as { name: string }).name);
  else if (typeof op.column === 'string') parts.push(op.column);
  if (op.from && op.to && typeof op.from === 'string') parts.push(`${op.from} → ${op.to}`);
  if (op.index && typeof op.index === 'object') parts.push((op.index as { name: string }).name);
  return parts.filter(Boolean).join(' ');
}

export function CheckPanel({ check, onRename }: { check: DraftCheck; onRename(offer: RenameOffer): void }) {
  const t = useStudioT();
  if (check.problems.length) {
    return (
      <Alert
        type="error"
        data-testid="check-problems"
        title={t('problems', { n: check.problems.length })}
        description={
          <List
            size="small"
            dataSource={check.problems}
            renderItem={(p) => (
              <List.Item>
                <Typography.Text code>{p.file}</Typography.Text>{' '}
                <Typography.Text code>{p.pointer || '/'}</Typography.Text> {p.message}
              </List.Item>
            )}
          />
        }
      />
    );
  }
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="check-plan">
      <Alert type={check.refused.length ? 'warning' : 'success'} title={t('valid')} />
      {check.renames.map((r) => (
        <Alert
          key={`${r.table}.${r.from}.${r.to}`}
          type="info"
          title={t('renameOffer', { from: r.from, to: r.to })}
          action={
            <Button size="small" data-testid={`apply-rename-${r.to}`} onClick={() => onRename(r)}>
              {t('applyRename')}
            </Button>
          }
        />
      ))}
      <Typography.Title level={5}>{t('plan')}</Typography.Title>
      {check.steps.length ? (
        <Table<PlanStep>
          size="small"
          rowKey={(_, i) => String(i)}
          pagination={false}
          dataSource={check.steps}
          columns={[
            { title: '#', width: 40, render: (_, _s, i) => i + 1 },
            { title: t('plan'), render: (_, s) => <code>{describeStep(s)}</code> },
            {
              title: '',
              width: 110,
              render: (_, s) => (s.destructive ? <Tag color="red">{t('destructive')}</Tag> : null),
            },
          ]}
        />
      ) : (
        <Typography.Text type="secondary">{t('noMigration')}</Typography.Text>
      )}
    </Space>
  );
}
