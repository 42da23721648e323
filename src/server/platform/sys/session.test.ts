import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../engine/db/database.ts';
import { createSession, SESSION_IDLE_MS, SESSION_TTL_MS, sessionResolver } from './session.ts';

const database = await openDatabase({ kind: 'sqlite', file: ':memory:' });
const { db } = database;
await db.schema
  .createTable('sys_session')
  .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
  .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
  .addColumn('username', 'varchar(64)', (c) => c.notNull())
  .addColumn('create_time', 'text', (c) => c.notNull())
  .addColumn('expires_at', 'bigint', (c) => c.notNull())
  .addColumn('ip', 'varchar(64)')
  .addColumn('id', 'varchar(36)')
  .addColumn('last_seen', 'bigint')
  .execute();
await db.schema
  .createTable('sys_user')
  .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
  .addColumn('username', 'varchar(18)')
  .addColumn('realname', 'varchar(64)')
  .addColumn('org_code', 'varchar(64)')
  .addColumn('status', 'integer')
  .addColumn('must_change_password', 'integer')
  .execute();
await db.insertInto('sys_user').values({ id: 'u1', username: 'kept', realname: 'Kept', status: 0 }).execute();
afterAll(() => database.close());

describe('sessionResolver', () => {
  it('keeps a resolved session while the change stamp stays, and asks again once it moves', async () => {
    let stamp = 1;
    const resolve = sessionResolver(db, () => stamp);
    const { token } = await createSession(db, { id: 'u1', username: 'kept' }, '127.0.0.1');
    const first = await resolve(token);
    expect(first).toMatchObject({ id: 'u1', username: 'kept', realname: 'Kept', mustChangePassword: false });
    // The row goes, but the stamp says nothing changed: the kept session answers (a copy each time).
    await db.deleteFrom('sys_session').execute();
    const kept = await resolve(token);
    expect(kept).toEqual(first);
    expect(kept).not.toBe(first);
    stamp = 2;
    expect(await resolve(token)).toBeUndefined();
  });

  it('keeps nothing without a stamp (PostgreSQL) or when the stamp moved during the read', async () => {
    const { token } = await createSession(db, { id: 'u1', username: 'kept' }, null as unknown as undefined);
    const unstamped = sessionResolver(db, undefined);
    expect(await unstamped(token)).toMatchObject({ id: 'u1' });
    let stamp = 1;
    const moving = sessionResolver(db, () => stamp++);
    expect(await moving(token)).toMatchObject({ id: 'u1' });
    await db.deleteFrom('sys_session').execute();
    expect(await unstamped(token)).toBeUndefined();
    expect(await moving(token)).toBeUndefined();
  });

  it('refreshes last_seen once a minute and never answers past the expiry, even with the stamp held', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Date.now();
      const resolve = sessionResolver(db, () => 1);
      const { token } = await createSession(db, { id: 'u1', username: 'kept' }, undefined);
      const lastSeen = async () =>
        (await db.selectFrom('sys_session').select('last_seen').executeTakeFirstOrThrow()).last_seen;
      expect(await resolve(token)).toMatchObject({ id: 'u1' });
      vi.setSystemTime(start + 30_000);
      expect(await resolve(token)).toMatchObject({ id: 'u1' });
      expect(await lastSeen()).toBe(start);
      vi.setSystemTime(start + 61_000);
      expect(await resolve(token)).toMatchObject({ id: 'u1' });
      expect(await lastSeen()).toBe(start + 61_000);
      vi.setSystemTime(start + SESSION_TTL_MS + 1);
      expect(await resolve(token)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends a session idle for the idle time (default 8 hours), kept or not, and deletes it; use keeps it alive', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Date.now();
      const rows = async () => (await db.selectFrom('sys_session').select('id').execute()).length;
      await db.deleteFrom('sys_session').execute();
      const defaults = sessionResolver(db, () => 1);
      const idle = await createSession(db, { id: 'u1', username: 'kept' }, undefined);
      expect(await defaults(idle.token)).toMatchObject({ id: 'u1' });
      vi.setSystemTime(start + SESSION_IDLE_MS - 1000);
      expect(await defaults(idle.token)).toMatchObject({ id: 'u1' });
      vi.setSystemTime(start + 2 * SESSION_IDLE_MS);
      expect(await defaults(idle.token)).toBeUndefined();
      expect(await rows()).toBe(0);

      // Ten minutes idle allowed: a request every two minutes for an hour keeps it; then 10 minutes of silence end it.
      vi.setSystemTime(start);
      const short = sessionResolver(db, () => 1, { idleMs: 600_000 });
      const busy = await createSession(db, { id: 'u1', username: 'kept' }, undefined);
      for (let m = 0; m <= 60; m += 2) {
        vi.setSystemTime(start + m * 60_000);
        expect(await short(busy.token), `minute ${m}`).toMatchObject({ id: 'u1' });
      }
      vi.setSystemTime(start + 70 * 60_000 + 1);
      expect(await short(busy.token)).toBeUndefined();
      expect(await rows()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
