// The department tree on the left of the user-by-department dialog (spec 001 §2.5, width 1250):
// a search box and the tree; choosing a department lists its users (and its sub-departments'),
// choosing it again shows everyone.
import { Empty, Input, Spin, Tree } from 'antd';
import { useState } from 'react';
import { useDepartTree } from '../../../react/use-depart-tree.ts';
import { useT } from '../../messages.ts';
import { filterDepartTree } from './depart-tree-utils.ts';

export function DepartTreePane({ onSelect }: { onSelect(departId?: string): void }) {
  const t = useT();
  const tree = useDepartTree(true);
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<string | undefined>();
  const nodes = filterDepartTree(tree.roots, keyword);
  return (
    <div style={{ borderRight: '1px solid rgba(5,5,5,0.06)', paddingRight: 8, height: '100%' }}>
      <Input.Search
        allowClear
        placeholder={t('pickerDepartSearch')}
        onSearch={setKeyword}
        onChange={(e) => setKeyword(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      {tree.loading && !tree.roots.length ? (
        <Spin />
      ) : nodes.length ? (
        <Tree
          // Remounted per search so every branch with a match opens.
          key={keyword}
          blockNode
          defaultExpandAll
          treeData={nodes}
          selectedKeys={chosen ? [chosen] : []}
          onSelect={(keys) => {
            const id = keys.length ? String(keys[0]) : undefined;
            setChosen(id);
            onSelect(id);
          }}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tree.error ? t('loadFailed') : undefined} />
      )}
    </div>
  );
}
