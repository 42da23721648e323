// The statistics lines under the body (合计 / 平均): one line per kind any column asks for, the value
// under each column that asks for it. Recomputed when the data changes (any edit, add or remove).
import { memo, useMemo } from 'react';
import { columnStatistics, statisticKinds } from '../../core/editable/statistics.ts';
import { useDataVersion } from '../../react/editable-table/store-hooks.ts';
import type { TableContext } from './table-context.ts';

const format = (n: number | null, precision: number | undefined) =>
  n === null ? '' : precision !== undefined ? n.toFixed(precision) : String(n);

export const StatisticsRow = memo(function StatisticsRow({ ctx }: { ctx: TableContext }) {
  const { store, columns } = ctx;
  const version = useDataVersion(store);
  const kinds = statisticKinds(columns);
  const stats = useMemo(() => {
    void version;
    const rows = store.getRows();
    return new Map(columns.filter((c) => c.statistics?.length).map((c) => [c.key, columnStatistics(rows, c)]));
  }, [store, columns, version]);
  if (!kinds.length) return null;
  const lead = (ctx.dragSort ? 1 : 0) + (ctx.rowNumber ? 1 : 0) + (ctx.rowSelection ? 1 : 0);
  return (
    <div className="et-stats">
      {kinds.map((kind) => (
        <div
          key={kind}
          role="row"
          className="et-grid"
          data-statistic={kind}
          style={{ gridTemplateColumns: ctx.template }}
        >
          {lead ? (
            <div className="et-cell et-center" style={{ gridColumn: `span ${lead}` }}>
              {ctx.t(kind === 'sum' ? 'editableSum' : 'editableAverage')}
            </div>
          ) : null}
          {columns.map((c, i) => {
            const s = stats.get(c.key);
            const label = !lead && i === 0 ? ctx.t(kind === 'sum' ? 'editableSum' : 'editableAverage') : '';
            const value =
              s && c.statistics?.includes(kind) ? format(kind === 'sum' ? s.sum : s.average, c.precision) : label;
            return (
              <div key={c.key} className="et-cell" data-cell={c.key}>
                {value}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
});
