// A change stamp: a number that is the same on two reads only if nothing in the database can have
// changed in between. Caches of database answers (the session check) keep an answer while the stamp
// stays. Only a SQLite file has one (database.ts): this process's connection counts every write it
// prepares, and SQLite's `data_version` tells commits by any other connection (another process, the
// import writer, a restore). On PostgreSQL other instances write without this process knowing, so
// there is no stamp and nothing is cached.
import type { Db } from './database.ts';

export type ChangeStamp = () => number;

const stamps = new WeakMap<Db, ChangeStamp>();

/** The change stamp of `db`, undefined where there is none (PostgreSQL). */
export function changeStampOf(db: Db): ChangeStamp | undefined {
  return stamps.get(db);
}

/** Give `db` its change stamp (database.ts). */
export function setChangeStamp(db: Db, stamp: ChangeStamp): void {
  stamps.set(db, stamp);
}

/**
 * The stamp of one SQLite connection: `wrote()` is called for every write statement the connection is
 * about to run (before it runs, so an answer read afterwards is never older than its stamp), and
 * `dataVersion()` reads `PRAGMA data_version`, which changes when another connection commits.
 */
export function sqliteChangeStamp(dataVersion: () => number): { stamp: ChangeStamp; wrote(): void } {
  let stamp = 0;
  let seen = dataVersion();
  return {
    stamp: () => {
      const version = dataVersion();
      if (version !== seen) {
        seen = version;
        stamp++;
      }
      return stamp;
    },
    wrote: () => {
      stamp++;
    },
  };
}
