// The header row: drag column, row number, select-all (checked, indeterminate), then the titles with a
// red * on required columns (the full title and the column's help as its tooltip). Same grid template as the rows; sticky at the top of the scroll area.
import { Checkbox } from 'antd';
import { memo } from 'react';
import { useRowIds, useSelectionVersion } from '../../react/editable-table/store-hooks.ts';
import type { TableContext } from './table-context.ts';

export const TableHeader = memo(function TableHeader({ ctx }: { ctx: TableContext }) {
  return (
    <div role="row" aria-rowindex={1} className="et-header et-grid" style={{ gridTemplateColumns: ctx.template }}>
      {ctx.dragSort ? <div className="et-hcell" role="columnheader" /> : null}
      {ctx.rowNumber ? (
        <div className="et-hcell et-center" role="columnheader">
          #
        </div>
      ) : null}
      {ctx.rowSelection ? <SelectAll ctx={ctx} /> : null}
      {ctx.columns.map((column) => (
        <div
          key={column.key}
          className="et-hcell"
          role="columnheader"
          title={column.help ? `${column.title}: ${column.help}` : column.title}
        >
          {column.validateRules?.some((r) => r.required) ? <span className="et-required">*</span> : null}
          {column.title}
        </div>
      ))}
    </div>
  );
});

function SelectAll({ ctx }: { ctx: TableContext }) {
  const { store } = ctx;
  useSelectionVersion(store);
  const ids = useRowIds(store);
  const count = store.selectedCount;
  return (
    <div className="et-hcell et-center" role="columnheader">
      <Checkbox
        aria-label={ctx.t('editableSelectAll')}
        checked={ids.length > 0 && count === ids.length}
        indeterminate={count > 0 && count < ids.length}
        disabled={ids.length === 0}
        onChange={(e) => store.setSelection(e.target.checked ? ids : [])}
      />
    </div>
  );
}
