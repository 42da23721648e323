// A horizontal bar list in plain markup: name, a bar proportional to the value and the formatted
// value, ranked (the busiest sites: a numbered badge before each) or in the given order (the orders per
// state, in the workflow's order). Each name has a line of its own, so long labels (English state names)
// stay readable where a column chart's axis would overlap them.
import { theme } from 'antd';
import type { Point } from './column-chart.tsx';

export function BarList({
  data,
  title,
  format = String,
  ranked = true,
  color,
}: {
  data: Point[];
  title: string;
  format?: (v: number) => string;
  /** Numbered badges before the names (default); false for categories that have no rank. */
  ranked?: boolean;
  /** The bars' colour (default the theme's primary colour). */
  color?: string;
}) {
  const { token } = theme.useToken();
  const max = Math.max(1, ...data.map((d) => d.value));
  return (
    <ol aria-label={title} style={{ listStyle: 'none', margin: 0, padding: 0 }} data-chart="bars">
      {data.map((d, i) => (
        <li
          key={`${d.label}-${i}`}
          data-point={d.label}
          data-value={d.value}
          style={{
            display: 'grid',
            gridTemplateColumns: ranked ? '24px 1fr auto' : '1fr auto',
            gap: 8,
            alignItems: 'center',
            margin: ranked ? '10px 0' : '6px 0',
          }}
        >
          {ranked && (
            <span
              style={{
                width: 20,
                height: 20,
                borderRadius: '50%',
                textAlign: 'center',
                lineHeight: '20px',
                fontSize: 12,
                color: i < 3 ? '#fff' : token.colorText,
                background: i < 3 ? token.colorPrimary : token.colorFillSecondary,
              }}
            >
              {i + 1}
            </span>
          )}
          <span style={{ minWidth: 0 }}>
            <span style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {d.label}
            </span>
            <span
              aria-hidden
              style={{
                display: 'block',
                height: 6,
                borderRadius: 3,
                marginTop: 4,
                width: `${(d.value / max) * 100}%`,
                background: color ?? token.colorPrimary,
                opacity: 0.75,
              }}
            />
          </span>
          <span style={{ fontVariantNumeric: 'tabular-nums' }}>{format(d.value)}</span>
        </li>
      ))}
    </ol>
  );
}
