// The generic list screen of an entity (DESIGN §8): search form, toolbar, table and the add/edit dialog,
// all driven by the registry. Apps override cells or widgets by key, never copy this screen.
import { Alert, Button, Card } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { Row } from '../../core/wire.ts';
import { useListController } from '../../react/use-list-controller.ts';
import { defaultCells, type CellRegistry } from '../cells/index.ts';
import { FormModal } from '../form/form-modal.tsx';
import { useT } from '../messages.ts';
import { useFeedback } from '../use-feedback.ts';
import type { WidgetRegistry } from '../widgets/index.ts';
import { ListTable } from './list-table.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { SearchForm } from './search-form.tsx';

export interface ListViewProps {
  entityName: string;
  title?: ReactNode;
  cells?: CellRegistry;
  widgets?: WidgetRegistry;
}

interface EditorState {
  open: boolean;
  id?: string;
  /** Changes per opening so the dialog starts fresh. */
  seq: number;
}

/** Errors from the HTTP layer were already shown by its notifier. */
const alreadyShown = (e: unknown) => typeof (e as { status?: unknown })?.status === 'number';

export function ListView({ entityName, title, cells, widgets }: ListViewProps) {
  const list = useListController(entityName);
  const t = useT();
  const { message, modal } = useFeedback();
  const [editor, setEditor] = useState<EditorState>({ open: false, seq: 0 });
  const allCells = useMemo(() => ({ ...defaultCells, ...cells }), [cells]);
  const { remove, reload } = list;

  const fail = useCallback(
    (e: unknown) => {
      if (!alreadyShown(e)) void message.error((e as Error).message);
    },
    [message],
  );
  const actions = useMemo(
    () => ({
      onEdit: (row: Row) => setEditor((s) => ({ open: true, id: String(row.id), seq: s.seq + 1 })),
      onDelete: (row: Row) => remove(String(row.id)).then(() => void message.success(t('success')), fail),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t is derived from the language
    [remove, message, fail],
  );

  const batchDelete = () => {
    const ids = list.selectedKeys;
    if (!ids.length) {
      message.warning(t('selectDeleteItems'));
      return;
    }
    modal.confirm({
      title: t('confirmTitle'),
      content: t('confirmBatchDelete', { n: ids.length }),
      okText: t('ok'),
      cancelText: t('cancel'),
      onOk: () => list.removeMany(ids).then(() => void message.success(t('success')), fail),
    });
  };

  return (
    <Card title={title} variant="borderless">
      <SearchForm
        key={JSON.stringify(list.state.filters)}
        entity={list.entity}
        filters={list.state.filters}
        onSearch={list.search}
        onReset={list.reset}
      />
      <ListToolbar
        selectedCount={list.selectedKeys.length}
        onAdd={() => setEditor((s) => ({ open: true, seq: s.seq + 1 }))}
        onBatchDelete={batchDelete}
        onClearSelection={() => list.setSelectedKeys([])}
      />
      {list.error && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('loadFailed')}
          description={list.error.message}
          action={<Button onClick={reload}>{t('retry')}</Button>}
        />
      )}
      <ListTable list={list} cells={allCells} actions={actions} />
      {editor.open && (
        <FormModal
          key={editor.seq}
          entityName={entityName}
          id={editor.id}
          open={editor.open}
          widgets={widgets}
          onClose={() => setEditor((s) => ({ ...s, open: false }))}
          onSaved={() => {
            setEditor((s) => ({ ...s, open: false }));
            reload();
          }}
        />
      )}
    </Card>
  );
}
