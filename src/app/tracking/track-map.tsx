// The track drawn as SVG: tiles from the configured template underneath when there is one (a tile
// that fails to load simply leaves the blank canvas), the route as a polyline, a dot per position
// (click to select it) and start/end markers.
import { useMemo, useState } from 'react';
import { fitView, tilesFor, toScreen } from './projection.ts';
import type { TrackPoint } from './track-api.ts';
import type { TrackText } from './messages.ts';

export interface TrackMapProps {
  points: TrackPoint[];
  tileUrl: string | null;
  selectedId?: string;
  onSelect(point: TrackPoint): void;
  text: TrackText;
  width?: number;
  height?: number;
}

export function TrackMap({ points, tileUrl, selectedId, onSelect, text, width = 800, height = 480 }: TrackMapProps) {
  const view = useMemo(() => fitView(points, width, height), [points, width, height]);
  const screen = points.map((p) => ({ p, ...toScreen(view, p) }));
  const tiles = tileUrl ? tilesFor(view, tileUrl) : [];
  const [broken, setBroken] = useState<Set<string>>(() => new Set());
  const first = screen[0];
  const last = screen.at(-1);
  return (
    <svg
      role="img"
      aria-label={text('title')}
      data-testid="track-map"
      viewBox={`0 0 ${width} ${height}`}
      style={{ width: '100%', maxWidth: width, background: '#f2efe9', border: '1px solid #e5e5e5' }}
    >
      {tiles
        .filter((t) => !broken.has(t.key))
        .map((t) => (
          <image
            key={t.key}
            href={t.url}
            x={t.x}
            y={t.y}
            width={256}
            height={256}
            onError={() => setBroken((b) => new Set(b).add(t.key))}
          />
        ))}
      {screen.length > 1 && (
        <polyline
          data-testid="track-line"
          points={screen.map((s) => `${s.x.toFixed(1)},${s.y.toFixed(1)}`).join(' ')}
          fill="none"
          stroke="#1677ff"
          strokeWidth={4}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      )}
      {screen.map((s) => (
        <circle
          key={s.p.id}
          data-testid="track-point"
          cx={s.x}
          cy={s.y}
          r={s.p.id === selectedId ? 7 : 4}
          fill={s.p.id === selectedId ? '#fa8c16' : '#fff'}
          stroke="#1677ff"
          strokeWidth={2}
          style={{ cursor: 'pointer' }}
          onClick={() => onSelect(s.p)}
        >
          <title>{s.p.time}</title>
        </circle>
      ))}
      {first && <Marker x={first.x} y={first.y} color="#52c41a" label={text('start')} />}
      {last && screen.length > 1 && <Marker x={last.x} y={last.y} color="#f5222d" label={text('end')} />}
    </svg>
  );
}

function Marker({ x, y, color, label }: { x: number; y: number; color: string; label: string }) {
  return (
    <g data-testid="track-marker" transform={`translate(${x},${y})`} pointerEvents="none">
      <path d="M0,0 L-8,-14 A9,9 0 1,1 8,-14 Z" fill={color} stroke="#fff" strokeWidth={1.5} />
      <text y={-27} textAnchor="middle" fontSize={12} fill={color} fontWeight="bold">
        {label}
      </text>
    </g>
  );
}
