// A dictionary value as a coloured tag with its label in the current language.
import { Tag } from 'antd';
import { useDict } from '../../react/use-dict.ts';
import type { CellProps } from './cell-types.ts';

export function DictCell({ value, field, record }: CellProps) {
  const dict = useDict(field.dict);
  if (value === undefined || value === null || value === '') return null;
  const values = String(value).split(',');
  const serverLabel = record[`${field.name}_dictText`];
  return (
    <>
      {values.map((v) => (
        <Tag key={v} color={dict.color(v)}>
          {dict.options.length ? dict.label(v) : String(serverLabel ?? v)}
        </Tag>
      ))}
    </>
  );
}
