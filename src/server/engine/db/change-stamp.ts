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

/** Writes prepared so far by every SQLite connection of this process (the app's, the import writer's). */
let localWrites = 0;

/**
 * The stamp of one SQLite connection: `wrote()` is called for every write statement the connection is
 * about to run (before it runs, so an answer read afterwards is never older than its stamp), and
 * `dataVersion()` reads `PRAGMA data_version`, which changes when another connection commits.
 *
 * `data_version` is read once per event-loop turn, again in the same turn only after a write by any
 * connection of this process: a list request asked it twice (its session check, then its labels),
 * ~4.5% of the request's CPU (V8 profile, tests/bench/README.md, list bench). A commit by another
 * process therefore shows from the next turn: an answer built in this turn is as of its start, as
 * one that started a moment before that commit would be. Each stamp read still reads nothing older
 * than the stamp, since the stamp is read before the answer it guards.
 */
export function sqliteChangeStamp(dataVersion: () => number): { stamp: ChangeStamp; wrote(): void } {
  let stamp = 0;
  let seen = dataVersion();
  // localWrites when data_version was last read in this turn; -1 when not read in this turn.
  let readAt = -1;
  const turnEnded = () => {
    readAt = -1;
  };
  return {
    stamp: () => {
      if (readAt !== localWrites) {
        if (readAt === -1) setImmediate(turnEnded);
        readAt = localWrites;
        const version = dataVersion();
        if (version !== seen) {
          seen = version;
          stamp++;
        }
      }
      return stamp;
    },
    wrote: () => {
      stamp++;
      localWrites++;
    },
  };
}
