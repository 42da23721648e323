// A record's state history (sys_state_log, oldest first) as an antd Timeline: per step the action's
// title, from -> to with the status field's dictionary labels (when it has x-dict), who and when, and
// the note. `StateTimeline` is the timeline itself (also shown in the edit dialog of a record with a
// workflow); `StateHistory` shows it in a drawer from the list's History button.
import { Alert, Collapse, Drawer, Empty, Spin, Tag, Timeline, Typography } from 'antd';
import { fieldByName, text, type EntityDef } from '../../core/registry.ts';
import type { Row } from '../../core/wire.ts';
import { useLang } from '../../react/registry-context.tsx';
import { useDict } from '../../react/use-dict.ts';
import { transitionTitle, useStateHistory } from '../../react/use-workflow.ts';
import { Authorized } from '../auth/authorized.tsx';
import { useT } from '../messages.ts';

export interface StateHistoryProps {
  entity: EntityDef;
  /** The record whose history is shown; null keeps the drawer closed. */
  row: Row | null;
  onClose(): void;
}

/** The code that lets a user read state histories (GET /sys/stateLog/list). */
export const STATE_LOG_CODE = 'system:stateLog:list';

const present = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

export function StateHistory({ entity, row, onClose }: StateHistoryProps) {
  const t = useT();
  const lang = useLang();
  const field = entity.states ? fieldByName(entity, entity.states.field) : undefined;
  return (
    <Drawer
      open={!!row}
      title={`${t('workflowHistoryTitle')}${field ? ` · ${text(field.title, lang)}` : ''}`}
      size={420}
      onClose={onClose}
      destroyOnHidden
    >
      {row && <StateTimeline entity={entity} recordId={String(row.id)} />}
    </Drawer>
  );
}

export function StateTimeline({ entity, recordId }: { entity: EntityDef; recordId: string }) {
  const t = useT();
  const lang = useLang();
  const field = entity.states ? fieldByName(entity, entity.states.field) : undefined;
  const dict = useDict(field?.dict);
  const history = useStateHistory(entity.name, recordId);
  const label = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : dict.label(v));
  const actionTitle = (name: unknown) => {
    const transition = entity.states?.transitions.find((tr) => tr.name === name);
    return transition ? transitionTitle(transition, lang) : present(name);
  };
  const rows = history.data ?? [];

  return (
    <>
      {history.error && <Alert type="error" showIcon title={t('loadFailed')} description={history.error.message} />}
      {history.loading && <Spin />}
      {!history.loading && !history.error && rows.length === 0 && <Empty description={t('workflowHistoryEmpty')} />}
      {!history.loading && rows.length > 0 && (
        <Timeline
          items={rows.map((log) => ({
            key: String(log.id),
            content: (
              <div className="state-log">
                <Typography.Text strong>{actionTitle(log.action)}</Typography.Text>
                <div>
                  <Tag color={dict.color(log.fromState)}>{label(log.fromState)}</Tag>
                  {' → '}
                  <Tag color={dict.color(log.toState)}>{label(log.toState)}</Tag>
                </div>
                <Typography.Text type="secondary">
                  {t('workflowBy', { who: present(log.createBy), when: present(log.createTime) })}
                </Typography.Text>
                {typeof log.note === 'string' && log.note && <Typography.Paragraph>{log.note}</Typography.Paragraph>}
              </div>
            ),
          }))}
        />
      )}
    </>
  );
}

/** The timeline under a record's edit form: a collapsed 流转记录 section, for holders of the history code. */
export function RecordHistory({ entity, recordId }: { entity: EntityDef; recordId: string }) {
  const t = useT();
  if (!entity.states) return null;
  return (
    <Authorized code={STATE_LOG_CODE}>
      <Collapse
        size="small"
        style={{ marginTop: 12 }}
        items={[
          {
            key: 'history',
            label: t('workflowHistoryTitle'),
            children: <StateTimeline entity={entity} recordId={recordId} />,
          },
        ]}
      />
    </Authorized>
  );
}
