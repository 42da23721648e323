// The workplace (/dashboard/workplace): the user's pending work from GET /dashboard/workplace: the
// freight orders waiting for audit, loading and unloading review (opening the filtered order list,
// like the bell), unread notices and system messages (opening my messages) and the open orders the
// user created; reloaded when an announcement is marked read or the live connection reports a change
// (notice-events.ts).
import { Button, Card, Col, Empty, Row, Table, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate, DATE_TIME_FORMAT } from '../../../runtime/antd/format-value.ts';
import { useAsync } from '../../../runtime/react/use-async.ts';
import { useDict } from '../../../runtime/react/use-dict.ts';
import { greetingKey } from '../shell/greeting.ts';
import { useAppMenus } from '../shell/app-menus.ts';
import { BELL_ENTRIES, bellTarget, ORDER_LIST_PATH } from '../notice/bell-targets.ts';
import { onLiveMessage, onNoticeChanged } from '../notice/notice-events.ts';
import { MY_MESSAGES_PATH } from '../notice/paths.ts';
import { useServices } from '../services.tsx';
import { dashboardApi } from './dashboard-api.ts';
import { count } from './format.ts';
import { KpiCard } from './kpi-card.tsx';
import { useDashText } from './messages.ts';

export function WorkplacePage() {
  const m = useDashText();
  const { t } = useTranslation();
  const { http, session } = useServices();
  const api = useMemo(() => dashboardApi(http), [http]);
  const { data, error, reload } = useAsync('workplace', api.workplace);
  useEffect(() => onNoticeChanged(reload), [reload]);
  useEffect(() => onLiveMessage(reload), [reload]);
  const menus = useAppMenus();
  const navigate = useNavigate();
  const states = useDict('freight_order_state');
  const user = session.getUserInfo();
  const name = user?.realname || user?.username || '';

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t(`shell.greeting.${greetingKey(new Date().getHours())}`)}
        {name ? `, ${name}` : ''}
      </Typography.Title>
      {error && <Typography.Text type="danger">{m('loadFailed')}</Typography.Text>}
      <Typography.Title level={5}>{m('pendingWork')}</Typography.Title>
      <Row gutter={[16, 16]}>
        {data?.tasks &&
          BELL_ENTRIES.map((entry, i) => (
            <Col key={entry.key} xs={24} sm={12} xl={6}>
              <div
                role="button"
                tabIndex={0}
                style={{ cursor: 'pointer' }}
                onClick={() => navigate(bellTarget(i, menus))}
              >
                <KpiCard testId={`task-${entry.key}`} title={m(entry.key)} value={count(data.tasks![entry.key])} />
              </div>
            </Col>
          ))}
        <Col xs={24} sm={12} xl={6}>
          <div role="button" tabIndex={0} style={{ cursor: 'pointer' }} onClick={() => navigate(MY_MESSAGES_PATH)}>
            <KpiCard
              testId="task-unread"
              title={m('unreadNotices')}
              value={count(data?.unread.notices)}
              loading={!data}
              footer={`${m('unreadMessages')} ${count(data?.unread.messages)}`}
            />
          </div>
        </Col>
      </Row>
      {data?.myOrders && (
        <Card
          size="small"
          style={{ marginTop: 16 }}
          title={`${m('myOpenOrders')} (${count(data.myOrders.open)})`}
          extra={
            <Button type="link" onClick={() => navigate(ORDER_LIST_PATH)}>
              {m('viewAll')}
            </Button>
          }
        >
          {data.myOrders.recent.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m('noOpenOrders')} />
          ) : (
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={data.myOrders.recent}
              columns={[
                { title: m('orderNo'), dataIndex: 'orderNo' },
                { title: m('orderState'), dataIndex: 'orderState', render: (v: number) => states.label(v) },
                {
                  title: m('createTime'),
                  dataIndex: 'createTime',
                  render: (v: string) => formatDate(v, DATE_TIME_FORMAT),
                },
              ]}
            />
          )}
        </Card>
      )}
    </>
  );
}

export default WorkplacePage;
