// 车辆轨迹 / Vehicle tracks (menus.json page `vehicleTracks`, a lazily loaded chunk): pick a vehicle and
// a time range, draw its positions on a map (tiles from the configured URL, else a blank projected
// canvas), list them, and look a clicked point's address up (定位地址获取失败 when that fails). Before
// the first search an empty state says what to do.
import { Alert, Button, Card, DatePicker, Empty, Form, Select, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useServices } from '../services.tsx';
import { useTrackText } from './messages.ts';
import { TrackMap } from './track-map.tsx';
import { trackApi, type TrackPoint, type VehicleOption } from './track-api.ts';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

type Lookup =
  { id: string; state: 'loading' } | { id: string; state: 'done'; address: string } | { id: string; state: 'failed' };

export default function VehicleTracksPage() {
  const text = useTrackText();
  const { http } = useServices();
  const api = useMemo(() => trackApi(http), [http]);
  const [vehicles, setVehicles] = useState<VehicleOption[]>([]);
  const [tileUrl, setTileUrl] = useState<string | null>(null);
  const [vehicleId, setVehicleId] = useState<string>();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [
    dayjs().subtract(1, 'day').startOf('day'),
    dayjs().endOf('day'),
  ]);
  const [points, setPoints] = useState<TrackPoint[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState(false);
  const [lookup, setLookup] = useState<Lookup | null>(null);

  useEffect(() => {
    api.vehicles().then(setVehicles, () => setVehicles([]));
    api.tileUrl().then(setTileUrl, () => setTileUrl(null));
  }, [api]);

  const search = async () => {
    if (!vehicleId) return;
    setLoading(true);
    setLoadError(false);
    setLookup(null);
    try {
      setPoints(await api.points(vehicleId, range[0].format(FORMAT), range[1].format(FORMAT)));
    } catch {
      setPoints(null);
      setLoadError(true);
    } finally {
      setLoading(false);
    }
  };

  const select = async (point: TrackPoint) => {
    setLookup({ id: point.id, state: 'loading' });
    try {
      const address = await api.locate(point.lng, point.lat);
      setLookup((l) => (l?.id === point.id ? { id: point.id, state: 'done', address } : l));
    } catch {
      setLookup((l) => (l?.id === point.id ? { id: point.id, state: 'failed' } : l));
    }
  };

  const selected = points?.find((p) => p.id === lookup?.id);
  return (
    <Card title={text('title')} variant="borderless">
      <Form layout="inline" style={{ marginBottom: 16 }} onFinish={() => void search()}>
        <Form.Item label={text('vehicle')}>
          <Select
            aria-label={text('vehicle')}
            style={{ width: 220 }}
            showSearch
            optionFilterProp="label"
            placeholder={text('pickVehicle')}
            value={vehicleId}
            onChange={setVehicleId}
            options={vehicles.map((v) => ({ value: v.id, label: v.licenceNumber }))}
          />
        </Form.Item>
        <Form.Item label={text('range')}>
          <DatePicker.RangePicker
            showTime
            format={FORMAT}
            value={range}
            allowClear={false}
            onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={loading} disabled={!vehicleId}>
            {text('query')}
          </Button>
        </Form.Item>
      </Form>
      {!points && !loadError && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text(vehicleId ? 'pressQuery' : 'pickFirst')} />
      )}
      {loadError && <Alert type="error" showIcon title={text('loadFailed')} style={{ marginBottom: 16 }} />}
      {points && !points.length && <Alert type="info" showIcon title={text('noPoints')} style={{ marginBottom: 16 }} />}
      {points && points.length > 0 && (
        <Space direction="vertical" style={{ width: '100%' }}>
          {!tileUrl && <Typography.Text type="secondary">{text('noTiles')}</Typography.Text>}
          <TrackMap
            points={points}
            tileUrl={tileUrl}
            selectedId={lookup?.id}
            onSelect={(p) => void select(p)}
            text={text}
          />
          {lookup && selected && (
            <div data-testid="track-lookup">
              {lookup.state === 'loading' && <Typography.Text>{text('locating')}</Typography.Text>}
              {lookup.state === 'done' && (
                <Typography.Text>
                  {selected.time}: {lookup.address}
                </Typography.Text>
              )}
              {lookup.state === 'failed' && <Alert type="error" showIcon title={text('locateFailed')} />}
            </div>
          )}
          <Table<TrackPoint>
            rowKey="id"
            size="small"
            title={() => `${text('points')} (${points.length})`}
            dataSource={points}
            pagination={{ pageSize: 10 }}
            columns={[
              { title: text('time'), dataIndex: 'time' },
              { title: text('lng'), dataIndex: 'lng' },
              { title: text('lat'), dataIndex: 'lat' },
              { title: text('speed'), dataIndex: 'speed' },
              { title: text('address'), dataIndex: 'address' },
              {
                title: text('locate'),
                key: 'locate',
                render: (_, p) => (
                  <Button type="link" size="small" onClick={() => void select(p)}>
                    {text('locate')}
                  </Button>
                ),
              },
            ]}
          />
        </Space>
      )}
    </Card>
  );
}
