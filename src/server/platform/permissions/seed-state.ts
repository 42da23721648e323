// When the permission seed (seed.ts) may be skipped at start: a fingerprint of what it would write (the
// registry's menus, the codes, the entities' references that place a button) and of the state of the
// tables it writes (sys_permission's row count, version sum, latest create_time and greatest id; the
// admin and registered roles; tenant 0) is stored in sys_seed_state after every seed. A start whose
// fingerprint matches the stored one would add nothing, so it skips the seed's reads and walk; a new or
// changed code, a deleted or edited row, or a deleted role or tenant changes the fingerprint and the
// seed runs. Ids are uuidv7, so any row added since (even one dated earlier, the count kept by a
// deletion beside it) raises the greatest id.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Registry } from '../../../../runtime/core/registry.ts';
import type { PermissionSeed } from '../../../../runtime/core/permission-seed.ts';
import type { Db } from '../../engine/db/database.ts';
import type { ExtraPermissionCode } from './extra-permissions.ts';

const NAME = 'permissions';
/** Bump when seed.ts writes differently for the same inputs, so that every database is seeded again once. */
const SEED_LOGIC = 1;

/** A hash of everything seed.ts reads besides the database. */
export function seedInputsHash(registry: Registry, seed: PermissionSeed[], extra: ExtraPermissionCode[]): string {
  const refs: Record<string, (string | null)[]> = {};
  for (const s of seed) {
    if (s.entity && !refs[s.entity])
      refs[s.entity] = (registry.entities[s.entity]?.fields ?? []).map((f) => f.ref?.entity ?? null);
  }
  return createHash('sha256')
    .update(JSON.stringify([SEED_LOGIC, registry.menus, seed, extra, refs]))
    .digest('base64url');
}

/** The stored fingerprint and the current one of the tables (one query). */
export async function readSeedState(db: Db, inputs: string): Promise<{ stored?: string; current: string }> {
  const { rows } = await sql<Record<string, unknown>>`
    select
      (select fingerprint from sys_seed_state where name = ${NAME}) as stored,
      (select count(*) from sys_permission) as n,
      (select sum(version) from sys_permission) as v,
      (select max(create_time) from sys_permission) as c,
      (select max(id) from sys_permission) as i,
      (select count(*) from sys_role where role_code in ('admin', 'registered')) as r,
      (select count(*) from sys_tenant where tenant_no = 0) as t`.execute(db);
  const row = rows[0];
  const at = row.c instanceof Date ? row.c.toISOString() : String(row.c);
  const current = `${inputs} ${String(row.n)}/${String(row.v)}/${at}/${String(row.i)}/${String(row.r)}/${String(row.t)}`;
  return { stored: (row.stored as string | null) ?? undefined, current };
}

/** Store the fingerprint after a seed (in its transaction). */
export async function storeSeedState(trx: Db, inputs: string): Promise<void> {
  const { current } = await readSeedState(trx, inputs);
  await trx
    .insertInto('sys_seed_state')
    .values({ name: NAME, fingerprint: current })
    .onConflict((oc) => oc.column('name').doUpdateSet({ fingerprint: current }))
    .execute();
}
