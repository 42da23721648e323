// The header notice bell (spec 001 §2.6): a badge with the sum of the three order counts; a 300 px
// popover (dismissed 200 ms after the pointer leaves) with the three counts as buttons, the unread
// announcements (opening one marks it read) and the voice broadcast switch.
import { BellOutlined, SoundOutlined } from '@ant-design/icons';
import { Badge, Button, Divider, Empty, List, Popover, Space, Switch, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppMenus } from '../shell/app-menus.ts';
import { BELL_ENTRIES, bellTarget } from './bell-targets.ts';
import { useNoticeText } from './messages.ts';
import type { MyAnnouncement } from './notice-api.ts';
import { MY_MESSAGES_PATH } from './paths.ts';
import { useNoticeFeed } from './use-notice-feed.ts';
import { useOpenAnnouncement } from './use-open-announcement.tsx';
import { useVoiceSwitch, voiceSupported } from './voice.ts';

export const POPOVER_WIDTH = 300;
export const DISMISS_DELAY_S = 0.2;

export function NoticeBell() {
  const m = useNoticeText();
  const feed = useNoticeFeed();
  const menus = useAppMenus();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // After a choice the popover closes and stays closed while the pointer is still over where it was
  // (for a second, or until the pointer comes back onto the bell itself).
  const quiet = useRef(false);
  const onOpenChange = (next: boolean) => {
    if (!next || !quiet.current) setOpen(next);
  };
  const dismiss = () => {
    quiet.current = true;
    setTimeout(() => (quiet.current = false), 1_000);
    setOpen(false);
  };
  const [voice, setVoice] = useVoiceSwitch();
  const announcement = useOpenAnnouncement();
  const unread: MyAnnouncement[] = [...(feed.unread?.anntMsgList ?? []), ...(feed.unread?.sysMsgList ?? [])];
  const unreadTotal = (feed.unread?.anntMsgTotal ?? 0) + (feed.unread?.sysMsgTotal ?? 0);

  const goTo = (path: string) => {
    dismiss();
    navigate(path);
  };

  const content = (
    <div data-testid="notice-popover">
      {feed.canSeeOrders && (
        <>
          <Typography.Text type="secondary">{m('orders')}</Typography.Text>
          {feed.live !== 'open' && (
            <Typography.Paragraph type="warning" style={{ margin: '4px 0 0', fontSize: 12 }}>
              {m('liveOff')}
            </Typography.Paragraph>
          )}
          <Space direction="vertical" style={{ width: '100%', marginTop: 8 }}>
            {BELL_ENTRIES.map((entry, i) => (
              <Button
                key={entry.key}
                block
                data-testid={`notice-${entry.key}`}
                onClick={() => goTo(bellTarget(i, menus))}
              >
                <Space style={{ width: '100%', justifyContent: 'space-between' }}>
                  <span>{m(entry.key)}</span>
                  <Badge count={feed.counts[entry.key]} showZero overflowCount={9999} color="#1890FF" />
                </Space>
              </Button>
            ))}
          </Space>
          <Divider style={{ margin: '12px 0' }} />
        </>
      )}
      <Typography.Text type="secondary">
        {m('unread')} ({unreadTotal})
      </Typography.Text>
      {unread.length ? (
        <List
          size="small"
          dataSource={unread}
          renderItem={(item) => (
            <List.Item
              style={{ cursor: 'pointer', paddingInline: 0 }}
              onClick={() => {
                dismiss();
                void announcement.open(item);
              }}
            >
              <List.Item.Meta
                title={<Typography.Text ellipsis>{item.title}</Typography.Text>}
                description={item.sendTime}
              />
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m('noUnread')} />
      )}
      <Space style={{ width: '100%', justifyContent: 'space-between', marginTop: 8 }}>
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => goTo(MY_MESSAGES_PATH)}>
          {m('viewAll')}
        </Button>
        <Tooltip title={voiceSupported() ? m('voice') : m('voiceUnsupported')}>
          <Space size={4}>
            <SoundOutlined aria-hidden />
            <Switch
              size="small"
              checked={voice}
              disabled={!voiceSupported()}
              onChange={setVoice}
              aria-label={m('voice')}
            />
          </Space>
        </Tooltip>
      </Space>
    </div>
  );

  return (
    <>
      <Popover
        content={content}
        trigger={['hover', 'click']}
        placement="bottomRight"
        open={open}
        onOpenChange={onOpenChange}
        mouseLeaveDelay={DISMISS_DELAY_S}
        styles={{ root: { width: POPOVER_WIDTH } }}
      >
        <Button
          type="text"
          aria-label={m('bell')}
          data-testid="notice-bell"
          data-count={feed.total}
          onMouseEnter={() => (quiet.current = false)}
        >
          <Badge count={feed.total} size="small" overflowCount={99}>
            <BellOutlined aria-hidden style={{ fontSize: 16 }} />
          </Badge>
        </Button>
      </Popover>
      {announcement.dialog}
    </>
  );
}
