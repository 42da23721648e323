// The SQL side of `x-english` (runtime/core/english-text.ts shows the same rule on the screens): the
// text an English screen shows for a field with an English companion column, and a text search that
// finds a row by either text. Used by reference labels (records.ts), the lists' likes (query-rules.ts)
// and table dictionaries (platform/sys/dict-query.ts).
import { sql, type RawBuilder } from 'kysely';
import type { Cond } from '../db/filter.ts';

/** The companion's text where it is filled (not blank), else the column's own; the column alone without one. */
export function shownText(column: string, english: string | undefined): RawBuilder<unknown> {
  return english
    ? sql<unknown>`coalesce(nullif(trim(${sql.ref(english)}), ''), ${sql.ref(column)})`
    : sql<unknown>`${sql.ref(column)}`;
}

/** `column like pattern`, or either column like it when there is a companion. */
export function likeEither(column: string, english: string | undefined, pattern: string): Cond {
  const own: Cond = { op: 'like', column, pattern };
  return english ? { op: 'or', items: [own, { op: 'like', column: english, pattern }] } : own;
}
