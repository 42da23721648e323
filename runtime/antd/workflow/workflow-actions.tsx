// Workflow row actions of the generic list (entities with `x-states`): one button per transition the
// row's state allows and the user may see (disabled for a type-2 rule not held), each opening the
// ActionDialog (confirmation, or the transition's required fields, plus an optional note), and a
// History action (code system:stateLog:list) opening the record's timeline in a drawer; as descriptors
// the list shows inline or in its More menu (../list/row-actions.tsx).
import { useCallback, useState, type ReactNode } from 'react';
import type { Row } from '../../core/wire.ts';
import { useWorkflow, type AllowedTransition } from '../../react/use-workflow.ts';
import type { RowAction } from '../list/row-actions.tsx';
import { useT } from '../messages.ts';
import { useFeedback } from '../use-feedback.ts';
import { ActionDialog } from './action-dialog.tsx';
import { STATE_LOG_CODE, StateHistory } from './state-history.tsx';

export interface WorkflowActions {
  /** The entity declares a workflow. */
  enabled: boolean;
  /** The row's actions for the list's actions column (stable between renders). */
  actions(row: Row): RowAction[];
  /** The dialog and drawer; render once next to the table. */
  dialogs: ReactNode;
}

interface Running {
  row: Row;
  transition: AllowedTransition;
  seq: number;
}

/** `runnable: false` (read-only list) keeps the History button only; `onDone` runs after an action. */
export function useWorkflowActions(entityName: string, runnable: boolean, onDone: () => void): WorkflowActions {
  const workflow = useWorkflow(entityName, onDone);
  const t = useT();
  const { message } = useFeedback();
  const [running, setRunning] = useState<Running | null>(null);
  const [historyRow, setHistoryRow] = useState<Row | null>(null);
  const { allowed, run, entity } = workflow;

  const actions = useCallback(
    (row: Row): RowAction[] => [
      ...(runnable
        ? allowed(row).map((tr) => ({
            key: `transition:${tr.name}`,
            label: tr.title,
            // allowed() already dropped what the user may not see and disabled a type-2 rule not held
            disabled: tr.disabled,
            onClick: () => setRunning((r) => ({ row, transition: tr, seq: (r?.seq ?? 0) + 1 })),
            data: { 'data-transition': tr.name },
          }))
        : []),
      { key: 'history', label: t('workflowHistory'), code: STATE_LOG_CODE, onClick: () => setHistoryRow(row) },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t is derived from the language in allowed's deps
    [allowed, runnable],
  );

  const dialogs = workflow.enabled ? (
    <>
      {running && (
        <ActionDialog
          key={running.seq}
          entity={entity}
          row={running.row}
          transition={running.transition}
          onRun={async (values) => {
            await run(running.row, running.transition.name, values);
            void message.success(t('success'));
          }}
          onClose={() => setRunning(null)}
        />
      )}
      <StateHistory entity={entity} row={historyRow} onClose={() => setHistoryRow(null)} />
    </>
  ) : null;

  return { enabled: workflow.enabled, actions, dialogs };
}
