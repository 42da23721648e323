// The error workbook of an import (result.fileUrl: the failed rows plus an error column): the
// 点击下载 link shown in the result dialogs and the dry-run preview, and the download itself (fetched
// with the session through DataProvider.fetchFile, saved as result.fileName).
import { Typography } from 'antd';
import type { ImportResult } from '../../core/excel-wire.ts';
import { useDataProvider } from '../../react/registry-context.tsx';
import { saveBlob } from '../list/save-blob.ts';
import { useT } from '../messages.ts';
import { useFeedback } from '../use-feedback.ts';

/** Download the error workbook of `result`; 'file download failed' when it cannot be fetched. */
export function useErrorWorkbook(): (result: ImportResult) => Promise<void> {
  const provider = useDataProvider();
  const t = useT();
  const { message } = useFeedback();
  return async (result) => {
    try {
      saveBlob(await provider.fetchFile(result.fileUrl!), result.fileName || 'errors.xlsx');
    } catch {
      void message.warning(t('downloadFailed'));
    }
  };
}

export interface ErrorWorkbookLinkProps {
  /** Translated texts: the modal content lives outside this component's context. */
  lead: string;
  link: string;
  onDownload(): void;
}

/** "错误数据详情请 点击下载" (a real link button: Tab and Enter reach it). */
export function ErrorWorkbookLink({ lead, link, onDownload }: ErrorWorkbookLinkProps) {
  return (
    <span>
      {lead}{' '}
      <Typography.Link
        href="#"
        onClick={(e) => {
          e.preventDefault();
          onDownload();
        }}
      >
        {link}
      </Typography.Link>
    </span>
  );
}
