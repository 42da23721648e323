// A line chart with a light area in plain SVG: points joined over evenly spaced categories, the last
// point marked; `compact` drops the axes (the monitor's trend lines).
import { labelEvery, niceTicks } from './scale.ts';
import { PAD, ValueGrid } from './axis.tsx';
import type { Point } from './column-chart.tsx';

export interface LineChartProps {
  data: Point[];
  title: string;
  height?: number;
  color?: string;
  format?: (v: number) => string;
  /** Value-axis labels (default `format`); whole numbers when every value is one. */
  axisFormat?: (v: number) => string;
  compact?: boolean;
  /** Fixed top of the value axis (e.g. 100 for percentages). */
  max?: number;
}

const WIDTH = 600;

export function LineChart({
  data,
  title,
  height = 240,
  color = '#13c2c2',
  format = String,
  axisFormat,
  compact = false,
  max,
}: LineChartProps) {
  const pad = compact ? { top: 4, right: 4, bottom: 4, left: 4 } : PAD;
  const ticks = niceTicks(
    max ?? Math.max(0, ...data.map((d) => d.value)),
    4,
    data.every((d) => Number.isInteger(d.value)),
  );
  const top = max ?? ticks.at(-1)!;
  const plotW = WIDTH - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const x = (i: number) => pad.left + (data.length <= 1 ? plotW / 2 : (i / (data.length - 1)) * plotW);
  const y = (v: number) => pad.top + plotH - (Math.min(v, top) / top) * plotH;
  const points = data.map((d, i) => `${x(i).toFixed(1)},${y(d.value).toFixed(1)}`);
  const every = labelEvery(data.length, 8);
  const last = data.at(-1);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" role="img" aria-label={title} data-chart="line">
      {!compact && <ValueGrid ticks={ticks} y={y} width={WIDTH} format={axisFormat ?? format} />}
      {data.length > 0 && (
        <>
          <polygon
            points={`${x(0)},${y(0)} ${points.join(' ')} ${x(data.length - 1)},${y(0)}`}
            fill={color}
            opacity={0.12}
          />
          <polyline points={points.join(' ')} fill="none" stroke={color} strokeWidth={2} />
        </>
      )}
      {data.map((d, i) => (
        <g key={`${d.label}-${i}`} data-point={d.label} data-value={d.value}>
          <circle cx={x(i)} cy={y(d.value)} r={compact ? 0 : 3} fill={color}>
            <title>{`${d.label}: ${format(d.value)}`}</title>
          </circle>
          {!compact && i % every === 0 && (
            <text x={x(i)} y={height - pad.bottom + 16} textAnchor="middle" fontSize={11} fill="rgba(0,0,0,0.45)">
              {d.label}
            </text>
          )}
        </g>
      ))}
      {compact && last && <circle cx={x(data.length - 1)} cy={y(last.value)} r={3} fill={color} />}
    </svg>
  );
}
