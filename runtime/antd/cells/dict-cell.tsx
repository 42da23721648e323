// A dictionary value as a coloured tag with its label in the current language. A label wider than
// TAG_MAX_WIDTH ends in … with the whole label as its tooltip, so one long label (an English job type
// or order state) does not widen its list column under the fixed row actions. 140 px holds ten CJK
// characters of the tag's 12 px font; at 160 the English 货运订单 list at 1440 px was 9 px wider than its
// room when a page held a long state (Loading application under review): tests/e2e/layout-details.e2e.ts.
import { Tag } from 'antd';
import { useDict } from '../../react/use-dict.ts';
import type { CellProps } from './cell-types.ts';

export const TAG_MAX_WIDTH = 140;

/** Labels at least this long may reach TAG_MAX_WIDTH (ten CJK characters fit): they carry a tooltip. */
const LONG_LABEL = 10;

const TAG_STYLE = {
  maxWidth: TAG_MAX_WIDTH,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
} as const;

export function DictCell({ value, field, record }: CellProps) {
  const dict = useDict(field.dict);
  if (value === undefined || value === null || value === '') return null;
  const values = String(value).split(',');
  const serverLabel = record[`${field.name}_dictText`];
  return (
    <>
      {values.map((v) => {
        const label = dict.options.length ? dict.label(v) : String(serverLabel ?? v);
        return (
          <Tag key={v} color={dict.color(v)} style={TAG_STYLE} title={label.length >= LONG_LABEL ? label : undefined}>
            {label}
          </Tag>
        );
      })}
    </>
  );
}
