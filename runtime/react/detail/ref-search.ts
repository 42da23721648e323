// Reference columns of detail tables whose target is not a table dictionary (x-entity.dictTable):
// the server's dictionary routes would refuse them (the table shows raw ids and "No data"), so they
// search the referenced entity's own list instead, by its label field, 10 a page, with the user's
// list permission and data rules, as the form's reference select does. Stored values are labelled by
// the `<field>_dictText` the server sends with each detail row (search-async-cell.tsx).
import type { EditableColumn, SelectOption } from '../../core/editable/types.ts';
import type { DataProvider } from '../../core/data-provider.ts';
import type { EntityDef, Registry } from '../../core/registry.ts';
import type { Row } from '../../core/wire.ts';
import { textFilter } from '../list-query.ts';

export const REF_SEARCH_PAGE_SIZE = 10;

/** The detail columns of `child`, with list searches for references to non-dictionary entities. */
export function withRefSearch(
  columns: EditableColumn[],
  child: EntityDef,
  registry: Registry,
  provider: DataProvider,
): EditableColumn[] {
  return columns.map((column) => {
    const ref = child.fields.find((f) => f.name === column.key)?.ref;
    const target = ref && registry.entities[ref.entity];
    if (column.type !== 'sel_search_async' || !ref || !target || target.dictTable) return column;
    const search = async (text: string): Promise<SelectOption[]> => {
      const filter = textFilter(text);
      const page = await provider.getList<Row>(ref.entity, {
        pageNo: 1,
        pageSize: REF_SEARCH_PAGE_SIZE,
        ...(filter ? { [ref.label]: filter } : {}),
      });
      return page.records.map((r) => ({ value: String(r.id), text: String(r[ref.label] ?? r.id) }));
    };
    const { dictCode: _tableDict, ...rest } = column;
    return { ...rest, search };
  });
}
