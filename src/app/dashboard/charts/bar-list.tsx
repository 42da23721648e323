// A ranked horizontal bar list in plain markup (the busiest sites): rank, name, a bar
// proportional to the value and the formatted value.
import { theme } from 'antd';
import type { Point } from './column-chart.tsx';

export function BarList({
  data,
  title,
  format = String,
}: {
  data: Point[];
  title: string;
  format?: (v: number) => string;
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
            gridTemplateColumns: '24px 1fr auto',
            gap: 8,
            alignItems: 'center',
            margin: '10px 0',
          }}
        >
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
                background: token.colorPrimary,
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
