// One sys_upload row per stored upload: its path, the tenant it was stored in and the uploader. The
// static route serves a recorded file only in its tenant (another tenant gets the same 404 as a missing
// file); the per-user quota counts the rows: at most `perMinute` uploads in the last minute and
// `userMaxBytes` in all. The row is inserted before the file is written and then the quota is checked
// with it counted, so concurrent uploads cannot all slip under the limit; a refused or failed upload
// deletes its row again.
import type { UploadQuotaConfig } from '../../config/config.ts';
import type { Db } from '../../engine/db/database.ts';
import { HttpError } from '../../engine/plugins/http-error.ts';
import { quotaFull, tooFrequent } from './messages.ts';

const MINUTE_MS = 60_000;

export interface UploadRecord {
  path: string;
  tenantId: number;
  userId: string;
  size: number;
}

/** Insert the row of an upload about to be written; throws 429/413 (and removes the row) when over the quota. */
export async function reserveUpload(
  db: Db,
  quota: UploadQuotaConfig,
  record: UploadRecord,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('sys_upload')
    .values({
      path: record.path,
      tenant_id: record.tenantId,
      create_by: record.userId,
      size: record.size,
      created_at: now,
      refs_kept: 1,
    })
    .execute();
  const usage = await db
    .selectFrom('sys_upload')
    .select((eb) => [
      eb.fn.sum<string | number>('size').as('total'),
      eb.fn
        .sum<string | number>(
          eb
            .case()
            .when('created_at', '>', now - MINUTE_MS)
            .then(1)
            .else(0)
            .end(),
        )
        .as('recent'),
    ])
    .where('create_by', '=', record.userId)
    .executeTakeFirst();
  const recent = Number(usage?.recent ?? 0);
  const total = Number(usage?.total ?? 0);
  let refusal: HttpError | undefined;
  if (recent > quota.perMinute) refusal = new HttpError(429, tooFrequent(quota.perMinute));
  else if (total > quota.userMaxBytes) refusal = new HttpError(413, quotaFull(quota.userMaxBytes, total - record.size));
  if (refusal) {
    await releaseUpload(db, record.path);
    throw refusal;
  }
}

/** Remove the row of an upload that was refused or could not be written. */
export async function releaseUpload(db: Db, path: string): Promise<void> {
  await db.deleteFrom('sys_upload').where('path', '=', path).execute();
}

export interface UploadOwner {
  tenantId: number;
  userId: string;
  /** False for an upload stored before its holding records were recorded (served in its whole tenant). */
  refsKept: boolean;
}

/** Who stored a path and in which tenant, or undefined for a file with no row (written by the server itself). */
export async function uploadOwner(db: Db, path: string): Promise<UploadOwner | undefined> {
  const row = await db
    .selectFrom('sys_upload')
    .select(['tenant_id', 'create_by', 'refs_kept'])
    .where('path', '=', path)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return { tenantId: Number(row.tenant_id), userId: String(row.create_by), refsKept: row.refs_kept != null };
}
