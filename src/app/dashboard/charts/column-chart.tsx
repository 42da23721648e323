// A column chart in plain SVG (no chart library: the dashboards stay a small chunk). One column per
// point with its value on top; category labels thinned to fit; a <title> on each column for hovering.
import { labelEvery, niceTicks } from './scale.ts';
import { PAD, ValueGrid } from './axis.tsx';

export interface Point {
  label: string;
  value: number;
}

export interface ColumnChartProps {
  data: Point[];
  /** Accessible name of the chart. */
  title: string;
  height?: number;
  color?: string;
  format?: (v: number) => string;
  /** Value-axis labels (default `format`); whole numbers when every value is one. */
  axisFormat?: (v: number) => string;
}

const WIDTH = 600;

export function ColumnChart({
  data,
  title,
  height = 240,
  color = '#1890ff',
  format = String,
  axisFormat,
}: ColumnChartProps) {
  const ticks = niceTicks(
    Math.max(0, ...data.map((d) => d.value)),
    4,
    data.every((d) => Number.isInteger(d.value)),
  );
  const top = ticks.at(-1)!;
  const plotH = height - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const band = (WIDTH - PAD.left - PAD.right) / Math.max(1, data.length);
  const barW = Math.min(40, band * 0.6);
  const every = labelEvery(data.length, 10);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" role="img" aria-label={title} data-chart="column">
      <ValueGrid ticks={ticks} y={y} width={WIDTH} format={axisFormat ?? format} />
      {data.map((d, i) => {
        const x = PAD.left + band * i + (band - barW) / 2;
        return (
          <g key={`${d.label}-${i}`} data-point={d.label} data-value={d.value}>
            <rect x={x} y={y(d.value)} width={barW} height={Math.max(0, y(0) - y(d.value))} fill={color} rx={2}>
              <title>{`${d.label}: ${format(d.value)}`}</title>
            </rect>
            {d.value > 0 && data.length <= 16 && (
              <text x={x + barW / 2} y={y(d.value) - 4} textAnchor="middle" fontSize={11} fill="rgba(0,0,0,0.65)">
                {format(d.value)}
              </text>
            )}
            {i % every === 0 && (
              <text
                x={x + barW / 2}
                y={height - PAD.bottom + 16}
                textAnchor="middle"
                fontSize={11}
                fill="rgba(0,0,0,0.45)"
              >
                {d.label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
