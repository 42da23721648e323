// The empty-database offer on the home dashboard: while the logistics tables are empty (GET
// /sys/demo/status), an empty state with 载入演示数据 / Load demo data for holders of
// system:demo:load (others are told to ask an administrator). The button starts POST /sys/demo/load,
// the panel polls the status for progress and, at the end, calls onLoaded (the page reloads its
// figures) and shows what was written with the demo users' password.
import { DatabaseOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Space, Spin, Typography } from 'antd';
import type { AxiosInstance } from 'axios';
import { useEffect, useMemo, useRef, useState } from 'react';
import { unwrap } from '../../../runtime/http/client.ts';
import { useServices } from '../services.tsx';
import { useDemoText } from './demo-messages.ts';

export interface DemoStatus {
  empty: boolean;
  canLoad: boolean;
  loading: boolean;
  progress: string | null;
  error: string | null;
  summary: { counts: Record<string, number>; password: string; millis: number } | null;
}

export function demoApi(http: AxiosInstance) {
  return {
    status: async () => unwrap<DemoStatus>(await http.get('/sys/demo/status', { silent: true })),
    load: async () => unwrap<{ started: boolean }>(await http.post('/sys/demo/load', {})),
  };
}

const POLL_MS = 1000;

export function DemoDataPanel({ onLoaded }: { onLoaded: () => void }) {
  const m = useDemoText();
  const { http } = useServices();
  const api = useMemo(() => demoApi(http), [http]);
  const [status, setStatus] = useState<DemoStatus | null>(null);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<DemoStatus['summary']>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onLoadedRef = useRef(onLoaded);
  useEffect(() => {
    onLoadedRef.current = onLoaded;
  });

  // 0: the first look; each load started bumps it, and the effect watches that load to its end.
  const [watch, setWatch] = useState(0);
  useEffect(() => {
    let live = true;
    const run = () => {
      api.status().then(
        (s) => {
          if (!live) return;
          setStatus(s);
          if (s.loading) {
            timer.current = setTimeout(run, POLL_MS);
          } else if (watch > 0) {
            if (s.error) setFailure(s.error);
            if (s.summary) {
              setDone(s.summary);
              onLoadedRef.current();
            }
          }
        },
        () => {
          if (live) setStatus(null);
        },
      );
    };
    run();
    return () => {
      live = false;
      clearTimeout(timer.current);
    };
  }, [api, watch]);

  const start = async () => {
    setStarting(true);
    setFailure(null);
    try {
      await api.load();
      setWatch((n) => n + 1);
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
    } finally {
      setStarting(false);
    }
  };

  if (done) {
    const rows = Object.values(done.counts).reduce((a, b) => a + b, 0);
    return (
      <Alert
        type="success"
        showIcon
        closable
        onClose={() => setDone(null)}
        style={{ marginBottom: 16 }}
        data-testid="demo-loaded"
        message={m('loaded', { rows: rows.toLocaleString(), seconds: (done.millis / 1000).toFixed(1) })}
        description={m('password', { password: done.password })}
      />
    );
  }
  if (!status || (!status.empty && !status.loading)) return null;
  return (
    <Card style={{ marginBottom: 16 }} data-testid="demo-empty">
      <Empty image={<DatabaseOutlined style={{ fontSize: 48 }} aria-hidden />} description={m('empty')}>
        {status.loading ? (
          <Space direction="vertical">
            <Spin />
            <Typography.Text>{m('loading')}</Typography.Text>
            {status.progress && <Typography.Text type="secondary">{status.progress}</Typography.Text>}
          </Space>
        ) : status.canLoad ? (
          <Space direction="vertical">
            <Typography.Text type="secondary">{m('explain')}</Typography.Text>
            <Button type="primary" loading={starting} onClick={() => void start()}>
              {m('load')}
            </Button>
          </Space>
        ) : (
          <Typography.Text type="secondary">{m('askAdmin')}</Typography.Text>
        )}
        {failure && (
          <Alert type="error" showIcon message={m('failed')} description={failure} style={{ marginTop: 12 }} />
        )}
      </Empty>
    </Card>
  );
}
