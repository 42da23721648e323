// The total as the list's pager shows it: "共 N 条", or "约 1,000,000 条" when the server marks it as
// not exact (a cached count of a big set).
import type { ListController } from '../../react/use-list-controller.ts';
import type { Translate } from '../messages.ts';

export function pagerTotal(t: Translate, list: Pick<ListController, 'total' | 'totalExact'>): string {
  return list.totalExact
    ? t('total', { n: list.total })
    : t('listTotalAbout', { n: list.total.toLocaleString('en-US') });
}
