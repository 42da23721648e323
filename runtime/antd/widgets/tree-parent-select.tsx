// The parent of a tree entity's record (x-entity.tree.parentField) picked in a TreeSelect: roots from
// `rootList`, a node's children from `childList` when it opens (lazy, as the tree list loads them); the
// server refuses a parent below the record itself. Without the tree routes (a test provider) it falls back to the flat RefSelect.
import { TreeSelect } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { RefDef } from '../../core/registry.ts';
import type { Row } from '../../core/wire.ts';
import { useDataProvider } from '../../react/registry-context.tsx';
import { hasTreeRoutes, toPage } from '../../react/tree-rows.ts';
import type { StringControlProps } from './control-props.ts';
import { RefSelect } from './ref-select.tsx';

interface Node {
  id: string;
  pId: string;
  value: string;
  title: string;
  isLeaf: boolean;
}

export interface TreeParentSelectProps extends StringControlProps {
  refDef: RefDef;
  valueLabel?: string;
}

export function TreeParentSelect(props: TreeParentSelectProps) {
  const provider = useDataProvider();
  if (!hasTreeRoutes(provider)) return <RefSelect {...props} />;
  return <TreeSelectOver {...props} />;
}

function TreeSelectOver({ refDef, value, valueLabel, onChange, ...rest }: TreeParentSelectProps) {
  const provider = useDataProvider();
  const [nodes, setNodes] = useState<Node[]>([]);
  const toNodes = useCallback(
    (rows: Row[], pId: string): Node[] =>
      rows.map((r) => ({
        id: String(r.id),
        pId,
        value: String(r.id),
        title: String(r[refDef.label] ?? r.id),
        isLeaf: !r.hasChild,
      })),
    [refDef.label],
  );
  const fetchLevel = useCallback(
    async (pid?: string): Promise<Node[]> => {
      if (!hasTreeRoutes(provider)) return [];
      const page = toPage(
        pid
          ? await provider.childList(refDef.entity, pid, { pageSize: 500 })
          : await provider.rootList(refDef.entity, { pageSize: 500 }),
      );
      return toNodes(page.records, pid ?? '');
    },
    [provider, refDef.entity, toNodes],
  );
  const merge = (added: Node[]) =>
    setNodes((old) => [...old.filter((n) => !added.some((a) => a.id === n.id)), ...added]);
  useEffect(() => {
    let live = true;
    fetchLevel().then(
      (roots) => live && setNodes(roots),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [fetchLevel]);
  // the current parent may sit deep in a branch not loaded yet: show its label meanwhile
  const known = value && !nodes.some((n) => n.id === value);
  const treeData = known ? [...nodes, { id: value, pId: '', value, title: valueLabel ?? value, isLeaf: true }] : nodes;
  return (
    <TreeSelect
      {...rest}
      value={value ?? undefined}
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDataSimpleMode
      treeData={treeData}
      loadData={(node) => fetchLevel(String(node.value)).then(merge)}
      onChange={(v?: string) => onChange?.(v ?? undefined)}
      styles={{ popup: { root: { maxHeight: 400, overflow: 'auto' } } }}
    />
  );
}
