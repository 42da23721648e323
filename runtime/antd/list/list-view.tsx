// The generic list screen of an entity (docs/architecture.md#the-runtime): search form, toolbar, table, the add/edit dialog and
// the Excel import dialog, workflow actions and history of an entity with x-states, all driven by the registry and guarded by the user's permission codes
// (`<permission>:add|edit|delete|deleteBatch|exportXls|importExcel`). Tree entities list their roots and load children on expand. Apps add toolbar
// buttons, row actions (descriptors, row-actions.tsx) or form sections through props (src/app/overrides), never copy
// this screen.
// Column settings and density are stored per user (`userId` or ListUserProvider); full screen covers
// the window (antd popups and dialogs still show above it).
import { Alert, Button, Card, theme } from 'antd';
import { Fragment, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { permissionCode } from '../../core/registry.ts';
import type { Row } from '../../core/wire.ts';
import { useColumnSettings } from '../../react/list-columns.ts';
import { useListUserId } from '../../react/list-user.tsx';
import { usePermission } from '../../react/permissions.tsx';
import { useListController, type ListController } from '../../react/use-list-controller.ts';
import { fixedDefaults } from '../../react/menu-filter.ts';
import { defaultCells, type CellRegistry } from '../cells/index.ts';
import type { FormExtension } from '../form/form-modal.tsx';
import { LazyFormModal } from '../form/lazy-form-modal.tsx';
import { ImportDialog } from '../excel/import-dialog.tsx';
import { useT } from '../messages.ts';
import { SuperQueryButton } from '../query/super-query-button.tsx';
import { useFeedback } from '../use-feedback.ts';
import type { WidgetRegistry } from '../widgets/index.ts';
import { useWorkflowActions } from '../workflow/workflow-actions.tsx';
import { ListEmpty } from './list-empty.tsx';
import { ListTable } from './list-table.tsx';
import { RecordDetail } from './record-detail.tsx';
import type { RowAction } from './row-actions.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { SearchForm } from './search-form.tsx';
import { TableTools } from './table-tools.tsx';
import { useExport } from './use-export.ts';

export interface ListViewProps {
  entityName: string;
  title?: ReactNode;
  cells?: CellRegistry;
  widgets?: WidgetRegistry;
  /** Extra toolbar buttons (wrap them in <Authorized>). */
  toolbarExtra?(list: ListController): ReactNode;
  /** Extra actions of a row (descriptors with their permission code: row-actions.tsx), after the workflow's. */
  rowActions?(row: Row, list: ListController): RowAction[];
  /** Why a row cannot be edited, if it cannot (Edit disabled with the reason as its tooltip). */
  editLocked?(row: Row): string | undefined;
  /** An extra section of the add/edit dialog whose values are saved with the record. */
  formExtension?: FormExtension;
  /** No add, edit or delete (also implied by an entity with read-only routes). */
  readOnly?: boolean;
  /** Keep list state out of the URL (a list inside a drawer). */
  syncUrl?: boolean;
  /** Filters always applied, and the values new records start with (e.g. `{dictId}`). */
  fixed?: Record<string, string>;
  /** No card frame (inside a drawer). */
  bare?: boolean;
  /** Key of the list's saved advanced queries (default: its route). */
  saveCode?: string;
  /** Whose column settings and remembered state to use (default: ListUserProvider's user). */
  userId?: string;
}

interface EditorState {
  open: boolean;
  id?: string;
  defaults?: Record<string, unknown>;
  /** Changes per opening so the dialog starts fresh. */
  seq: number;
}

/** Errors from the HTTP layer were already shown by its notifier. */
const alreadyShown = (e: unknown) => typeof (e as { status?: unknown })?.status === 'number';

export function ListView(props: ListViewProps) {
  const { entityName, title, cells, widgets, toolbarExtra, rowActions, formExtension, fixed, editLocked } = props;
  const userId = useListUserId(props.userId);
  const list = useListController(entityName, { syncUrl: props.syncUrl ?? true, fixed, userId });
  const hidden = usePermission().fieldAccess(list.entity).hidden;
  const settings = useColumnSettings(list.entity, userId, hidden);
  const [fullscreen, setFullscreen] = useState(false);
  const { token } = theme.useToken();
  const t = useT();
  const { message, modal } = useFeedback();
  const [editor, setEditor] = useState<EditorState>({ open: false, seq: 0 });
  const [viewed, setViewed] = useState<Row | null>(null);
  const [writes, setWrites] = useState(0);
  const [importOpen, setImportOpen] = useState(false);
  // The open dialog of a row action (keyed per opening so it starts fresh).
  const [rowDialog, setRowDialog] = useState<{ node: ReactNode; seq: number }>({ node: null, seq: 0 });
  const allCells = useMemo(() => ({ ...defaultCells, ...cells }), [cells]);
  const { remove, reload, entity } = list;
  const readOnly = props.readOnly || entity.routes !== 'all';
  const parentField = entity.tree?.parentField;
  const exporter = useExport(list, fixed);
  // Entities with x-states: a button per allowed transition and the History drawer (../workflow).
  const workflow = useWorkflowActions(entityName, !readOnly, reload);
  const workflowActions = workflow.enabled ? workflow.actions : undefined;

  const changed = useCallback(() => {
    setWrites((n) => n + 1);
  }, []);
  const fail = useCallback(
    (e: unknown) => {
      if (!alreadyShown(e)) void message.error((e as Error).message);
    },
    [message],
  );
  // Row actions get the current controller, not the one of the render that built the columns.
  const listRef = useRef(list);
  useEffect(() => {
    listRef.current = list;
  });
  const fixedKey = JSON.stringify(fixed ?? null);
  const actions = useMemo(
    () => ({
      readOnly,
      onView: setViewed,
      onEdit: (row: Row) => setEditor((s) => ({ open: true, id: String(row.id), seq: s.seq + 1 })),
      ...(editLocked ? { editLocked } : {}),
      onDelete: (row: Row) =>
        remove(String(row.id)).then(() => {
          changed();
          void message.success(t('success'));
        }, fail),
      onAddChild: parentField
        ? (row: Row) =>
            setEditor((s) => ({
              open: true,
              defaults: { ...fixedDefaults(entity, JSON.parse(fixedKey) ?? undefined), [parentField]: row.id },
              seq: s.seq + 1,
            }))
        : undefined,
      extra:
        rowActions || workflowActions
          ? (row: Row) => [...(workflowActions?.(row) ?? []), ...(rowActions?.(row, listRef.current) ?? [])]
          : undefined,
      onDialog: (node: ReactNode) => setRowDialog((d) => ({ node, seq: d.seq + 1 })),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t is derived from the language
    [remove, message, fail, readOnly, parentField, rowActions, changed, fixedKey, workflowActions, entity, editLocked],
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
      onOk: () =>
        list.removeMany(ids).then(() => {
          changed();
          void message.success(t('success'));
        }, fail),
    });
  };

  const addCode = readOnly ? undefined : permissionCode(entity, 'add');
  const importCode = readOnly ? undefined : permissionCode(entity, 'importExcel');
  const openAdd = () => setEditor((s) => ({ open: true, defaults: fixedDefaults(entity, fixed), seq: s.seq + 1 }));

  const body = (
    <>
      <SearchForm
        entity={entity}
        filters={list.state.filters}
        onSearch={list.search}
        onReset={list.reset}
        exclude={fixed}
      />
      <ListToolbar
        selectedCount={list.selectedKeys.length}
        addCode={addCode}
        batchDeleteCode={readOnly ? undefined : permissionCode(entity, 'deleteBatch')}
        exportCode={entity.routes === 'none' ? undefined : permissionCode(entity, 'exportXls')}
        importCode={importCode}
        exporting={exporter.exporting}
        onExport={exporter.run}
        onImport={() => setImportOpen(true)}
        extra={
          <>
            <SuperQueryButton list={list} userId={userId} saveCode={props.saveCode} />
            {toolbarExtra?.(list)}
          </>
        }
        tools={
          <TableTools
            entity={entity}
            settings={settings}
            loading={list.loading}
            fullscreen={fullscreen}
            onReload={reload}
            onToggleFullscreen={() => setFullscreen((f) => !f)}
          />
        }
        onAdd={openAdd}
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
      <ListTable
        key={writes}
        list={list}
        cells={allCells}
        actions={actions}
        visible={settings.visible}
        density={settings.density}
        empty={
          <ListEmpty
            filtered={Object.keys(list.state.filters).length > 0 || !!list.state.superQuery}
            quiet={list.loading || !!list.error}
            addCode={addCode}
            onAdd={openAdd}
            onResetFilters={list.reset}
          />
        }
      />
      {importCode && (
        <ImportDialog
          open={importOpen}
          entityName={entityName}
          onClose={() => setImportOpen(false)}
          onImported={() => {
            changed();
            reload();
          }}
        />
      )}
      {workflow.dialogs}
      {rowDialog.node && <Fragment key={rowDialog.seq}>{rowDialog.node}</Fragment>}
      {viewed && <RecordDetail entity={entity} row={viewed} cells={allCells} onClose={() => setViewed(null)} />}
      {editor.open && (
        <LazyFormModal
          key={editor.seq}
          entityName={entityName}
          id={editor.id}
          open={editor.open}
          widgets={widgets}
          defaults={editor.defaults}
          extension={formExtension}
          onClose={() => setEditor((s) => ({ ...s, open: false }))}
          onSaved={() => {
            setEditor((s) => ({ ...s, open: false }));
            changed();
            reload();
          }}
        />
      )}
    </>
  );
  // Full screen: the list covers the window below antd's popups and dialogs (z-index 1000+).
  const screen = fullscreen
    ? ({
        position: 'fixed',
        inset: 0,
        zIndex: 999,
        overflow: 'auto',
        background: token.colorBgContainer,
        padding: props.bare ? 16 : undefined,
      } as const)
    : undefined;
  return props.bare ? (
    <div className={fullscreen ? 'list-fullscreen' : undefined} style={screen}>
      {body}
    </div>
  ) : (
    <Card title={title} variant="borderless" className={fullscreen ? 'list-fullscreen' : undefined} style={screen}>
      {body}
    </Card>
  );
}
