// A stored file's name as a link that downloads it through the client (useFileDownload: the static
// route needs the session token, so a plain href cannot fetch it). A failed download shows 'File
// download failed' (spec 001 §8).
import { PaperClipOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useFileDownload } from '../../../react/use-file-src.ts';
import { useT } from '../../messages.ts';
import { useFeedback } from '../../use-feedback.ts';
import { fileNameOf } from './upload-rules.ts';

export function FileLink({ path, name = fileNameOf(path) }: { path: string; name?: string }) {
  const download = useFileDownload();
  const { message } = useFeedback();
  const t = useT();
  return (
    <Button
      type="link"
      size="small"
      icon={<PaperClipOutlined />}
      style={{ paddingInline: 0, height: 'auto', maxWidth: '100%' }}
      title={name}
      onClick={() => download(path, name).catch(() => void message.error(t('downloadFailed')))}
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{name}</span>
    </Button>
  );
}
