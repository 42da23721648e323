// Search form values <-> raw list filters. Date and date-time fields use a range picker whose two ends
// become `<field>_begin` / `<field>_end`: dates as YYYY-MM-DD, date-times as YYYY-MM-DD HH:mm:ss with
// the times the user picked (the picker opens on 00:00:00 and 23:59:59).
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldDef } from '../../core/registry.ts';
import { isRangeField } from '../../react/list-query.ts';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../format-value.ts';

export type SearchValues = Record<string, unknown>;

/** The display and wire format of a range field's ends. */
export const rangeFormat = (field: FieldDef) => (field.format === 'date-time' ? DATE_TIME_FORMAT : DATE_FORMAT);

function parseEnd(raw: string | undefined): Dayjs | null {
  if (!raw) return null;
  const d = dayjs(raw);
  return d.isValid() ? d : null;
}

export function filtersToValues(fields: FieldDef[], filters: Record<string, string>): SearchValues {
  const values: SearchValues = {};
  for (const field of fields) {
    if (isRangeField(field)) {
      const begin = parseEnd(filters[`${field.name}_begin`]);
      const end = parseEnd(filters[`${field.name}_end`]);
      if (begin || end) values[field.name] = [begin, end];
    } else if (filters[field.name] !== undefined) {
      values[field.name] = filters[field.name];
    }
  }
  return values;
}

export function valuesToFilters(fields: FieldDef[], values: SearchValues): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined || value === null || value === '') continue;
    if (isRangeField(field)) {
      const [begin, end] = (value as (Dayjs | null)[]) ?? [];
      const format = rangeFormat(field);
      if (begin) filters[`${field.name}_begin`] = begin.format(format);
      if (end) filters[`${field.name}_end`] = end.format(format);
    } else {
      const s = String(value).trim();
      if (s) filters[field.name] = s;
    }
  }
  return filters;
}

export { DATE_TIME_FORMAT };
