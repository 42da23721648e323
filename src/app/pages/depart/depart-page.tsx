// 部门管理 as JeecgBoot shows it: the department tree on the left (search, add, add child, delete) and
// the chosen department beside it in three tabs: 基本信息 (its fields, 编辑 opens the generic form),
// 部门权限 (what the department may grant, saveDepartPermission) and 部门角色 (the generic list of
// sys_depart_role fixed to the department, each role with its 授权 drawer limited to the department's
// grants). Opened for the sys_depart menu entry instead of the generic tree list (routes/lazy-pages.ts).
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Empty, Flex, Input, Popconfirm, Space, Spin, Tabs, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../../../runtime/antd/auth/authorized.tsx';
import { LazyFormModal } from '../../../../runtime/antd/form/lazy-form-modal.tsx';
import { ListView } from '../../../../runtime/antd/list/list-view.tsx';
import { useFeedback } from '../../../../runtime/antd/use-feedback.ts';
import type { Row } from '../../../../runtime/core/wire.ts';
import { useEntity } from '../../../../runtime/react/registry-context.tsx';
import { ListUserProvider } from '../../../../runtime/react/list-user.tsx';
import { useFieldText } from '../../../../runtime/react/use-field-text.ts';
import { useSession } from '../../auth/use-session.ts';
import { toLang } from '../../i18n/index.ts';
import type { PermissionTreeItem } from '../../overrides/sys-role/role-auth-drawer.tsx';
import { saidBy, useApi } from '../../overrides/use-api.ts';
import { useServices } from '../../services.tsx';
import { departRoleAuthAction } from './depart-role-auth.tsx';
import { useDepartText } from './messages.ts';
import { PermissionChecklist, type PermissionSource } from './permission-checklist.tsx';

const D = '/sys/sysDepart';

type DepartNode = {
  key: string;
  departName: string;
  departNameEn: string | null;
  orgCode: string | null;
  children?: DepartNode[];
};

/** The tree's nodes named by `nameOf` (the UI language), those matching `match` or with a matching child. */
function toNodes(items: DepartNode[], nameOf: (d: DepartNode) => string, match: string): DataNode[] {
  return items.flatMap((d) => {
    const name = nameOf(d);
    const children = toNodes(d.children ?? [], nameOf, match);
    const hit = !match || name.toLowerCase().includes(match.toLowerCase());
    if (!hit && children.length === 0) return [];
    return [{ key: d.key, title: name, children: children.length ? children : undefined }];
  });
}

const keysOf = (items: DepartNode[]): string[] => items.flatMap((d) => [d.key, ...keysOf(d.children ?? [])]);

interface Editor {
  id?: string;
  defaults?: Record<string, unknown>;
  seq: number;
}

