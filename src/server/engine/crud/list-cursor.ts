// The list's opaque cursor: base64url JSON of the sort it belongs to, a row's position in that order,
// the direction to read from it (next: the rows after, prev: the rows before) and the page number it
// leads to (so the envelope's `current` stays meaningful). It holds only values the client already
// saw; the filters, data rules and tenant of the request apply as on any list.
import { t } from '../plugins/i18n.ts';
import type { KeysetSort, Position } from './keyset.ts';
import { badParam } from './query-errors.ts';

export interface ListCursor extends Position {
  sort: KeysetSort;
  back: boolean;
  pageNo: number;
}

type Scalar = string | number | boolean | null;
type Packed = [column: string, desc: 0 | 1, value: Scalar, id: Scalar, back: 0 | 1, pageNo: number];

export function encodeCursor(c: ListCursor): string {
  const packed: Packed = [
    c.sort.column,
    c.sort.desc ? 1 : 0,
    c.value as Scalar,
    c.id as Scalar,
    c.back ? 1 : 0,
    c.pageNo,
  ];
  return Buffer.from(JSON.stringify(packed)).toString('base64url');
}

const invalid = () =>
  badParam(t('分页游标 cursor 无效, 请从第一页重新翻页', 'Invalid cursor: page again from the first page'));

const scalar = (v: unknown): v is Scalar =>
  v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
const flag = (v: unknown): v is 0 | 1 => v === 0 || v === 1;

/** The cursor of a request, refused (400) when it does not decode or belongs to another sort. */
export function decodeCursor(raw: string, sort: KeysetSort): ListCursor {
  if (raw.length > 2048 || !/^[A-Za-z0-9_-]+$/.test(raw)) throw invalid();
  let p: unknown;
  try {
    p = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(p) || p.length !== 6) throw invalid();
  const [column, desc, value, id, back, pageNo] = p as unknown[];
  if (typeof column !== 'string' || !flag(desc) || !scalar(value) || !scalar(id) || id === null || !flag(back))
    throw invalid();
  if (typeof pageNo !== 'number' || !Number.isInteger(pageNo) || pageNo < 1) throw invalid();
  if (column !== sort.column || (desc === 1) !== sort.desc) {
    throw badParam(
      t(
        '分页游标 cursor 与当前排序不符, 请从第一页重新翻页',
        'The cursor belongs to another sort: page again from the first page',
      ),
    );
  }
  return { sort, value, id, back: back === 1, pageNo };
}
