// My messages (menus.json `myMessages`): the announcements addressed to the signed-in user, newest
// first, with read/unread, filters by title and read flag, and "mark all as read". Opening one shows
// the detail dialog (or its component page) and marks it read.
import { Button, Card, Form, Input, Select, Space, Table, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useAsync } from '../../../runtime/react/use-async.ts';
import { useDict } from '../../../runtime/react/use-dict.ts';
import { useServices } from '../services.tsx';
import { useNoticeText } from './messages.ts';
import { noticeApi, type MyAnnouncement } from './notice-api.ts';
import { emitNoticeChanged, onNoticeChanged } from './notice-events.ts';
import { useOpenAnnouncement } from './use-open-announcement.tsx';

interface Filters {
  title?: string;
  readFlag?: string;
}

export default function MyMessagesPage() {
  const m = useNoticeText();
  const { http } = useServices();
  const api = useMemo(() => noticeApi(http), [http]);
  const category = useDict('msg_category');
  const priority = useDict('priority');
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const [form] = Form.useForm<Filters>();
  const query = { ...filters, ...paging };
  const page = useAsync(JSON.stringify(query), () => api.mine(query));
  const data = page.data ?? { records: [], total: 0 };
  const reload = page.reload;
  useEffect(() => onNoticeChanged(reload), [reload]);
  const announcement = useOpenAnnouncement();

  const readAll = async () => {
    await api.readAll();
    emitNoticeChanged();
  };

  return (
    <Card title={m('myMessages')}>
      <Form
        form={form}
        layout="inline"
        style={{ marginBottom: 16 }}
        onFinish={(v) => {
          setFilters({ title: v.title || undefined, readFlag: v.readFlag || undefined });
          setPaging((p) => ({ ...p, pageNo: 1 }));
        }}
      >
        <Form.Item name="title" label={m('title')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="readFlag" label={m('readFlag')}>
          <Select
            allowClear
            style={{ width: 140 }}
            placeholder={m('all')}
            options={[
              { value: '0', label: m('notRead') },
              { value: '1', label: m('read') },
            ]}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {m('search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setFilters({});
              setPaging((p) => ({ ...p, pageNo: 1 }));
            }}
          >
            {m('reset')}
          </Button>
          <Button onClick={() => void readAll()}>{m('readAll')}</Button>
        </Space>
      </Form>
      <Table<MyAnnouncement>
        rowKey="anntId"
        loading={page.loading}
        dataSource={data.records}
        pagination={{
          current: paging.pageNo,
          pageSize: paging.pageSize,
          total: data.total,
          pageSizeOptions: [10, 20, 30],
          showSizeChanger: true,
          onChange: (pageNo, pageSize) => setPaging({ pageNo, pageSize }),
        }}
        columns={[
          {
            title: m('title'),
            dataIndex: 'title',
            render: (title: string, row) => (
              <Button type="link" style={{ padding: 0 }} onClick={() => void announcement.open(row)}>
                {title}
              </Button>
            ),
          },
          { title: m('category'), dataIndex: 'msgCategory', render: (v: string) => category.label(v) },
          {
            title: m('priority'),
            dataIndex: 'priority',
            render: (v: string | null) => (v ? <Tag color={priority.color(v)}>{priority.label(v)}</Tag> : null),
          },
          { title: m('sender'), dataIndex: 'sender' },
          { title: m('sendTime'), dataIndex: 'sendTime', width: 200 },
          {
            title: m('readFlag'),
            dataIndex: 'readFlag',
            render: (v: string) =>
              v === '1' ? <Tag color="green">{m('read')}</Tag> : <Tag color="red">{m('notRead')}</Tag>,
          },
          {
            title: m('actions'),
            key: 'actions',
            render: (_: unknown, row) => (
              <Button type="link" size="small" onClick={() => void announcement.open(row)}>
                {m('view')}
              </Button>
            ),
          },
        ]}
      />
      {announcement.dialog}
    </Card>
  );
}
