// Search form values <-> raw list filters. Date and date-time fields use a range picker whose two ends
// become `<field>_begin` / `<field>_end` (whole days: 00:00:00 to 23:59:59 for date-times).
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldDef } from '../../core/registry.ts';
import { isRangeField } from '../../react/list-query.ts';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../format-value.ts';

export type SearchValues = Record<string, unknown>;

export function filtersToValues(fields: FieldDef[], filters: Record<string, string>): SearchValues {
  const values: SearchValues = {};
  for (const field of fields) {
    if (isRangeField(field)) {
      const begin = filters[`${field.name}_begin`];
      const end = filters[`${field.name}_end`];
      if (begin || end) values[field.name] = [begin ? dayjs(begin) : null, end ? dayjs(end) : null];
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
      const dateTime = field.format === 'date-time';
      if (begin)
        filters[`${field.name}_begin`] = dateTime ? begin.format(`${DATE_FORMAT} 00:00:00`) : begin.format(DATE_FORMAT);
      if (end)
        filters[`${field.name}_end`] = dateTime ? end.format(`${DATE_FORMAT} 23:59:59`) : end.format(DATE_FORMAT);
    } else {
      const s = String(value).trim();
      if (s) filters[field.name] = s;
    }
  }
  return filters;
}

export { DATE_TIME_FORMAT };
