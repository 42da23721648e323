// The role's "授权" drawer: the whole permission tree (menus and buttons), checkable in strict mode
// (parent and child independent, the default) or linked mode; saved with saveRolePermission. Clicking
// a menu shows its data rules as checkboxes, saved per role and menu.
import { Button, Checkbox, Divider, Drawer, Empty, Space, Spin, Switch, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../../runtime/antd/use-feedback.ts';
import type { Row } from '../../../../runtime/core/wire.ts';
import { useFieldText } from '../../../../runtime/react/use-field-text.ts';
import { toLang } from '../../i18n/index.ts';
import { useServices } from '../../services.tsx';
import { saidBy, useApi } from '../use-api.ts';

export interface PermissionTreeItem {
  key: string;
  title: string;
  titleEn?: string;
  value: string;
  menuType: number;
  perms?: string | null;
  children?: PermissionTreeItem[];
}

interface DataRule {
  id: string;
  ruleName: string;
}

function toNodes(items: PermissionTreeItem[], lang: string): DataNode[] {
  return items.map((i) => ({
    key: i.key,
    title: (lang === 'en' ? i.titleEn || i.title : i.title) + (i.menuType === 2 && i.perms ? ` (${i.perms})` : ''),
    children: i.children?.length ? toNodes(i.children, lang) : undefined,
    isLeaf: !i.children?.length,
  }));
}

function allKeys(items: PermissionTreeItem[]): string[] {
  return items.flatMap((i) => [i.key, ...allKeys(i.children ?? [])]);
}

/** Parent key of every node, to add the ancestors of linked-mode checks (the menus above buttons). */
function parentMap(items: PermissionTreeItem[], parent?: string, out = new Map<string, string>()) {
  for (const i of items) {
    if (parent) out.set(i.key, parent);
    parentMap(i.children ?? [], i.key, out);
  }
  return out;
}

function withAncestors(keys: string[], parents: Map<string, string>): string[] {
  const out = new Set(keys);
  for (const key of keys) for (let p = parents.get(key); p && !out.has(p); p = parents.get(p)) out.add(p);
  return [...out];
}

function findItem(items: PermissionTreeItem[], key: string): PermissionTreeItem | undefined {
  for (const i of items) {
    if (i.key === key) return i;
    const hit = findItem(i.children ?? [], key);
    if (hit) return hit;
  }
  return undefined;
}

function DataRules({ roleId, item }: { roleId: string; item: PermissionTreeItem }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const { message } = useFeedback();
  const [rules, setRules] = useState<DataRule[] | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    api.get<{ datarule: DataRule[]; drChecked: string }>(`/sys/role/datarule/${item.key}/${roleId}`).then(
      (r) => {
        if (!live) return;
        setRules(r.datarule ?? []);
        setChecked((r.drChecked ?? '').split(',').filter(Boolean));
      },
      () => live && setRules([]),
    );
    return () => {
      live = false;
    };
  }, [api, item.key, roleId]);
  const title = toLang(i18n.language) === 'en' ? item.titleEn || item.title : item.title;
  return (
    <>
      <Divider titlePlacement="start">{t('sys.dataRulesOf', { title })}</Divider>
      {rules === null ? (
        <Spin />
      ) : rules.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sys.noDataRules')} />
      ) : (
        <Space orientation="vertical">
          <Checkbox.Group
            value={checked}
            onChange={(v) => setChecked(v as string[])}
            options={rules.map((r) => ({ value: r.id, label: r.ruleName }))}
          />
          <Button
            size="small"
            type="primary"
            onClick={() =>
              void api
                .post('/sys/role/datarule', { permissionId: item.key, roleId, dataRuleIds: checked.join(',') })
                .then(
                  () => void message.success(t('sys.saveRules')),
                  () => undefined,
                )
            }
          >
            {t('sys.saveRules')}
          </Button>
        </Space>
      )}
    </>
  );
}