export function DepartPage() {
  const w = useDepartText();
  const departName = useFieldText('sys_depart', 'departName');
  const api = useApi();
  const { http } = useServices();
  const { message } = useFeedback();
  const { user } = useSession();
  const [tree, setTree] = useState<DepartNode[] | null>(null);
  const [tick, setTick] = useState(0);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  // the chosen department's record, with the id and reload it answers
  const [loaded, setLoaded] = useState<{ key: string; row: Row | null }>({ key: '', row: null });
  const [editor, setEditor] = useState<Editor | null>(null);
  const [tab, setTab] = useState('basic');

  useEffect(() => {
    let live = true;
    api.get<DepartNode[]>(`${D}/queryTreeList`).then(
      (t) => live && setTree(t ?? []),
      () => live && setTree([]),
    );
    return () => {
      live = false;
    };
  }, [api, tick]);

  const recordKey = `${selected ?? ''}:${tick}`;
  useEffect(() => {
    if (!selected) return;
    let live = true;
    api.get<Row>(`${D}/queryById`, { id: selected }).then(
      (r) => live && setLoaded({ key: recordKey, row: r }),
      () => live && setLoaded({ key: recordKey, row: null }),
    );
    return () => {
      live = false;
    };
  }, [api, selected, recordKey]);
  // the last record loaded for the chosen department (kept while a reload is on its way)
  const record = selected && loaded.key.startsWith(`${selected}:`) ? loaded.row : null;

  const nodes = useMemo(() => toNodes(tree ?? [], departName, search.trim()), [tree, departName, search]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  const remove = async () => {
    try {
      const res = await http.delete(`${D}/delete`, { params: { id: selected } });
      void message.success(saidBy(res) || w('done'));
      setSelected(null);
      reload();
    } catch {
      /* the HTTP layer showed why (children or users still in it) */
    }
  };
  const name = record ? departName(record) : '';

  return (
    <Flex gap={16} align="flex-start" wrap data-testid="depart-page">
      <Card
        title={w('tree')}
        variant="borderless"
        style={{ flex: '0 0 320px', maxWidth: '100%' }}
        extra={<Button type="text" icon={<ReloadOutlined />} aria-label="reload" onClick={reload} />}
      >
        <Space wrap style={{ marginBottom: 12 }}>
          <Authorized code="system:depart:add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditor({ seq: Date.now() })}>
              {w('addRoot')}
            </Button>
          </Authorized>
          <Authorized code="system:depart:add">
            <Button
              disabled={!selected}
              onClick={() => setEditor({ defaults: { parentId: selected }, seq: Date.now() })}
            >
              {w('addChild')}
            </Button>
          </Authorized>
          <Authorized code="system:depart:delete">
            <Popconfirm title={w('confirmRemove', { name })} onConfirm={() => void remove()} disabled={!selected}>
              <Button danger disabled={!selected}>
                {w('remove')}
              </Button>
            </Popconfirm>
          </Authorized>
        </Space>
        <Input.Search allowClear placeholder={w('search')} onChange={(e) => setSearch(e.target.value)} />
        {tree === null ? (
          <Spin style={{ display: 'block', margin: '32px auto' }} />
        ) : nodes.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={tree.length ? w('noMatch', { search: search.trim() }) : w('none')}
            data-testid="depart-tree-empty"
          />
        ) : (
          <Tree
            key={`${search}:${tree.length}`}
            style={{ marginTop: 12 }}
            blockNode
            treeData={nodes}
            defaultExpandedKeys={search ? keysOf(tree) : tree.map((d) => d.key)}
            selectedKeys={selected ? [selected] : []}
            onSelect={(keys) => keys.length && setSelected(String(keys[0]))}
            data-testid="depart-tree"
          />
        )}
      </Card>
      <Card variant="borderless" style={{ flex: '1 1 480px', minWidth: 0 }}>
        {!selected || !record ? (
          selected ? (
            <Spin style={{ display: 'block', margin: '48px auto' }} />
          ) : (
            <Empty description={tree?.length === 0 ? w('noneHint') : w('pick')} />
          )
        ) : (
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              {
                key: 'basic',
                label: w('basic'),
                children: <DepartDetails record={record} onEdit={() => setEditor({ id: selected, seq: Date.now() })} />,
              },
              {
                key: 'permissions',
                label: w('permissions'),
                children: <DepartPermissions key={selected} departId={selected} />,
              },
              {
                key: 'roles',
                label: w('roles'),
                children: (
                  <ListUserProvider userId={user?.id}>
                    <ListView
                      key={selected}
                      entityName="sys_depart_role"
                      title={w('rolesTitle', { name })}
                      fixed={{ departId: selected }}
                      syncUrl={false}
                      bare
                      rowActions={(row) => [departRoleAuthAction(row, w('authorize'))]}
                    />
                  </ListUserProvider>
                ),
              },
            ]}
          />
        )}
      </Card>
      {editor && (
        <LazyFormModal
          key={editor.seq}
          entityName="sys_depart"
          id={editor.id}
          defaults={editor.defaults}
          open
          onClose={() => setEditor(null)}
          onSaved={(row) => {
            setEditor(null);
            if (row?.id) setSelected(String(row.id));
            reload();
          }}
        />
      )}
    </Flex>
  );
}

function DepartDetails({ record, onEdit }: { record: Row; onEdit(): void }) {
  const w = useDepartText();
  const { i18n } = useTranslation();
  const lang = toLang(i18n.language) === 'en' ? 'en' : 'zh';
  const entity = useEntity('sys_depart');
  // its own fields, then who created and changed it and when (not the id, version or tenant)
  const shown = entity.fields.filter((f) => !f.secret && !['id', 'version', 'tenantId', 'delFlag'].includes(f.name));
  const text = (name: string) => {
    const v = record[`${name}_dictText`] ?? record[name];
    return v === null || v === undefined ? '' : String(v);
  };
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        data-testid="depart-details"
        items={shown.map((f) => ({ key: f.name, label: f.title[lang] || f.title.zh, children: text(f.name) }))}
      />
      <Authorized code="system:depart:edit">
        <Button type="primary" style={{ marginTop: 16 }} onClick={onEdit}>
          {w('edit')}
        </Button>
      </Authorized>
    </>
  );
}

function DepartPermissions({ departId }: { departId: string }) {
  const api = useApi();
  const { http } = useServices();
  const source = useMemo<PermissionSource>(
    () => ({
      load: async () => {
        const [all, held] = await Promise.all([
          api.get<{ treeList: PermissionTreeItem[] }>('/sys/permission/queryTreeList'),
          api.get<string[]>('/sys/permission/queryDepartPermission', { departId }),
        ]);
        return { tree: all.treeList ?? [], checked: held ?? [] };
      },
      save: async (ids, before) =>
        saidBy(
          await http.post('/sys/permission/saveDepartPermission', {
            departId,
            permissionIds: ids.join(','),
            lastpermissionIds: before.join(','),
          }),
        ),
    }),
    [api, http, departId],
  );
  return <PermissionChecklist source={source} />;
}

export default DepartPage;
