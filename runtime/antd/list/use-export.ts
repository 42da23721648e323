// The list's Export button (spec 001 §7.6 list mixin export): the list's current filters, sort and
// fixed filters (paging left out: everything matching is exported), or the selected rows' ids as
// `selections`, downloaded through the DataProvider as `<entity title>.xlsx`. Nothing to export
// (the server's 404, or an empty file) shows 'file download failed' (spec 001 §8).
import { useState } from 'react';
import { text } from '../../core/registry.ts';
import type { ListParams } from '../../core/wire.ts';
import { buildListParams } from '../../react/list-query.ts';
import { useDataProvider, useLang } from '../../react/registry-context.tsx';
import type { ListController } from '../../react/use-list-controller.ts';
import { useT } from '../messages.ts';
import { useFeedback } from '../use-feedback.ts';
import { saveBlob } from './save-blob.ts';

/** The export call's parameters for the list as it stands. */
export function exportParams(list: ListController, fixed?: Record<string, string>): ListParams {
  const params: ListParams = { ...buildListParams(list.entity, list.state), ...fixed };
  delete params.pageNo;
  delete params.pageSize;
  if (list.selectedKeys.length) params.selections = list.selectedKeys.join(',');
  return params;
}

export function useExport(list: ListController, fixed?: Record<string, string>) {
  const dataProvider = useDataProvider();
  const lang = useLang();
  const t = useT();
  const { message } = useFeedback();
  const [exporting, setExporting] = useState(false);

  const run = async () => {
    setExporting(true);
    try {
      const blob = await dataProvider.exportXls(list.entity.name, exportParams(list, fixed));
      if (!blob || blob.size === 0) void message.warning(t('downloadFailed'));
      else saveBlob(blob, `${text(list.entity.title, lang)}.xlsx`);
    } catch (e) {
      if ((e as { status?: unknown }).status === 404) void message.warning(t('downloadFailed'));
      else void message.error((e as Error).message);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run: () => void run() };
}
