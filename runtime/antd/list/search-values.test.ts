import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../core/registry.ts';
import { siteEntity } from '../../react/test-fixtures.tsx';
import { filtersToValues, valuesToFilters } from './search-values.ts';

const fields = siteEntity.list.search.map((n) => siteEntity.fields.find((f) => f.name === n)!);
const dateField = { ...fields.find((f) => f.name === 'createTime')!, name: 'openDate', format: 'date' } as FieldDef;

describe('search values', () => {
  it('sends a date-time range with the times picked', () => {
    const filters = valuesToFilters(fields, {
      siteName: ' north ',
      type: 1,
      parentId: undefined,
      createTime: [dayjs('2024-01-02 08:30:00'), dayjs('2024-01-05 23:59:59')],
    });
    expect(filters).toEqual({
      siteName: 'north',
      type: '1',
      createTime_begin: '2024-01-02 08:30:00',
      createTime_end: '2024-01-05 23:59:59',
    });
  });

  it('sends a date range as dates, and an open end alone', () => {
    expect(valuesToFilters([dateField], { openDate: [dayjs('2024-02-01 10:00:00'), dayjs('2024-02-03')] })).toEqual({
      openDate_begin: '2024-02-01',
      openDate_end: '2024-02-03',
    });
    expect(valuesToFilters([dateField], { openDate: [null, dayjs('2024-02-03')] })).toEqual({
      openDate_end: '2024-02-03',
    });
  });

  it('restores values from filters, times included', () => {
    const values = filtersToValues(fields, { siteName: 'x', createTime_begin: '2024-01-02 06:07:08' });
    expect(values.siteName).toBe('x');
    const [begin, end] = values.createTime as (dayjs.Dayjs | null)[];
    expect(begin?.format('YYYY-MM-DD HH:mm:ss')).toBe('2024-01-02 06:07:08');
    expect(end).toBeNull();
    expect(filtersToValues(fields, { createTime_end: 'not a date' }).createTime).toBeUndefined();
  });
});
