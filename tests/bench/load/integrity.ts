// After the run, the database against what the users were told: every add answered 200 is stored
// exactly once under the id it was given, no name is stored twice, nothing else was added, and every
// edited row's version is 1 (seeded) + the number of edits of it answered 200 (a lower version is a
// lost update, a higher one an edit that was refused yet applied).
import BetterSqlite3 from 'better-sqlite3';
import type { Ledger } from './user.ts';

export interface Integrity {
  storedAdds: number;
  lost: string[];
  duplicated: string[];
  /** Rows added without a 200 answer (e.g. an add whose answer never came). */
  unacknowledged: string[];
  badVersions: string[];
  totalRows: number;
  expectedRows: number;
  editedRows: number;
}

export function checkIntegrity(file: string, ledger: Ledger, seeded: number, hot: string[]): Integrity {
  const db = new BetterSqlite3(file, { readonly: true });
  try {
    const rows = db
      .prepare(`select id, site_name as name from wl_site where site_name like 'Load u%' order by site_name`)
      .all() as { id: string; name: string }[];
    const byName = new Map<string, string[]>();
    for (const r of rows) byName.set(r.name, [...(byName.get(r.name) ?? []), r.id]);
    const lost: string[] = [];
    for (const [name, id] of ledger.added) {
      const ids = byName.get(name) ?? [];
      if (!ids.includes(id)) lost.push(`${name} (${id})`);
    }
    const duplicated = [...byName].filter(([, ids]) => ids.length > 1).map(([name, ids]) => `${name} x${ids.length}`);
    const unacknowledged = [...byName.keys()].filter((name) => !ledger.added.has(name));
    const totalRows = (db.prepare('select count(*) as n from wl_site').get() as { n: number }).n;
    const version = db.prepare('select version from wl_site where id = ?');
    const badVersions: string[] = [];
    for (const id of hot) {
      const expected = 1 + (ledger.edits.get(id) ?? 0);
      const got = (version.get(id) as { version: number } | undefined)?.version;
      if (got !== expected) badVersions.push(`${id}: version ${got}, expected ${expected}`);
    }
    return {
      storedAdds: rows.length,
      lost,
      duplicated,
      unacknowledged,
      badVersions,
      totalRows,
      expectedRows: seeded + ledger.added.size,
      editedRows: [...ledger.edits.keys()].length,
    };
  } finally {
    db.close();
  }
}
