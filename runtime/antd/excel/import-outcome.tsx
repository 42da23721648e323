// How an import's answer or failure is shown (spec 001 §8 import rows): success false -> a warning with
// the server's message; code 201 -> the dialog 导入成功,但是有错误数据! with the message and 点击下载 for
// the error workbook; the 422 all-or-nothing refusal -> a warning dialog with the same link; otherwise
// the server's message or 文件上传成功. A refused file (an error answer in the envelope: type, size,
// headers …) warns with its message; an upload or network error says '{file name} 文件上传失败'.
import type { ImportAnswer } from '../../core/data-provider.ts';
import type { ImportResult } from '../../core/excel-wire.ts';
import { useT } from '../messages.ts';
import { useFeedback } from '../use-feedback.ts';
import { ErrorWorkbookLink, useErrorWorkbook } from './error-workbook.tsx';

/** 'imported': rows were written (close the dialog, refresh the list); 'kept': nothing was. */
export type ImportOutcome = 'imported' | 'kept';

export function useImportOutcome() {
  const t = useT();
  const { message, modal } = useFeedback();
  const download = useErrorWorkbook();

  const withLink = (text: string, result: ImportResult) => (
    <div>
      <div>{text}</div>
      {result.fileUrl && (
        <ErrorWorkbookLink
          lead={t('excelErrorDetails')}
          link={t('excelDownload')}
          onDownload={() => void download(result)}
        />
      )}
    </div>
  );

  const answered = ({ success, code, message: text, result }: ImportAnswer): ImportOutcome => {
    if (success && code === 201) {
      modal.warning({ title: t('excelPartial'), content: withLink(text, result), okText: t('ok') });
      return 'imported';
    }
    if (!success && code === 422 && result) {
      modal.warning({ title: t('excelRefused'), content: withLink(text, result), okText: t('ok') });
      return 'kept';
    }
    if (!success) {
      void message.warning(text || t('failed'));
      return 'kept';
    }
    void message.success(text || t('excelUploadOk'));
    return 'imported';
  };

  // The server answered with its envelope (success false): its words; else the upload itself failed.
  const failed = (error: unknown, fileName: string) => {
    if ((error as { serverMessage?: unknown }).serverMessage) void message.warning((error as Error).message);
    else void message.error(t('excelUploadFailed', { name: fileName }));
  };

  return { answered, failed, download };
}
