// The `upload` / `file` and `image` cells (spec 001 §3, §4.5, §8, §9) over the upload widgets' store
// (useUploadList: uploads through DataProvider.upload with progress and abort, jpg/png only for
// images, the limit, the failure toast). A cell holds one file unless fieldExtendJson.uploadnum says
// more (0 = unlimited); the value (paths comma-joined) is emitted only when every file is done,
// removing the last emits null. The cell shows its first file on one line (see upload-item.tsx) and
// "+N" opening a popover with all of them; the upload button hides when the limit is reached.
// allowDownload / allowRemove default to true. Outside editing: the first file name (a download link)
// or thumbnail, and "+N".
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Popover, Tag, Typography, Upload } from 'antd';
import { memo, type CSSProperties } from 'react';
import { useT } from '../../messages.ts';
import { FileLink } from '../../widgets/upload/file-link.tsx';
import { StoredImage } from '../../widgets/upload/stored-image.tsx';
import { fileNameOf, IMAGE_ACCEPT, splitPaths } from '../../widgets/upload/upload-rules.ts';
import { useUploadList } from '../../widgets/upload/use-upload-list.ts';
import type { EditableCellProps } from './cell-types.ts';
import { emitted, uploadBizOf, uploadLimitOf } from './column-settings.ts';
import { THUMB, UploadItemView } from './upload-item.tsx';

const LIST: CSSProperties = { listStyle: 'none', margin: 0, padding: 0, display: 'flex', minWidth: 0 };
const POPOVER_LIST: CSSProperties = { ...LIST, flexDirection: 'column', gap: 4, maxWidth: 320 };

function UploadEditor({ props, image }: { props: EditableCellProps; image: boolean }) {
  const t = useT();
  const { column, value, onChange, disabled } = props;
  const limit = uploadLimitOf(column);
  const list = useUploadList({
    value,
    onChange: (v) => onChange(emitted(v)),
    biz: uploadBizOf(column),
    limit,
    imagesOnly: image,
  });
  const download = column.allowDownload !== false;
  const removable = column.allowRemove !== false && !disabled;
  const [first, ...rest] = list.items;
  const view = (item: (typeof list.items)[number]) => (
    <UploadItemView
      key={item.uid}
      item={item}
      image={image}
      download={download}
      onRemove={removable ? () => list.remove(item.uid) : undefined}
    />
  );
  const label = t(image ? 'uploadImage' : 'uploadFile');
  return (
    <Flex align="center" gap={4} wrap={false} style={{ minWidth: 0 }}>
      {!disabled && !list.full && (
        <Upload
          showUploadList={false}
          multiple={limit !== 1}
          accept={image ? IMAGE_ACCEPT : undefined}
          beforeUpload={list.beforeUpload}
        >
          <Button
            size="small"
            icon={image ? <PlusOutlined /> : <UploadOutlined />}
            aria-label={label}
            title={label}
            autoFocus={props.autoFocus}
          >
            {first ? null : label}
          </Button>
        </Upload>
      )}
      {first && <ul style={LIST}>{view(first)}</ul>}
      {rest.length > 0 && (
        <Popover
          trigger="click"
          destroyOnHidden
          title={t('cellFiles')}
          content={<ul style={POPOVER_LIST}>{list.items.map(view)}</ul>}
        >
          <Tag
            role="button"
            aria-label={t('cellMoreFiles', { n: rest.length })}
            title={t('cellMoreFiles', { n: rest.length })}
            style={{ cursor: 'pointer', marginInlineEnd: 0 }}
          >
            +{rest.length}
          </Tag>
        </Popover>
      )}
    </Flex>
  );
}

function UploadText({ props, image }: { props: EditableCellProps; image: boolean }) {
  const paths = splitPaths(props.value);
  if (!paths.length) return null;
  const [first, ...rest] = paths;
  const name = fileNameOf(first);
  return (
    <Flex align="center" gap={4} wrap={false} style={{ minWidth: 0 }}>
      {image ? (
        <StoredImage path={first} alt={name} width={THUMB} height={THUMB} />
      ) : props.column.allowDownload !== false ? (
        <FileLink path={first} name={name} />
      ) : (
        <Typography.Text ellipsis title={name}>
          {name}
        </Typography.Text>
      )}
      {rest.length > 0 && (
        <Tag title={rest.map(fileNameOf).join(', ')} style={{ marginInlineEnd: 0 }}>
          +{rest.length}
        </Tag>
      )}
    </Flex>
  );
}

function FileCellView(props: EditableCellProps) {
  return props.editing ? <UploadEditor props={props} image={false} /> : <UploadText props={props} image={false} />;
}

function ImageCellView(props: EditableCellProps) {
  return props.editing ? <UploadEditor props={props} image /> : <UploadText props={props} image />;
}

/** `upload` and `file`. */
export const FileCell = memo(FileCellView);
/** `image`: jpg/png only, thumbnails. */
export const ImageCell = memo(ImageCellView);
