// One picture of the image widgets: the thumbnail when done (preview), progress while uploading, the
// failure with the server's message in a tooltip (spec 001 §8 'Upload failure': the message, or
// 上传失败), and buttons: preview, move left / move right (images only; keyboard reachable), remove.
// Sortable cards can also be dragged onto another card.
import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, theme, Tooltip, Typography } from 'antd';
import { useState, type DragEvent } from 'react';
import { useT } from '../../messages.ts';
import { StoredImage } from './stored-image.tsx';
import type { UploadItem } from './upload-store.ts';

export interface PictureCardProps {
  item: UploadItem;
  disabled?: boolean;
  /** Show the move buttons and allow dragging. */
  sortable?: boolean;
  onRemove(): void;
  onMove(delta: -1 | 1): void;
  onDragStart?(): void;
  onDrop?(): void;
}

export const CARD_SIZE = 104;

export function PictureCard({ item, disabled, sortable, onRemove, onMove, onDragStart, onDrop }: PictureCardProps) {
  const t = useT();
  const { token } = theme.useToken();
  const [preview, setPreview] = useState(false);
  const failed = item.status === 'error';
  const draggable = sortable && !disabled;
  const action = (label: string, icon: React.ReactNode, onClick: () => void) => (
    <Button type="text" size="small" icon={icon} aria-label={label} title={label} onClick={onClick} />
  );

  return (
    <div
      role="listitem"
      aria-label={item.name}
      data-status={item.status}
      draggable={draggable}
      onDragStart={draggable ? () => onDragStart?.() : undefined}
      onDragOver={draggable ? (e: DragEvent) => e.preventDefault() : undefined}
      onDrop={
        draggable
          ? (e: DragEvent) => {
              e.preventDefault();
              onDrop?.();
            }
          : undefined
      }
      style={{
        width: CARD_SIZE,
        height: CARD_SIZE,
        padding: 6,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        border: `1px solid ${failed ? token.colorError : token.colorBorder}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        cursor: draggable ? 'grab' : undefined,
      }}
    >
      <Flex flex={1} align="center" justify="center" style={{ minHeight: 0 }}>
        {item.status === 'done' && item.path ? (
          <StoredImage
            path={item.path}
            alt={item.name}
            width={CARD_SIZE - 14}
            height={CARD_SIZE - 44}
            previewOpen={preview}
            onPreviewOpenChange={setPreview}
          />
        ) : item.status === 'uploading' ? (
          <Flex vertical align="center" style={{ width: '100%' }}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('uploadUploading')}
            </Typography.Text>
            <Progress percent={item.percent} size="small" showInfo={false} aria-label={item.name} />
          </Flex>
        ) : (
          <Tooltip title={item.error || t('uploadFailed')}>
            <Typography.Text type="danger" style={{ fontSize: 12, textAlign: 'center' }} ellipsis>
              {t('uploadFailed')}
            </Typography.Text>
          </Tooltip>
        )}
      </Flex>
      <Flex justify="center" gap={0}>
        {item.status === 'done' && action(t('uploadPreview'), <EyeOutlined />, () => setPreview(true))}
        {sortable && !disabled && action(t('uploadMoveLeft'), <ArrowLeftOutlined />, () => onMove(-1))}
        {sortable && !disabled && action(t('uploadMoveRight'), <ArrowRightOutlined />, () => onMove(1))}
        {!disabled && action(t('uploadRemove'), <DeleteOutlined />, onRemove)}
      </Flex>
    </div>
  );
}
