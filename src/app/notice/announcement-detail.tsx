// The announcement detail dialog (spec 001 §2.5): title, sender, send time and the content (rich text
// sanitised by the server when it was saved), and a go-handle button when openType is url.
import { Button, Descriptions, Modal, Typography } from 'antd';
import type { MyAnnouncement } from './notice-api.ts';
import { useNoticeText } from './messages.ts';

export const DETAIL_WIDTH = 800;

export interface AnnouncementDetailProps {
  record: MyAnnouncement | null;
  onClose(): void;
  /** Shown when openType is url and openPage is usable. */
  onGoHandle?: () => void;
}

export function AnnouncementDetail({ record, onClose, onGoHandle }: AnnouncementDetailProps) {
  const m = useNoticeText();
  return (
    <Modal
      open={!!record}
      title={m('detailTitle')}
      width={DETAIL_WIDTH}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        record?.openType === 'url' && onGoHandle ? (
          <Button key="go" type="primary" onClick={onGoHandle}>
            {m('goHandle')}
          </Button>
        ) : null,
        <Button key="close" onClick={onClose} data-testid="announcement-close">
          {m('close')}
        </Button>,
      ]}
    >
      {record && (
        <div data-testid="announcement-detail">
          <Typography.Title level={4}>{record.title}</Typography.Title>
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={m('sender')}>{record.sender ?? ''}</Descriptions.Item>
            <Descriptions.Item label={m('sendTime')}>{record.sendTime ?? ''}</Descriptions.Item>
          </Descriptions>
          <div className="announcement-content" dangerouslySetInnerHTML={{ __html: record.content ?? '' }} />
        </div>
      )}
    </Modal>
  );
}
