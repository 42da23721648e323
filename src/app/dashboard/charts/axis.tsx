// The value axis shared by the column and line charts: horizontal gridlines with their labels.
export const PAD = { top: 16, right: 12, bottom: 28, left: 64 };

export function ValueGrid({
  ticks,
  y,
  width,
  format,
}: {
  ticks: number[];
  y: (v: number) => number;
  width: number;
  format: (v: number) => string;
}) {
  return (
    <g aria-hidden>
      {ticks.map((v) => (
        <g key={v}>
          <line x1={PAD.left} x2={width - PAD.right} y1={y(v)} y2={y(v)} stroke="rgba(0,0,0,0.08)" />
          <text x={PAD.left - 6} y={y(v)} dy="0.32em" textAnchor="end" fontSize={11} fill="rgba(0,0,0,0.45)">
            {format(v)}
          </text>
        </g>
      ))}
    </g>
  );
}
