import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { siteEntity } from '../../react/test-fixtures.tsx';
import { filtersToValues, valuesToFilters } from './search-values.ts';

const fields = siteEntity.list.search.map((n) => siteEntity.fields.find((f) => f.name === n)!);

describe('search values', () => {
  it('maps a date-time range to whole days', () => {
    const filters = valuesToFilters(fields, {
      siteName: ' north ',
      type: 1,
      parentId: undefined,
      createTime: [dayjs('2024-01-02'), dayjs('2024-01-05')],
    });
    expect(filters).toEqual({
      siteName: 'north',
      type: '1',
      createTime_begin: '2024-01-02 00:00:00',
      createTime_end: '2024-01-05 23:59:59',
    });
  });

  it('restores values from filters', () => {
    const values = filtersToValues(fields, { siteName: 'x', createTime_begin: '2024-01-02 00:00:00' });
    expect(values.siteName).toBe('x');
    const [begin, end] = values.createTime as (dayjs.Dayjs | null)[];
    expect(begin?.format('YYYY-MM-DD')).toBe('2024-01-02');
    expect(end).toBeNull();
  });
});
