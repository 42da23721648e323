// Paging deep in a big set: the server answers page numbers only up to MAX_PAGE_OFFSET rows, so beyond
// it the list pages by the cursors of the shown page (next/previous) and offers the first page; the
// total reads "about N" when the server marks it as not exact.
import { Button, Space } from 'antd';
import { MAX_PAGE_OFFSET } from '../../core/wire.ts';
import type { ListController } from '../../react/use-list-controller.ts';
import { useT, type Translate } from '../messages.ts';

/** The total as the pager shows it: "共 N 条", or "约 1,000,000 条" for an estimate. */
export function pagerTotal(t: Translate, list: Pick<ListController, 'total' | 'totalExact'>): string {
  return list.totalExact
    ? t('total', { n: list.total })
    : t('listTotalAbout', { n: list.total.toLocaleString('en-US') });
}

/** The total given to the page-number pager: no page number beyond the deepest the server accepts. */
export function pageNumbersTotal(list: Pick<ListController, 'total' | 'state'>): number {
  const size = list.state.pageSize;
  return Math.min(list.total, (Math.floor(MAX_PAGE_OFFSET / size) + 1) * size);
}

export function DeepPager({ list }: { list: ListController }) {
  const t = useT();
  return (
    <Space className="list-deep-pager" style={{ display: 'flex', justifyContent: 'flex-end', margin: '16px 0' }}>
      <span>{pagerTotal(t, list)}</span>
      <Button size="small" onClick={() => list.setPage(1)}>
        {t('listFirstPage')}
      </Button>
      <Button size="small" disabled={!list.prevPage || list.loading} onClick={() => list.prevPage?.()}>
        {t('listPrevPage')}
      </Button>
      <span>{t('listPageNo', { n: list.current })}</span>
      <Button size="small" disabled={!list.nextPage || list.loading} onClick={() => list.nextPage?.()}>
        {t('listNextPage')}
      </Button>
    </Space>
  );
}
