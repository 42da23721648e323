// What an empty list says (antd Empty): with search filters set, "没有符合条件的数据" and a link that
// clears them; with no data at all, "暂无数据" and a button opening the Add dialog when the user may
// add (labelled 立即创建, so it is not a second "新增" button next to the toolbar's). While the first
// page loads or after a failed load (the error Alert above says why) it stays blank.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { Authorized } from '../auth/authorized.tsx';
import { useT } from '../messages.ts';

export interface ListEmptyProps {
  /** Search filters are set. */
  filtered: boolean;
  /** Loading or failed: nothing to say yet. */
  quiet: boolean;
  /** Permission code of Add; undefined when the list cannot add. */
  addCode?: string;
  onAdd(): void;
  onResetFilters(): void;
}

export function ListEmpty({ filtered, quiet, addCode, onAdd, onResetFilters }: ListEmptyProps) {
  const t = useT();
  if (quiet) return <div style={{ minHeight: 120 }} />;
  if (filtered) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('listNoMatch')}>
        <Button type="link" onClick={onResetFilters}>
          {t('listResetFilters')}
        </Button>
      </Empty>
    );
  }
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('listNoData')}>
      {addCode && (
        <Authorized code={addCode}>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
            {t('listAddFirst')}
          </Button>
        </Authorized>
      )}
    </Empty>
  );
}
