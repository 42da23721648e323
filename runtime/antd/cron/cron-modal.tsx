// The cron expression dialog (spec 000 §2, 001 §2.5/§4.8): title cron表达式, width 608 (pass 800 for
// the platform modal), tabs second / minute / hour / day / month / week / year, the expression, its
// sentence and the preview at the bottom, Close and OK. OK hands back the seven-field expression;
// it is disabled while the expression is invalid (a typed one stays as typed, with its error) or a
// tab's 指定 has nothing ticked. The state starts from `value` each time it opens.
import { Alert, Button, Modal, Tabs } from 'antd';
import { validateCron } from '../../core/cron/index.ts';
import { CronPreview } from './cron-preview.tsx';
import { DayTab } from './day-tab.tsx';
import type { NumberUnit } from './bounds.ts';
import { useCronT } from './messages.ts';
import { UnitTab } from './unit-tab.tsx';
import { useCronBuilder } from './use-cron-builder.ts';
import { WeekdayPicker } from './weekday-picker.tsx';

export interface CronModalProps {
  open: boolean;
  value?: string;
  /** 608 by default (business screens); the platform's cron editor uses 800. */
  width?: number;
  onOk(expression: string): void;
  onCancel(): void;
}

export function CronModal({ open, value, width = 608, onOk, onCancel }: CronModalProps) {
  const { t } = useCronT();
  return (
    <Modal open={open} title={t('cronTitle')} width={width} onCancel={onCancel} destroyOnHidden footer={null}>
      {open ? <CronBuilderBody value={value} onOk={onOk} onCancel={onCancel} /> : null}
    </Modal>
  );
}

function CronBuilderBody({ value, onOk, onCancel }: Pick<CronModalProps, 'value' | 'onOk' | 'onCancel'>) {
  const { t, tab } = useCronT();
  const b = useCronBuilder(value);
  const unitTab = (unit: Exclude<NumberUnit, 'day'>) => ({
    key: unit,
    label: tab(unit),
    children: (
      <UnitTab
        unit={unit}
        mode={b.mode(unit)}
        text={b.texts[unit]}
        draft={b.state.drafts[unit]}
        onMode={(mode, patch) => b.setMode(unit, mode, patch)}
      />
    ),
  });
  const items = [
    unitTab('second'),
    unitTab('minute'),
    unitTab('hour'),
    {
      key: 'day',
      label: tab('day'),
      children: (
        <DayTab
          mode={b.mode('day')}
          text={b.texts.day}
          draft={b.state.drafts.day}
          locked={b.dayLocked}
          onMode={(mode, patch) => b.setMode('day', mode, patch)}
        />
      ),
    },
    unitTab('month'),
    {
      key: 'week',
      label: tab('week'),
      children: <WeekdayPicker value={b.texts.week} day={b.texts.day} onChange={(v) => b.setText('week', v)} />,
    },
    unitTab('year'),
  ];
  const invalid = validateCron(b.expression) !== null || b.pending.length > 0;

  return (
    <>
      <Tabs size="small" items={items} destroyOnHidden />
      {b.pending.map((unit) => (
        <Alert
          key={unit}
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          title={t('cronPickValue', { tab: tab(unit) })}
        />
      ))}
      <CronPreview expression={b.expression} onExpression={b.setExpression} />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 16 }}>
        <Button onClick={onCancel}>{t('cronClose')}</Button>
        <Button type="primary" disabled={invalid} onClick={() => onOk(b.expression)}>
          {t('cronOk')}
        </Button>
      </div>
    </>
  );
}
