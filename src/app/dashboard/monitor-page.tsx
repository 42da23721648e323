// The system monitor (/dashboard/monitor, code dashboard:monitor): GET /dashboard/monitor every 10 s:
// gauges for process CPU, memory, host memory and disk; event-loop delay, process, database and online
// users; trend lines of the last five minutes; the online users and the recent requests (no tokens,
// queries or bodies: the server never records them).
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Descriptions, Progress, Row, Space, Table, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { formatDate, DATE_TIME_FORMAT } from '../../../runtime/antd/format-value.ts';
import { useAsync } from '../../../runtime/react/use-async.ts';
import { useServices } from '../services.tsx';
import { LineChart } from './charts/index.ts';
import { dashboardApi, type Monitor } from './dashboard-api.ts';
import { bytes, count, duration } from './format.ts';
import { useDashText } from './messages.ts';
import { useEvery } from './use-every.ts';

export const REFRESH_MS = 10_000;
const MB = 1024 * 1024;
const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

function Gauge({ title, percent, detail, testId }: { title: string; percent: number; detail: string; testId: string }) {
  return (
    <Card size="small" data-testid={testId} style={{ textAlign: 'center' }}>
      <Typography.Text strong>{title}</Typography.Text>
      <div style={{ margin: '8px 0' }}>
        <Progress
          type="dashboard"
          percent={Math.min(100, percent)}
          format={() => `${percent}%`}
          status={percent >= 90 ? 'exception' : 'normal'}
          size={110}
        />
      </div>
      <Typography.Text type="secondary">{detail}</Typography.Text>
    </Card>
  );
}

