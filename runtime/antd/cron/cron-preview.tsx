// The bottom of the cron dialog: the expression (editable: Enter or leaving the box reads it back into
// the tabs), its sentence or what is wrong with it, and the next 10 fire times (HH:mm:ss, spec 001 §9)
// or "No execution time".
import { Alert, Flex, Input, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { describeCron, validateCron } from '../../core/cron/index.ts';
import { useCronT } from './messages.ts';
import { useFirePreview } from './use-fire-preview.ts';

export interface CronPreviewProps {
  expression: string;
  onExpression(expression: string): void;
}

export function CronPreview({ expression, onExpression }: CronPreviewProps) {
  const { t, pick, lang } = useCronT();
  // What the user types, until the expression changes (from the tabs or by applying it).
  const [edit, setEdit] = useState<{ base: string; text: string } | null>(null);
  const draft = edit && edit.base === expression ? edit.text : expression;
  const preview = useFirePreview(expression);
  const error = validateCron(expression);
  const apply = () => {
    setEdit(null);
    if (draft.trim() !== expression) onExpression(draft.trim());
  };

  return (
    <Flex vertical gap={8} style={{ marginTop: 12 }}>
      <Flex gap={8} align="center">
        <Typography.Text strong style={{ whiteSpace: 'nowrap', flex: 'none' }}>
          {t('cronExpression')}
        </Typography.Text>
        <Input
          aria-label={t('cronExpression')}
          value={draft}
          status={error ? 'error' : undefined}
          style={{ fontFamily: 'monospace' }}
          onChange={(e) => setEdit({ base: expression, text: e.target.value })}
          onBlur={apply}
          onPressEnter={apply}
        />
      </Flex>
      {error ? (
        <Alert type="error" showIcon title={pick(error)} />
      ) : (
        <Typography.Text type="secondary" data-testid="cron-description">
          {describeCron(expression, lang)}
        </Typography.Text>
      )}
      <Typography.Text strong>{t('cronPreview')}</Typography.Text>
      {/* data-expression: the expression these times belong to (the list follows it after the debounce) */}
      <div
        data-testid="cron-preview"
        data-expression={preview.expression}
        style={{ fontFamily: 'monospace', minHeight: 22 }}
      >
        {preview.times === null ? null : preview.times.length === 0 ? (
          <Typography.Text type="secondary">{t('cronNoTimes')}</Typography.Text>
        ) : (
          preview.times.map((d) => <div key={d.getTime()}>{dayjs(d).format('YYYY-MM-DD HH:mm:ss')}</div>)
        )}
      </div>
    </Flex>
  );
}
