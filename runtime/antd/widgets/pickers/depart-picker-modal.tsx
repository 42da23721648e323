// The department selection dialog (spec 001 §2.5 width 500, §4.7): the department tree with a
// search box, expand/collapse all and, in multi mode, a switch between strict checking (no
// parent-child linkage: each node on its own) and linked checking (a parent checks its whole
// subtree; the value holds every fully checked node). Single mode keeps only the latest choice.
import { Button, Empty, Input, Modal, Space, Spin, Switch, Tree, Typography } from 'antd';
import { useState } from 'react';
import { useDepartTree } from '../../../react/use-depart-tree.ts';
import { useT } from '../../messages.ts';
import { checkLinked, filterDepartTree, parentKeys } from './depart-tree-utils.ts';

export const DEPART_PICKER_WIDTH = 500;

export interface DepartPickerModalProps {
  open: boolean;
  multi: boolean;
  /** Start in strict mode (no parent-child linkage). */
  checkStrictly: boolean;
  /** Department ids checked when the dialog opens. */
  initial: string[];
  onOk(ids: string[]): void;
  onCancel(): void;
}

export function DepartPickerModal(props: DepartPickerModalProps) {
  const t = useT();
  return (
    <Modal
      title={t('pickerDepartTitle')}
      open={props.open}
      width={DEPART_PICKER_WIDTH}
      destroyOnHidden
      footer={null}
      onCancel={props.onCancel}
    >
      {props.open && <DepartPickerBody {...props} />}
    </Modal>
  );
}

type CheckInfo = { checked: boolean; node: { key: React.Key } };

function DepartPickerBody({ multi, checkStrictly, initial, onOk, onCancel }: DepartPickerModalProps) {
  const t = useT();
  const tree = useDepartTree(true);
  const [keyword, setKeyword] = useState('');
  const [strict, setStrict] = useState(checkStrictly || !multi);
  const [checked, setChecked] = useState<string[]>(initial);
  const [expanded, setExpanded] = useState<React.Key[] | null>(null);
  const nodes = filterDepartTree(tree.roots, keyword);
  const allParents = parentKeys(nodes);
  const expandedKeys = keyword ? allParents : (expanded ?? allParents);

  /** One node checked or unchecked by the user (its check box or its title). */
  const toggle = (key: string, on: boolean) => {
    if (!multi) return setChecked(on ? [key] : []);
    if (strict) return setChecked(on ? [...checked.filter((k) => k !== key), key] : checked.filter((k) => k !== key));
    setChecked(checkLinked(checked, key, on, tree.byId));
  };

  return (
    <>
      <Input.Search
        allowClear
        placeholder={t('pickerDepartSearch')}
        onSearch={setKeyword}
        onChange={(e) => setKeyword(e.target.value)}
      />
      <Space style={{ margin: '8px 0' }} wrap>
        {multi && (
          <Space size={4}>
            <Switch size="small" checked={!strict} onChange={(linked) => setStrict(!linked)} aria-label="linked" />
            <Typography.Text>{t('pickerLinked')}</Typography.Text>
          </Space>
        )}
        <Button size="small" type="link" onClick={() => setExpanded(allParents)}>
          {t('pickerExpandAll')}
        </Button>
        <Button size="small" type="link" onClick={() => setExpanded([])}>
          {t('pickerCollapseAll')}
        </Button>
      </Space>
      <div style={{ maxHeight: 400, overflow: 'auto' }}>
        {tree.loading && !tree.roots.length ? (
          <Spin />
        ) : nodes.length ? (
          <Tree
            checkable
            blockNode
            checkStrictly={strict}
            treeData={nodes}
            expandedKeys={expandedKeys}
            onExpand={(keys) => setExpanded(keys)}
            checkedKeys={checked}
            selectedKeys={[]}
            onCheck={(_keys, info) => {
              const { checked: on, node } = info as CheckInfo;
              toggle(String(node.key), on);
            }}
            onSelect={(_keys, info) => {
              const key = String(info.node.key);
              toggle(key, !checked.includes(key));
            }}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tree.error ? t('loadFailed') : undefined} />
        )}
      </div>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 12 }}>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button type="primary" onClick={() => onOk(checked)}>
          {t('ok')}
        </Button>
      </div>
    </>
  );
}
