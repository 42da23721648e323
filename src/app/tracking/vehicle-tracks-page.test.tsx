// @vitest-environment jsdom
import '../../../runtime/antd/test-dom.ts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, renderApp } from '../overrides/test-harness.tsx';
import { fitView, project, tilesFor, toScreen } from './projection.ts';
import VehicleTracksPage from './vehicle-tracks-page.tsx';

afterEach(cleanup);

const points = [
  { id: 'p1', vehicleId: 'v1', time: '2026-11-25 08:00:00', lng: 116.3, lat: 39.9, speed: 0, address: null },
  { id: 'p2', vehicleId: 'v1', time: '2026-11-25 08:10:00', lng: 116.35, lat: 39.95, speed: 40, address: null },
  { id: 'p3', vehicleId: 'v1', time: '2026-11-25 08:20:00', lng: 116.4, lat: 39.92, speed: 55, address: null },
];
const page = <T,>(records: T[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

function renderPage(tileUrl: string | null) {
  return renderApp(<VehicleTracksPage />, (cfg) => {
    if (cfg.url === '/wl/vehicle/list') return { data: envelope(page([{ id: 'v1', licenceNumber: '京A12345' }])) };
    if (cfg.url === '/wl/vehicleTrack/config') return { data: envelope({ tileUrl }) };
    if (cfg.url === '/wl/vehicleTrack/list') return { data: envelope(page(points)) };
    if (cfg.url === '/wl/vehicleTrack/locate') {
      const lng = Number((cfg.params as { lng: number }).lng);
      return lng === 116.3
        ? { data: envelope({ lng, lat: 39.9, address: '北京市西城区' }) }
        : {
            status: 502,
            data: envelope({ reason: 'network' }, { success: false, message: '定位地址获取失败', code: 502 }),
          };
    }
    return undefined;
  });
}

async function showTrack() {
  expect(await screen.findByText('选择车辆和时间范围，查看它的行驶轨迹')).toBeTruthy();
  fireEvent.mouseDown(await screen.findByRole('combobox'));
  fireEvent.click(await screen.findByText('京A12345'));
  expect(await screen.findByText('点击「查询」查看所选车辆的行驶轨迹')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '查询' }));
  const map = await screen.findByTestId('track-map');
  expect(screen.queryByText('点击「查询」查看所选车辆的行驶轨迹')).toBeNull();
  return map;
}

describe('vehicle tracks page', () => {
  it('draws the chosen vehicle track without tiles and looks a clicked point up', async () => {
    const r = renderPage(null);
    const map = await showTrack();
    const query = r.calls.find((c) => c.url === '/wl/vehicleTrack/list')!.params as Record<string, unknown>;
    expect(query).toMatchObject({ vehicleId: 'v1', column: 'time', order: 'asc' });
    expect(String(query.time_begin)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(map.querySelectorAll('image')).toHaveLength(0);
    expect(screen.getByText('未配置地图瓦片，仅显示轨迹')).toBeTruthy();
    expect(screen.getByTestId('track-line').getAttribute('points')!.split(' ')).toHaveLength(3);
    expect(screen.getAllByTestId('track-point')).toHaveLength(3);
    expect(screen.getAllByTestId('track-marker').map((m) => m.textContent)).toEqual(['起点', '终点']);
    expect(screen.getByText('轨迹点 (3)')).toBeTruthy();

    fireEvent.click(screen.getAllByTestId('track-point')[0]!);
    expect(await screen.findByText('2026-11-25 08:00:00: 北京市西城区')).toBeTruthy();
    fireEvent.click(screen.getAllByTestId('track-point')[2]!);
    expect(await screen.findByText('定位地址获取失败')).toBeTruthy();
  });

  it('lays tiles under the track when a tile URL is configured', async () => {
    renderPage('https://tiles.example/{z}/{x}/{y}.png');
    const map = await showTrack();
    await waitFor(() => expect(map.querySelectorAll('image').length).toBeGreaterThan(0));
    expect(map.querySelector('image')!.getAttribute('href')).toMatch(/^https:\/\/tiles\.example\/\d+\/\d+\/\d+\.png$/);
    expect(screen.queryByText('未配置地图瓦片，仅显示轨迹')).toBeNull();
  });
});

describe('web mercator projection', () => {
  it('projects known points', () => {
    expect(project({ lng: 0, lat: 0 }, 0)).toEqual({ x: 128, y: 128 });
    const p = project({ lng: 180, lat: 85.05112878 }, 1);
    expect(p.x).toBeCloseTo(512);
    expect(p.y).toBeCloseTo(0, 3);
  });

  it('fits a track inside the canvas and covers it with tiles', () => {
    const view = fitView(points, 800, 480);
    for (const pt of points) {
      const s = toScreen(view, pt);
      expect(s.x).toBeGreaterThanOrEqual(32);
      expect(s.x).toBeLessThanOrEqual(768);
      expect(s.y).toBeGreaterThanOrEqual(32);
      expect(s.y).toBeLessThanOrEqual(448);
    }
    const zoomedOut = fitView(points, 800, 480, 32, view.zoom);
    expect(zoomedOut.zoom).toBe(view.zoom);
    const tiles = tilesFor(view, '{z}/{x}/{y}');
    expect(tiles.every((t) => t.x > -256 && t.x < 800 && t.y > -256 && t.y < 480)).toBe(true);
    expect(tiles.length).toBeGreaterThanOrEqual(8);
  });
});
