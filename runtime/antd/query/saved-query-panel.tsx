// The saved queries of the list beside the builder: click one to apply it, delete your own after a
// confirmation naming it. Shared ones name their owner; when the server cannot be reached the locally
// cached list is shown. A failed delete says why (platform calls are silent).
import { DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, List, Popconfirm, Typography } from 'antd';
import type { SavedQuery } from '../../core/saved-query.ts';
import type { SavedQueries } from '../../react/use-saved-queries.ts';
import { useFeedback } from '../use-feedback.ts';
import { useQueryT } from './messages.ts';

export function SavedQueryPanel({ saved, onApply }: { saved: SavedQueries; onApply(q: SavedQuery): void }) {
  const { t } = useQueryT();
  const { message } = useFeedback();
  const remove = (id: string) => saved.remove(id).catch((e: unknown) => void message.error((e as Error).message));
  return (
    <div data-testid="saved-queries">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('savedQueries')}
      </Typography.Title>
      {saved.offline && <Alert type="warning" showIcon style={{ marginBottom: 8 }} title={t('offline')} />}
      {saved.items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noSaved')} />
      ) : (
        <List
          size="small"
          loading={saved.loading}
          dataSource={saved.items}
          renderItem={(q) => (
            <List.Item
              actions={
                q.mine && !saved.offline
                  ? [
                      <Popconfirm
                        key="delete"
                        title={t('removeConfirm', { name: q.title })}
                        okText={t('ok')}
                        cancelText={t('cancel')}
                        onConfirm={() => remove(q.id)}
                      >
                        <Button
                          size="small"
                          type="text"
                          aria-label={`${t('remove')} ${q.title}`}
                          icon={<DeleteOutlined aria-hidden />}
                        />
                      </Popconfirm>,
                    ]
                  : []
              }
            >
              <Typography.Link onClick={() => onApply(q)}>{q.title}</Typography.Link>
              {!q.mine && (
                <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                  {t('sharedBy', { owner: q.owner })}
                </Typography.Text>
              )}
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
