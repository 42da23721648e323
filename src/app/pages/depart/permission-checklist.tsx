// A checkable permission tree (menus and buttons, parent and child checked independently) with its
// toolbar (expand / collapse / check all / none) and a save action: the department's permissions
// (saveDepartPermission) and a department role's (saveDeptRolePermission, within the department's).
import { Button, Empty, Space, Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../../runtime/antd/use-feedback.ts';
import { toLang } from '../../i18n/index.ts';
import type { PermissionTreeItem } from '../../overrides/sys-role/role-auth-drawer.tsx';
import { useDepartText } from './messages.ts';

export interface PermissionSource {
  /** The tree offered and the ids now held. */
  load(): Promise<{ tree: PermissionTreeItem[]; checked: string[] }>;
  /** Saves the ids (and the ids held before); answers the server's message. */
  save(ids: string[], before: string[]): Promise<string>;
}

function toNodes(items: PermissionTreeItem[], lang: string): DataNode[] {
  return items.map((i) => ({
    key: i.key,
    title: (lang === 'en' ? i.titleEn || i.title : i.title) + (i.menuType === 2 && i.perms ? ` (${i.perms})` : ''),
    children: i.children?.length ? toNodes(i.children, lang) : undefined,
  }));
}

const allKeys = (items: PermissionTreeItem[]): string[] => items.flatMap((i) => [i.key, ...allKeys(i.children ?? [])]);

export function PermissionChecklist({
  source,
  empty,
  footer,
  onSaved,
}: {
  source: PermissionSource;
  /** Said when the tree offered is empty. */
  empty?: ReactNode;
  /** Buttons beside Save (a drawer's Cancel). */
  footer?: ReactNode;
  onSaved?(): void;
}) {
  const { i18n } = useTranslation();
  const w = useDepartText();
  const { message } = useFeedback();
  const [tree, setTree] = useState<PermissionTreeItem[] | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const [before, setBefore] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    source.load().then(
      (r) => {
        if (!live) return;
        setTree(r.tree);
        setExpanded(allKeys(r.tree));
        setChecked(r.checked);
        setBefore(r.checked);
      },
      () => live && setTree([]),
    );
    return () => {
      live = false;
    };
  }, [source]);

  const nodes = useMemo(() => toNodes(tree ?? [], toLang(i18n.language)), [tree, i18n.language]);

  const save = async () => {
    setSaving(true);
    try {
      const said = await source.save(checked, before);
      setBefore(checked);
      void message.success(said || w('done'));
      onSaved?.();
    } catch {
      /* the HTTP layer showed the server's message */
    } finally {
      setSaving(false);
    }
  };

  if (tree === null) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (tree.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <div data-testid="permission-checklist">
      <Space wrap style={{ marginBottom: 12 }}>
        <Button size="small" onClick={() => setExpanded(allKeys(tree))}>
          {w('expandAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          {w('collapseAll')}
        </Button>
        <Button size="small" onClick={() => setChecked(allKeys(tree))}>
          {w('checkAll')}
        </Button>
        <Button size="small" onClick={() => setChecked([])}>
          {w('uncheckAll')}
        </Button>
      </Space>
      <Tree
        checkable
        checkStrictly
        treeData={nodes}
        checkedKeys={{ checked, halfChecked: [] }}
        expandedKeys={expanded}
        onExpand={(keys) => setExpanded(keys.map(String))}
        onCheck={(value) => setChecked((Array.isArray(value) ? value : value.checked).map(String))}
        style={{ maxHeight: 480, overflow: 'auto' }}
      />
      <Space style={{ marginTop: 16 }}>
        {footer}
        <Button type="primary" loading={saving} onClick={() => void save()}>
          {w('save')}
        </Button>
      </Space>
    </div>
  );
}