function Trends({ data }: { data: Monitor }) {
  const m = useDashText();
  const time = (at: number) => formatDate(at, 'HH:mm:ss');
  const charts = [
    { key: 'cpuTrend', color: '#1890ff', max: undefined, points: data.history.map((s) => s.cpuPercent) },
    { key: 'memoryTrend', color: '#722ed1', max: undefined, points: data.history.map((s) => s.rss / MB) },
    { key: 'lagTrend', color: '#fa8c16', max: undefined, points: data.history.map((s) => s.lagP99Ms) },
  ] as const;
  return (
    <Row gutter={[16, 16]}>
      {charts.map((c) => (
        <Col key={c.key} xs={24} md={8}>
          <Card size="small" title={m(c.key)}>
            <LineChart
              compact
              height={80}
              color={c.color}
              title={m(c.key)}
              data={c.points.map((v, i) => ({ label: time(data.history[i]!.at), value: Math.round(v * 10) / 10 }))}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

export function MonitorPage() {
  const m = useDashText();
  const { http } = useServices();
  const api = useMemo(() => dashboardApi(http), [http]);
  const { data, error, loading, reload } = useAsync('monitor', api.monitor);
  useEvery(REFRESH_MS, reload);
  if (!data) return error ? <Alert type="error" showIcon message={m('loadFailed')} /> : null;
  const p = data.process;
  const hostUsed = data.system.totalMemory - data.system.freeMemory;
  const diskUsed = data.disk.total !== null && data.disk.free !== null ? data.disk.total - data.disk.free : null;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="monitor">
      <Space wrap>
        <Typography.Text type="secondary">
          {m('autoRefresh')} · {m('updatedAt')} {data.time}
        </Typography.Text>
        <Button size="small" icon={<ReloadOutlined aria-hidden />} loading={loading} onClick={reload}>
          {m('refresh')}
        </Button>
      </Space>
      {error && <Alert type="warning" showIcon message={m('loadFailed')} />}
      <Row gutter={[16, 16]}>
        <Col xs={12} lg={6}>
          <Gauge
            testId="gauge-cpu"
            title={m('cpu')}
            percent={p.cpuPercent}
            detail={`${m('cpus')} ${data.system.cpus}`}
          />
        </Col>
        <Col xs={12} lg={6}>
          <Gauge
            testId="gauge-memory"
            title={m('memory')}
            percent={pct(p.rss, data.system.totalMemory)}
            detail={`${bytes(p.rss)} / ${bytes(data.system.totalMemory)}`}
          />
        </Col>
        <Col xs={12} lg={6}>
          <Gauge
            testId="gauge-host-memory"
            title={m('hostMemory')}
            percent={pct(hostUsed, data.system.totalMemory)}
            detail={`${m('free')} ${bytes(data.system.freeMemory)}`}
          />
        </Col>
        <Col xs={12} lg={6}>
          <Gauge
            testId="gauge-disk"
            title={m('disk')}
            percent={diskUsed === null ? 0 : pct(diskUsed, data.disk.total!)}
            detail={`${m('free')} ${bytes(data.disk.free)} / ${bytes(data.disk.total)}`}
          />
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12} xl={6}>
          <Card size="small" title={m('eventLoop')} data-testid="card-event-loop">
            <Descriptions column={1} size="small">
              <Descriptions.Item label={m('lagMean')}>{p.eventLoop.meanMs} ms</Descriptions.Item>
              <Descriptions.Item label={m('lagP99')}>{p.eventLoop.p99Ms} ms</Descriptions.Item>
              <Descriptions.Item label={m('lagMax')}>{p.eventLoop.maxMs} ms</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Card size="small" title={m('host')}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={m('uptime')}>{duration(p.uptimeSeconds)}</Descriptions.Item>
              <Descriptions.Item label={m('node')}>{p.node}</Descriptions.Item>
              <Descriptions.Item label={m('heap')}>
                {bytes(p.heapUsed)} / {bytes(p.heapTotal)}
              </Descriptions.Item>
              <Descriptions.Item label={m('load')}>
                {data.system.loadavg.map((l) => l.toFixed(2)).join(' / ')}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Card size="small" title={m('database')} data-testid="card-database">
            <Descriptions column={1} size="small">
              <Descriptions.Item label={m('database')}>{data.database.dialect}</Descriptions.Item>
              <Descriptions.Item label={m('dbSize')}>{bytes(data.database.sizeBytes)}</Descriptions.Item>
              <Descriptions.Item label={m('connections')}>{count(data.database.connections)}</Descriptions.Item>
              <Descriptions.Item label={m('activeConnections')}>
                {count(data.database.activeConnections)}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Card size="small" title={m('onlineUsers')} data-testid="card-online">
            <Descriptions column={1} size="small">
              <Descriptions.Item label={m('onlineUsers')}>{count(data.online.users)}</Descriptions.Item>
              <Descriptions.Item label={m('sessions')}>{count(data.online.sessions)}</Descriptions.Item>
              <Descriptions.Item label={m('activeUsers')}>{count(data.online.activeUsers)}</Descriptions.Item>
              <Descriptions.Item label={m('connectedUsers')}>{count(data.online.connectedUsers)}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
      <Trends data={data} />
      <Card size="small" title={m('onlineUsers')}>
        <Table
          size="small"
          rowKey={(r) => `${r.username}-${r.loginTime}`}
          pagination={false}
          dataSource={data.online.recent}
          columns={[
            { title: m('username'), dataIndex: 'username' },
            { title: m('realname'), dataIndex: 'realname' },
            { title: m('ip'), dataIndex: 'ip' },
            {
              title: m('lastSeen'),
              dataIndex: 'lastSeen',
              render: (v: string | null) => formatDate(v, DATE_TIME_FORMAT),
            },
            {
              title: m('live'),
              dataIndex: 'connected',
              render: (v: boolean) => <Tag color={v ? 'green' : undefined}>{v ? m('yes') : m('no')}</Tag>,
            },
          ]}
        />
      </Card>
      <Card size="small" title={m('requests')} data-testid="card-requests">
        <Table
          size="small"
          rowKey="requestId"
          pagination={{ pageSize: 10, showSizeChanger: false }}
          dataSource={data.requests}
          columns={[
            { title: m('time'), dataIndex: 'time', width: 170 },
            { title: m('method'), dataIndex: 'method', width: 80 },
            { title: m('path'), dataIndex: 'path', ellipsis: true },
            {
              title: m('status'),
              dataIndex: 'status',
              width: 80,
              render: (v: number) => <Tag color={v >= 500 ? 'red' : v >= 400 ? 'orange' : 'green'}>{v}</Tag>,
            },
            { title: m('duration'), dataIndex: 'durationMs', width: 100, render: (v: number) => count(v) },
            { title: m('user'), dataIndex: 'username', width: 120 },
          ]}
        />
      </Card>
    </Space>
  );
}

export default MonitorPage;
