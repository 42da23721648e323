// Image upload widgets (spec 000 §5 / 001 §5.6, §5.8): `image` holds one stored path, `images`
// several joined by commas, at most x-options.max (0 or absent = unlimited). Only jpg and png are
// taken; anything else is refused before uploading with 'Please upload an image'. Pictures upload
// through DataProvider.upload (biz from x-options.biz, else 'temp'), show progress and failures, and
// can be previewed, removed and (images) moved left / right or dragged. The value changes only when
// every picture is done. `ImageUpload` is the plain control; the rjsf widgets wrap it.
import { PlusOutlined } from '@ant-design/icons';
import type { WidgetProps } from '@rjsf/utils';
import { Flex, Upload } from 'antd';
import { useState } from 'react';
import { useT } from '../../messages.ts';
import { CARD_SIZE, PictureCard } from './picture-card.tsx';
import { uploadControlProps, type UploadControlProps } from './upload-props.ts';
import { IMAGE_ACCEPT } from './upload-rules.ts';
import { useUploadList } from './use-upload-list.ts';

export type ImageUploadProps = UploadControlProps;

export function ImageUpload({ id, value, onChange, multiple, max = 0, biz = 'temp', disabled }: ImageUploadProps) {
  const t = useT();
  const limit = multiple ? max : 1;
  const list = useUploadList({ value, onChange, biz, limit, imagesOnly: true });
  const [dragged, setDragged] = useState<string>();

  return (
    <Flex wrap gap={8} role="list" id={disabled ? id : undefined}>
      {list.items.map((item, index) => (
        <PictureCard
          key={item.uid}
          item={item}
          disabled={disabled}
          sortable={multiple}
          onRemove={() => list.remove(item.uid)}
          onMove={(delta) => list.move(item.uid, delta)}
          onDragStart={() => setDragged(item.uid)}
          onDrop={() => {
            if (dragged) list.moveTo(dragged, index);
            setDragged(undefined);
          }}
        />
      ))}
      {!disabled && !list.full && (
        <Upload
          id={id}
          listType="picture-card"
          accept={IMAGE_ACCEPT}
          multiple={limit !== 1}
          showUploadList={false}
          beforeUpload={list.beforeUpload}
          styles={{ trigger: { width: CARD_SIZE, height: CARD_SIZE, margin: 0 } }}
        >
          <Flex vertical align="center" gap={4}>
            <PlusOutlined />
            <span>{t('uploadImage')}</span>
          </Flex>
        </Upload>
      )}
    </Flex>
  );
}

/** `image`: one jpg/png. */
export function ImageWidget(props: WidgetProps) {
  return <ImageUpload {...uploadControlProps(props, false)} />;
}

/** `images`: several jpg/png, comma-joined, reorderable, x-options.max. */
export function ImagesWidget(props: WidgetProps) {
  return <ImageUpload {...uploadControlProps(props, true)} />;
}