export function RoleAuthDrawer({ role, open, onClose }: { role: Row; open: boolean; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const roleName = useFieldText('sys_role', 'roleName');
  const api = useApi();
  const { http } = useServices();
  const { message } = useFeedback();
  const roleId = String(role.id);
  const [tree, setTree] = useState<PermissionTreeItem[] | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const [initial, setInitial] = useState<string[]>([]);
  const [strict, setStrict] = useState(true);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    Promise.all([
      api.get<{ treeList: PermissionTreeItem[] }>('/sys/permission/queryTreeList'),
      api.get<string[]>('/sys/permission/queryRolePermission', { roleId }),
    ]).then(
      ([t1, ids]) => {
        if (!live) return;
        setTree(t1.treeList ?? []);
        setExpanded(allKeys(t1.treeList ?? []));
        setChecked(ids ?? []);
        setInitial(ids ?? []);
      },
      () => live && setTree([]),
    );
    return () => {
      live = false;
    };
  }, [api, open, roleId]);

  const nodes = useMemo(() => toNodes(tree ?? [], toLang(i18n.language)), [tree, i18n.language]);
  const selectedItem = selected && tree ? findItem(tree, selected) : undefined;
  const parents = useMemo(() => parentMap(tree ?? []), [tree]);

  // Linked mode derives a parent's state from its children, so only leaves are kept when switching to
  // it; saving then adds the ancestors of what is checked (a button grant needs its menu).
  const switchMode = (nextStrict: boolean) => {
    if (!nextStrict) setChecked((keys) => keys.filter((k) => !findItem(tree ?? [], k)?.children?.length));
    setStrict(nextStrict);
  };

  const save = async (close: boolean) => {
    setSaving(true);
    const ids = strict ? checked : withAncestors(checked, parents);
    try {
      const res = await http.post('/sys/permission/saveRolePermission', {
        roleId,
        permissionIds: ids.join(','),
        lastpermissionIds: initial.join(','),
      });
      setInitial(ids);
      void message.success(saidBy(res) || t('sys.save'));
      if (close) onClose();
    } catch {
      /* shown by the HTTP layer */
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={650}
      title={`${t('sys.authTitle')} - ${roleName(role)}`}
      destroyOnHidden
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button loading={saving} onClick={() => void save(false)}>
            {t('sys.save')}
          </Button>
          <Button type="primary" loading={saving} onClick={() => void save(true)}>
            {t('sys.saveAndClose')}
          </Button>
        </Space>
      }
    >
      {tree === null ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : (
        <>
          <Space wrap style={{ marginBottom: 12 }}>
            <Switch
              checked={strict}
              onChange={switchMode}
              checkedChildren={t('sys.strict')}
              unCheckedChildren={t('sys.linked')}
              aria-label={t('sys.strict')}
            />
            <Button size="small" onClick={() => setExpanded(allKeys(tree))}>
              {t('sys.expandAll')}
            </Button>
            <Button size="small" onClick={() => setExpanded([])}>
              {t('sys.collapseAll')}
            </Button>
            <Button size="small" onClick={() => setChecked(allKeys(tree))}>
              {t('sys.checkAll')}
            </Button>
            <Button size="small" onClick={() => setChecked([])}>
              {t('sys.uncheckAll')}
            </Button>
          </Space>
          <Typography.Paragraph type="secondary">{t('sys.pickMenuForRules')}</Typography.Paragraph>
          <Tree
            checkable
            checkStrictly={strict}
            treeData={nodes}
            checkedKeys={strict ? { checked, halfChecked: [] } : checked}
            expandedKeys={expanded}
            onExpand={(keys) => setExpanded(keys.map(String))}
            selectedKeys={selected ? [selected] : []}
            onSelect={(keys) => setSelected(keys.length ? String(keys[0]) : null)}
            onCheck={(value) => {
              const keys = Array.isArray(value) ? value : value.checked;
              setChecked(keys.map(String));
            }}
          />
          {selectedItem && selectedItem.menuType !== 2 && <DataRules roleId={roleId} item={selectedItem} />}
        </>
      )}
    </Drawer>
  );
}
