// One file of an upload cell, on one line (spec 001 §4.5, §8): uploading (spinner and percent), done
// (a 32 px thumbnail for images, the file name as a download link when allowDownload, else its name),
// or failed (the name in red, the server's message or 上传失败 in its tooltip); a remove button when
// allowed. Read by the upload cells (upload-cells.tsx) in the cell and in their "+N" popover.
import { DeleteOutlined, ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Tooltip, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useT } from '../../messages.ts';
import { FileLink } from '../../widgets/upload/file-link.tsx';
import { StoredImage } from '../../widgets/upload/stored-image.tsx';
import type { UploadItem } from '../../widgets/upload/upload-store.ts';

export const THUMB = 32;

const ITEM: CSSProperties = { display: 'inline-flex', alignItems: 'center', gap: 4, minWidth: 0, maxWidth: '100%' };
const NAME: CSSProperties = { maxWidth: 120 };

export interface UploadItemViewProps {
  item: UploadItem;
  image: boolean;
  download: boolean;
  /** Shows the remove button. */
  onRemove?: () => void;
}

export function UploadItemView({ item, image, download, onRemove }: UploadItemViewProps) {
  const t = useT();
  return (
    <li aria-label={item.name} data-status={item.status} style={ITEM}>
      {item.status === 'uploading' && (
        <>
          <LoadingOutlined />
          <Typography.Text ellipsis style={NAME}>
            {item.name}
          </Typography.Text>
          <Typography.Text type="secondary" role="progressbar" aria-valuenow={item.percent} aria-label={item.name}>
            {item.percent}%
          </Typography.Text>
        </>
      )}
      {item.status === 'error' && (
        <Tooltip title={item.error || t('uploadFailed')}>
          <Typography.Text type="danger" ellipsis style={NAME}>
            <ExclamationCircleOutlined /> {item.name}
          </Typography.Text>
        </Tooltip>
      )}
      {item.status === 'done' && item.path && image && (
        <StoredImage path={item.path} alt={item.name} width={THUMB} height={THUMB} />
      )}
      {item.status === 'done' && item.path && !image && download && <FileLink path={item.path} name={item.name} />}
      {item.status === 'done' && item.path && !image && !download && (
        <Typography.Text ellipsis style={NAME} title={item.name}>
          {item.name}
        </Typography.Text>
      )}
      {onRemove && (
        <Button
          type="text"
          size="small"
          icon={<DeleteOutlined />}
          aria-label={t('uploadRemove')}
          title={t('uploadRemove')}
          onClick={onRemove}
        />
      )}
    </li>
  );
}
