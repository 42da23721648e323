// Job handlers, what they are given, and the codes of sys_quartz_job and its run log
// (dictionaries quartz_status, quartz_fire_type, quartz_run_status).
import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from '../../../../runtime/core/registry.ts';
import type { Db, Dialect } from '../../engine/db/database.ts';
import type { MailService } from '../mail/mailer.ts';

/** sys_quartz_job.status: JeecgBoot's 0 normal (scheduled) and -1 stopped. */
export const JOB_RUNNING = 0;
export const JOB_STOPPED = -1;

/** sys_quartz_job_log.fireType */
export const FIRE_SCHEDULED = 0;
export const FIRE_MANUAL = 1;
/** A firing found more than the misfire threshold late (the server was down or busy): run once now. */
export const FIRE_MISFIRE = 2;

/** sys_quartz_job_log.status */
export const RUN_FAILED = 0;
export const RUN_SUCCEEDED = 1;

export interface JobContext {
  db: Db;
  dialect: Dialect;
  registry: Registry;
  mail: MailService;
  log: FastifyBaseLogger;
  /** The job's parameter text (null when empty). */
  parameter: string | null;
  /** When this run started, by the scheduler's clock. */
  now: Date;
}

/** Does the work of one job key; may return a short outcome for the run log; throws on failure. */
export type JobHandler = (ctx: JobContext) => Promise<string | void>;
