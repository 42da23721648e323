// The in-process scheduler (docs/architecture.md#jobs-and-mail): once a second it reads the running jobs whose
// next_fire_time has come, claims each firing (job-store.ts claimFiring: one instance wins it),
// moves the job on to its next fire time by the Quartz adapter, and runs the handler of its job key,
// writing one sys_quartz_job_log row per run with its duration and error.
//
// Misfire policy (Quartz's "fire once now" for cron triggers): a firing found due is run once, now,
// however late; the firings missed meanwhile (server down) are not replayed, and the job goes on
// from its first fire time after now. A run more than `misfireThresholdMs` late is logged as
// fireType 2 (misfire catch-up). A job whose previous run is still going in this process waits:
// its due firing runs when that run ends (runs of one job never overlap in one process).
import { performance } from 'node:perf_hooks';
import type { Db } from '../../engine/db/database.ts';
import { formatDateTime } from '../../engine/db/time.ts';
import type { CronPort } from './cron.ts';
import {
  claimFiring,
  dueJobs,
  fillNextFireTime,
  insertRun,
  parseLocal,
  unscheduledJobs,
  type JobRow,
  type RunRecord,
} from './job-store.ts';
import {
  FIRE_MANUAL,
  FIRE_MISFIRE,
  FIRE_SCHEDULED,
  RUN_FAILED,
  RUN_SUCCEEDED,
  type JobContext,
  type JobHandler,
} from './job-types.ts';

export interface SchedulerOptions {
  db: Db;
  cron: CronPort;
  handlers: ReadonlyMap<string, JobHandler>;
  /** What every handler gets besides its parameter and start time. */
  context: Omit<JobContext, 'parameter' | 'now'>;
  /** The scheduler's clock (tests pass a fake one); default the system clock. */
  now?: () => Date;
  /** How often the due jobs are read (default 1000 ms, aligned to the second). */
  pollMs?: number;
  /** Lateness after which a run is logged as a misfire catch-up (default 60 s, as Quartz). */
  misfireThresholdMs?: number;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message || err.name : String(err));

export class Scheduler {
  readonly now: () => Date;
  private readonly pollMs: number;
  private readonly misfireMs: number;
  private timer: NodeJS.Timeout | undefined;
  private active = false;
  private polling = false;
  private readonly inflight = new Set<Promise<unknown>>();
  /** Runs going on in this process, by job id. */
  private readonly running = new Map<string, number>();

  constructor(private readonly opts: SchedulerOptions) {
    this.now = opts.now ?? (() => new Date());
    this.pollMs = opts.pollMs ?? 1000;
    this.misfireMs = opts.misfireThresholdMs ?? 60_000;
  }

  get started(): boolean {
    return this.active;
  }

  /** Fill missing next fire times, then poll until stop(). */
  start(): void {
    if (this.active) return;
    this.active = true;
    this.track(this.scheduleMissing().catch((err) => this.opts.context.log.error({ err }, 'scheduler start')));
    this.arm();
  }

  /** Stop polling and wait for the runs in progress (the server's close waits for this). */
  async stop(): Promise<void> {
    this.active = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    while (this.inflight.size) await Promise.allSettled([...this.inflight]);
  }

  /** One poll: claim and run every due firing; resolves when those runs have ended. */
  async tick(): Promise<RunRecord[]> {
    return Promise.all(await this.claimDue());
  }

  /** Run a job now (the execute route): logged as fireType 1, the schedule left as it is. */
  runOnce(job: JobRow): Promise<RunRecord> {
    return this.track(this.run(job, FIRE_MANUAL, null));
  }

  /** The first fire time after now for a running job with none (e.g. rows seeded or written by SQL). */
  async scheduleMissing(): Promise<void> {
    const now = this.now();
    for (const job of await unscheduledJobs(this.opts.db)) {
      if (this.opts.cron.problem(job.cronExpression)) continue;
      await fillNextFireTime(this.opts.db, job.id, this.opts.cron.next(job.cronExpression, now));
    }
  }

  private arm(): void {
    if (!this.active) return;
    const wait = this.pollMs - (Date.now() % this.pollMs) + 5; // just after the next whole second
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.polling) this.track(this.poll());
      this.arm();
    }, wait);
  }

  private async poll(): Promise<void> {
    this.polling = true;
    try {
      for (const run of await this.claimDue()) this.track(run);
    } catch (err) {
      this.opts.context.log.error({ err }, 'scheduler poll failed');
    } finally {
      this.polling = false;
    }
  }

  private async claimDue(): Promise<Promise<RunRecord>[]> {
    const now = this.now();
    const runs: Promise<RunRecord>[] = [];
    for (const job of await dueJobs(this.opts.db, now)) {
      if (this.running.has(job.id) || !job.nextFireTime) continue;
      let next: Date | null = null;
      let problem: string | undefined;
      try {
        next = this.opts.cron.next(job.cronExpression, now);
      } catch (err) {
        problem = errorText(err); // an expression the adapter refuses: this run fails, the job stops firing
      }
      if (!(await claimFiring(this.opts.db, job.id, job.nextFireTime, next))) continue;
      const late = now.getTime() - parseLocal(job.nextFireTime).getTime() > this.misfireMs;
      runs.push(this.run(job, late ? FIRE_MISFIRE : FIRE_SCHEDULED, job.nextFireTime, problem));
    }
    return runs;
  }

  private async run(job: JobRow, fireType: number, fireTime: string | null, problem?: string): Promise<RunRecord> {
    this.running.set(job.id, (this.running.get(job.id) ?? 0) + 1);
    const started = this.now();
    const t0 = performance.now();
    let status = RUN_SUCCEEDED;
    let resultMsg: string | null = null;
    let errorMsg: string | null = null;
    try {
      if (problem) throw new Error(problem);
      const handler = this.opts.handlers.get(job.jobKey);
      if (!handler) throw new Error(`No handler for job key "${job.jobKey}"`);
      const outcome = await handler({ ...this.opts.context, parameter: job.parameter, now: started });
      if (typeof outcome === 'string' && outcome) resultMsg = outcome;
    } catch (err) {
      status = RUN_FAILED;
      errorMsg = errorText(err);
    } finally {
      const left = (this.running.get(job.id) ?? 1) - 1;
      if (left > 0) this.running.set(job.id, left);
      else this.running.delete(job.id);
    }
    return insertRun(this.opts.db, {
      jobId: job.id,
      jobKey: job.jobKey,
      parameter: job.parameter,
      fireType,
      fireTime,
      startTime: formatDateTime(started),
      costTime: Math.round(performance.now() - t0),
      status,
      resultMsg,
      errorMsg,
    });
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inflight.add(promise);
    const done = () => this.inflight.delete(promise);
    promise.then(done, (err) => {
      done();
      this.opts.context.log.error({ err }, 'scheduled job bookkeeping failed');
    });
    return promise;
  }
}
