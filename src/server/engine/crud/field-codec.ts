// Per-field conversions between the wire, query strings and the database, decided once per field
// from its FieldDef: money travels as a decimal and is stored in minor units, booleans are 0/1 on
// SQLite, dates and times are validated calendar values, rich text is sanitised (richtext.ts).
import type { FieldDef, I18nText } from '../../../../runtime/core/registry.ts';
import { minorToMoney, moneyToMinor } from '../../../../runtime/core/formats.ts';
import type { Dialect } from '../db/database.ts';
import { isValidDate, isValidDateTime, isValidTime } from '../db/time.ts';
import { t } from '../plugins/i18n.ts';
import { sanitizeRichText } from './richtext.ts';

export type Kind = 'string' | 'integer' | 'bigint' | 'number' | 'money' | 'boolean' | 'date' | 'datetime' | 'time';

export function kindOf(f: FieldDef): Kind {
  if (f.format === 'money') return 'money';
  if (f.type === 'boolean') return 'boolean';
  if (f.type === 'integer') return f.sqlType === 'bigint' ? 'bigint' : 'integer';
  if (f.type === 'number') return 'number';
  if (f.sqlType === 'date') return 'date';
  if (f.sqlType === 'datetime') return 'datetime';
  if (f.sqlType === 'time') return 'time';
  return 'string';
}

/** A value refused for a field; the caller words it with the field's title. */
export class ValueError extends Error {
  constructor(readonly text: I18nText) {
    super(text.en);
  }
}

const INT32 = 2 ** 31;
const MONEY_MAX = 9e13; // minor units stay far inside Number.MAX_SAFE_INTEGER

const EXPECT: Record<Kind, I18nText> = {
  string: t('应为文本', 'expected text'),
  integer: t('应为整数', 'expected an integer'),
  bigint: t('应为整数', 'expected an integer'),
  number: t('应为数字', 'expected a number'),
  money: t('应为最多两位小数的金额', 'expected an amount with at most 2 decimals'),
  boolean: t('应为 true 或 false', 'expected true or false'),
  date: t('应为日期 YYYY-MM-DD', 'expected a date YYYY-MM-DD'),
  datetime: t('应为时间 YYYY-MM-DD HH:mm:ss', 'expected a date-time YYYY-MM-DD HH:mm:ss'),
  time: t('应为时间 HH:mm:ss', 'expected a time HH:mm:ss'),
};

export function expected(kind: Kind): I18nText {
  return EXPECT[kind];
}

const RANGE = t('数值超出范围', 'value out of range');
const TOO_LONG_SANITISED = t('清理后的富文本超出最大长度', 'the rich text is too long once sanitised');

/** Rich text as stored: sanitised (crud/richtext.ts), and still within maxLength (escaping may lengthen it). */
function richTextIn(v: string, maxLength: number | undefined): string {
  const clean = sanitizeRichText(v);
  if (maxLength !== undefined && clean.length > maxLength) throw new ValueError(TOO_LONG_SANITISED);
  return clean;
}

function checkInteger(n: number, kind: Kind): number {
  if (kind === 'integer' && (n < -INT32 || n >= INT32)) throw new ValueError(RANGE);
  if (!Number.isSafeInteger(n)) throw new ValueError(RANGE);
  return n;
}

/** Money decimal -> integer minor units; more than 2 decimals is refused, not rounded. */
export function moneyIn(v: number): number {
  const minor = moneyToMinor(v);
  if (Math.abs(v * 100 - minor) > 1e-6) throw new ValueError(EXPECT.money);
  if (Math.abs(minor) > MONEY_MAX) throw new ValueError(RANGE);
  return minor;
}

export interface Codec {
  kind: Kind;
  /** A query-string value -> database value (throws ValueError). `bound` widens a bare date. */
  parse(raw: string, bound?: 'begin' | 'end'): unknown;
  /** A value that passed the wire schema -> database value (throws ValueError). */
  toDb(v: unknown): unknown;
  /** Database value -> wire value; undefined when the value passes through unchanged. */
  fromDb?: (v: unknown) => unknown;
}

export function codecFor(f: FieldDef, dialect: Dialect): Codec {
  const kind = kindOf(f);
  const bad = () => new ValueError(EXPECT[kind]);
  const sqlite = dialect === 'sqlite';
  switch (kind) {
    case 'integer':
    case 'bigint':
      return {
        kind,
        parse: (raw) => {
          if (!/^-?\d{1,16}$/.test(raw)) throw bad();
          return checkInteger(Number(raw), kind);
        },
        toDb: (v) => (v === null ? null : checkInteger(v as number, kind)),
      };
    case 'number':
      return {
        kind,
        parse: (raw) => {
          if (!/^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(raw) || !Number.isFinite(Number(raw))) throw bad();
          return Number(raw);
        },
        toDb: (v) => v,
      };
    case 'money':
      return {
        kind,
        parse: (raw) => {
          if (!/^-?\d{1,13}(\.\d{1,2})?$/.test(raw)) throw bad();
          return moneyIn(Number(raw));
        },
        toDb: (v) => (v === null ? null : moneyIn(v as number)),
        fromDb: (v) => (v === null || v === undefined ? v : minorToMoney(Number(v))),
      };
    case 'boolean':
      return {
        kind,
        parse: (raw) => {
          const b = raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : undefined;
          if (b === undefined) throw bad();
          return sqlite ? (b ? 1 : 0) : b;
        },
        toDb: (v) => (v === null ? null : sqlite ? (v ? 1 : 0) : v),
        fromDb: (v) => (v === null || v === undefined ? v : v === true || v === 1 || v === '1'),
      };
    case 'date':
      return {
        kind,
        parse: (raw) => {
          if (!isValidDate(raw)) throw bad();
          return raw;
        },
        toDb: (v) => v,
      };
    case 'datetime':
      return {
        kind,
        parse: (raw, bound) => {
          if (isValidDateTime(raw)) return raw;
          if (bound && isValidDate(raw)) return `${raw} ${bound === 'begin' ? '00:00:00' : '23:59:59'}`;
          throw bad();
        },
        toDb: (v) => v,
      };
    case 'time':
      return {
        kind,
        parse: (raw) => {
          const v = /^\d{2}:\d{2}$/.test(raw) ? `${raw}:00` : raw;
          if (!isValidTime(v)) throw bad();
          return v;
        },
        toDb: (v) => v,
      };
    case 'string':
      return {
        kind,
        parse: (raw) => {
          if (raw.includes('\u0000')) throw bad();
          return raw;
        },
        toDb: (v) => {
          if (typeof v === 'string' && v.includes('\u0000')) throw bad();
          return f.format === 'richtext' && typeof v === 'string' ? richTextIn(v, f.maxLength) : v;
        },
      };
  }
}
