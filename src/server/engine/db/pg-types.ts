// Type parsers for the pg Pool (per pool, not pg's process-wide registry): int8 and counts as numbers,
// date/timestamp as the raw 'YYYY-MM-DD' / 'YYYY-MM-DD HH:mm:ss' text the wire carries.
import pg from 'pg';

const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const TIMESTAMP = 1114;
const TIMESTAMPTZ = 1184;
const TIME = 1083;

const raw = (v: string) => v;

export const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    switch (oid) {
      case INT8:
      case NUMERIC:
        return (v: string) => Number(v);
      case DATE:
      case TIMESTAMP:
      case TIMESTAMPTZ:
      case TIME:
        return raw;
      default:
        return pg.types.getTypeParser(oid, format ?? 'text');
    }
  },
} as pg.CustomTypesConfig;
