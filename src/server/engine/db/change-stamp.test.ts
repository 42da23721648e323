import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { changeStampOf } from './change-stamp.ts';
import { openDatabase } from './database.ts';

const dir = mkdtempSync(join(tmpdir(), 'stamp-'));
const file = join(dir, 'stamp.db');
const database = await openDatabase({ kind: 'sqlite', file });
const { db } = database;
await db.schema.createTable('t').addColumn('a', 'integer').execute();
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the SQLite change stamp', () => {
  const stamp = changeStampOf(db)!;

  it('stays while only reads run', async () => {
    const s = stamp();
    await db.selectFrom('t').selectAll().execute();
    expect(stamp()).toBe(s);
  });

  it("moves on this connection's writes, even one rolled back", async () => {
    let s = stamp();
    await db.insertInto('t').values({ a: 1 }).execute();
    expect(stamp()).not.toBe(s);
    s = stamp();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('t').execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(stamp()).not.toBe(s);
    expect(await db.selectFrom('t').selectAll().execute()).toEqual([{ a: 1 }]);
  });

  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it("moves on another process's commit (another process, a restore) from the next event-loop turn", async () => {
    const s = stamp();
    const other = new BetterSqlite3(file);
    try {
      other.prepare('update t set a = 2').run();
    } finally {
      other.close();
    }
    // data_version is read once per turn: this turn's answers are as of its start.
    expect(stamp()).toBe(s);
    await nextTurn();
    expect(stamp()).not.toBe(s);
    expect(stamp()).toBe(stamp());
  });

  it("moves at once, in the same turn, on a commit by another connection of this process (the import writer's)", async () => {
    const writer = await openDatabase({ kind: 'sqlite', file });
    try {
      await nextTurn();
      const s = stamp();
      await writer.db.updateTable('t').set({ a: 3 }).execute();
      expect(stamp()).not.toBe(s);
      const after = stamp();
      await db.selectFrom('t').selectAll().execute();
      expect(stamp()).toBe(after);
    } finally {
      await writer.close();
    }
  });
});
