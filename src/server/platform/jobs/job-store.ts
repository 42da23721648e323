// sys_quartz_job and sys_quartz_job_log as the scheduler reads and writes them. The claim of a
// firing is one conditional UPDATE: the instance whose UPDATE moves next_fire_time from the due time
// to the following one runs that firing; every other instance (PostgreSQL, or a second process on
// one SQLite file) changes no row and skips it. The scheduler never bumps `version`, so an edit open
// in a form is not refused because a job fired meanwhile.
import type { Db } from '../../engine/db/database.ts';
import { formatDateTime } from '../../engine/db/time.ts';
import { uuidv7 } from '../../engine/db/uuid.ts';
import { JOB_RUNNING } from './job-types.ts';

export interface JobRow {
  id: string;
  jobKey: string;
  cronExpression: string;
  parameter: string | null;
  status: number;
  /** Local 'YYYY-MM-DD HH:mm:ss', as stored. */
  nextFireTime: string | null;
}

export interface RunRecord {
  id: string;
  jobId: string;
  jobKey: string;
  fireType: number;
  fireTime: string | null;
  startTime: string;
  costTime: number;
  status: number;
  resultMsg: string | null;
  errorMsg: string | null;
}

const COLUMNS = ['id', 'job_key', 'cron_expression', 'parameter', 'status', 'next_fire_time'] as const;

function jobOf(r: Record<string, unknown>): JobRow {
  return {
    id: r.id as string,
    jobKey: r.job_key as string,
    cronExpression: r.cron_expression as string,
    parameter: (r.parameter as string | null) || null,
    status: Number(r.status),
    nextFireTime: (r.next_fire_time as string | null) ?? null,
  };
}

/** A stored local datetime text as a Date. */
export function parseLocal(text: string): Date {
  const [y, mo, d, h, mi, s] = text.split(/[- :T]/).map(Number);
  return new Date(y, mo - 1, d, h, mi, s);
}

export async function findJob(db: Db, id: string): Promise<JobRow | undefined> {
  const row = await db.selectFrom('sys_quartz_job').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? jobOf(row) : undefined;
}

/** Running jobs whose next firing is at or before `now`, earliest first. */
export async function dueJobs(db: Db, now: Date, limit = 100): Promise<JobRow[]> {
  const rows = await db
    .selectFrom('sys_quartz_job')
    .select(COLUMNS)
    .where('status', '=', JOB_RUNNING)
    .where('next_fire_time', '<=', formatDateTime(now))
    .orderBy('next_fire_time')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(jobOf);
}

/** Running jobs with no next fire time yet (rows written around the engine); the scheduler fills them at start. */
export async function unscheduledJobs(db: Db): Promise<JobRow[]> {
  const rows = await db
    .selectFrom('sys_quartz_job')
    .select(COLUMNS)
    .where('status', '=', JOB_RUNNING)
    .where('next_fire_time', 'is', null)
    .execute();
  return rows.map(jobOf);
}

/** Take the firing due at `due`: true for the one caller whose UPDATE moved it on to `next`. */
export async function claimFiring(db: Db, id: string, due: string, next: Date | null): Promise<boolean> {
  const result = await db
    .updateTable('sys_quartz_job')
    .set({ next_fire_time: next ? formatDateTime(next) : null })
    .where('id', '=', id)
    .where('status', '=', JOB_RUNNING)
    .where('next_fire_time', '=', due)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Set the next fire time of a job still without one (start-up fill; no-op when another instance did it). */
export async function fillNextFireTime(db: Db, id: string, next: Date | null): Promise<void> {
  if (!next) return;
  await db
    .updateTable('sys_quartz_job')
    .set({ next_fire_time: formatDateTime(next) })
    .where('id', '=', id)
    .where('status', '=', JOB_RUNNING)
    .where('next_fire_time', 'is', null)
    .execute();
}

/** Pause or resume: status and next fire time, as a user's edit (version + 1, updateBy, updateTime). */
export async function setSchedule(db: Db, id: string, status: number, next: Date | null, user: string) {
  await db
    .updateTable('sys_quartz_job')
    .set((eb) => ({
      status,
      next_fire_time: next ? formatDateTime(next) : null,
      version: eb('version', '+', 1),
      update_by: user,
      update_time: formatDateTime(new Date()),
    }))
    .where('id', '=', id)
    .execute();
}

const clip = (s: string | null, max = 2000) => (s && s.length > max ? `${s.slice(0, max - 1)}…` : s);

export async function insertRun(db: Db, run: Omit<RunRecord, 'id'> & { parameter: string | null }): Promise<RunRecord> {
  const id = uuidv7();
  await db
    .insertInto('sys_quartz_job_log')
    .values({
      id,
      job_id: run.jobId,
      job_key: run.jobKey,
      parameter: clip(run.parameter, 1000),
      fire_type: run.fireType,
      fire_time: run.fireTime,
      start_time: run.startTime,
      cost_time: run.costTime,
      status: run.status,
      result_msg: clip(run.resultMsg),
      error_msg: clip(run.errorMsg),
      create_by: 'system',
      create_time: run.startTime,
      version: 1,
    })
    .execute();
  const { parameter: _parameter, ...record } = run;
  return { id, ...record };
}
