// Query and Reset of a search form (the list's and the popup picker's): Query submits the form,
// Reset calls `onReset` (the caller clears its form and its filters). Children follow the two
// buttons (the list's Expand/Collapse toggle).
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../messages.ts';

export function SearchButtons({ onReset, children }: { onReset(): void; children?: ReactNode }) {
  const t = useT();
  return (
    <Space>
      <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
        {t('query')}
      </Button>
      <Button icon={<ReloadOutlined aria-hidden />} onClick={onReset}>
        {t('reset')}
      </Button>
      {children}
    </Space>
  );
}
