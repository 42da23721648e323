// File upload widget (`file`, spec 001 §4.7, §7.6): one file, or several with x-options.multi (or
// the field's `multiple`, or x-options.max above 1; max 0 or absent = unlimited). Any type the server
// allows (it checks the content; a refusal shows its message on the item). The value (stored paths
// joined by commas) changes only when every item is done: nothing while one uploads or has failed.
// Done items are download links through the client; each item can be removed. `FileUpload` is the
// plain control; `FileWidget` wraps it for rjsf.
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import type { WidgetProps } from '@rjsf/utils';
import { Button, Flex, Progress, Typography, Upload } from 'antd';
import { useT } from '../../messages.ts';
import { fieldOf } from '../control-props.ts';
import { FileLink } from './file-link.tsx';
import type { UploadItem } from './upload-store.ts';
import { uploadControlProps, type UploadControlProps } from './upload-props.ts';
import { takesSeveralFiles } from './upload-rules.ts';
import { useUploadList } from './use-upload-list.ts';

export type FileUploadProps = UploadControlProps;

function FileRow({ item, disabled, onRemove }: { item: UploadItem; disabled?: boolean; onRemove(): void }) {
  const t = useT();
  return (
    <Flex
      component="li"
      aria-label={item.name}
      align="center"
      gap={8}
      data-status={item.status}
      style={{ minHeight: 28 }}
    >
      {item.status === 'done' && item.path ? (
        <FileLink path={item.path} name={item.name} />
      ) : (
        <Typography.Text type={item.status === 'error' ? 'danger' : undefined} ellipsis style={{ maxWidth: 240 }}>
          <PaperClipOutlined /> {item.name}
        </Typography.Text>
      )}
      {item.status === 'uploading' && (
        <Progress percent={item.percent} size="small" style={{ width: 120, margin: 0 }} aria-label={item.name} />
      )}
      {item.status === 'error' && <Typography.Text type="danger">{item.error || t('uploadFailed')}</Typography.Text>}
      {!disabled && (
        <Button
          type="text"
          size="small"
          icon={<DeleteOutlined />}
          aria-label={t('uploadRemove')}
          title={t('uploadRemove')}
          onClick={onRemove}
        />
      )}
    </Flex>
  );
}

export function FileUpload({ id, value, onChange, multiple, max = 0, biz = 'temp', disabled }: FileUploadProps) {
  const t = useT();
  const limit = multiple ? max : 1;
  const list = useUploadList({ value, onChange, biz, limit });
  return (
    <div>
      {!disabled && !list.full && (
        <Upload id={id} multiple={limit !== 1} showUploadList={false} beforeUpload={list.beforeUpload}>
          <Button icon={<UploadOutlined />}>{t('uploadFile')}</Button>
        </Upload>
      )}
      {list.items.length > 0 && (
        <ul style={{ listStyle: 'none', padding: 0, margin: disabled || list.full ? 0 : '8px 0 0' }}>
          {list.items.map((item) => (
            <FileRow key={item.uid} item={item} disabled={disabled} onRemove={() => list.remove(item.uid)} />
          ))}
        </ul>
      )}
    </div>
  );
}

export function FileWidget(props: WidgetProps) {
  return <FileUpload {...uploadControlProps(props, takesSeveralFiles(fieldOf(props)))} />;
}
