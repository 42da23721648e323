// Online users (spec 001 §7.1): live sessions, searchable by username; force logout after
// confirmation revokes the session at once (system:online:forceLogout).
import { Button, Card, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../../runtime/antd/auth/authorized.tsx';
import { useFeedback } from '../../../runtime/antd/use-feedback.ts';
import { PAGE_SIZES, type PageResult } from '../../../runtime/core/wire.ts';
import { saidBy, useApi } from '../overrides/use-api.ts';
import { useServices } from '../services.tsx';

interface OnlineSession {
  id: string;
  username: string;
  realname: string | null;
  ip: string | null;
  loginTime: string;
  lastSeen: string | null;
  current: boolean;
}

export function OnlineUsersPage() {
  const { t } = useTranslation();
  const api = useApi();
  const { http } = useServices();
  const { message } = useFeedback();
  const [query, setQuery] = useState({ pageNo: 1, pageSize: 10, username: '' });
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState<PageResult<OnlineSession> | null>(null);
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    let live = true;
    api
      .get<PageResult<OnlineSession>>('/sys/online/list', {
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        ...(query.username ? { username: query.username } : {}),
      })
      .then(
        (r) => live && setPage(r),
        () => undefined,
      )
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [api, query, tick]);

  const reload = () => {
    setLoading(true);
    setTick((n) => n + 1);
  };
  const forceLogout = (row: OnlineSession) =>
    http.post('/sys/online/forceLogout', { id: row.id }).then(
      (res) => {
        // the server's sentence (强制退出成功), not the button's verb
        void message.success(saidBy(res) || t('sys.forceLogout'));
        reload();
      },
      () => undefined,
    );

  return (
    <Card title={t('sys.onlineUsers')} variant="borderless">
      <Space style={{ marginBottom: 16 }}>
        <Input
          allowClear
          placeholder={t('sys.username')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onPressEnter={() => {
            setLoading(true);
            setQuery((q) => ({ ...q, pageNo: 1, username: typed.trim() }));
          }}
        />
        <Button
          type="primary"
          onClick={() => {
            setLoading(true);
            setQuery((q) => ({ ...q, pageNo: 1, username: typed.trim() }));
          }}
        >
          {t('sys.query')}
        </Button>
      </Space>
      <Table<OnlineSession>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={page?.records ?? []}
        pagination={{
          current: query.pageNo,
          pageSize: query.pageSize,
          total: page?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          onChange: (pageNo, pageSize) => {
            setLoading(true);
            setQuery((q) => ({ ...q, pageNo: pageSize !== q.pageSize ? 1 : pageNo, pageSize }));
          },
        }}
        columns={[
          {
            key: 'username',
            title: t('sys.username'),
            dataIndex: 'username',
            render: (v: string, r) => (
              <>
                {v} {r.current && <Tag color="blue">{t('sys.you')}</Tag>}
              </>
            ),
          },
          { key: 'realname', title: t('sys.realname'), dataIndex: 'realname' },
          { key: 'ip', title: t('sys.ip'), dataIndex: 'ip' },
          { key: 'loginTime', title: t('sys.loginTime'), dataIndex: 'loginTime' },
          { key: 'lastSeen', title: t('sys.lastSeen'), dataIndex: 'lastSeen' },
          {
            key: 'actions',
            title: t('sys.operation'),
            render: (_: unknown, row) => (
              <Authorized code="system:online:forceLogout">
                {(disabled) => (
                  <Popconfirm
                    title={t('sys.confirmForceLogout', { name: row.username })}
                    okText={t('ok')}
                    cancelText={t('cancel')}
                    disabled={disabled || row.current}
                    onConfirm={() => forceLogout(row)}
                  >
                    <Button type="link" size="small" danger disabled={disabled || row.current}>
                      {t('sys.forceLogout')}
                    </Button>
                  </Popconfirm>
                )}
              </Authorized>
            ),
          },
        ]}
      />
    </Card>
  );
}

export default OnlineUsersPage;
