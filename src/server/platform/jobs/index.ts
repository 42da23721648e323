// The jobs module as buildApp wires it (README.md): the scheduler, the sys_quartz_job hooks of the
// generic engine, the pause/resume/execute routes and the seeded built-in jobs.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Registry } from '../../../../runtime/core/registry.ts';
import type { EntityPlugin } from '../../engine/crud/extensions.ts';
import type { Db, Dialect } from '../../engine/db/database.ts';
import type { MailService } from '../mail/mailer.ts';
import { BUILTIN_HANDLERS } from './builtin-jobs.ts';
import { quartzCron, type CronPort } from './cron.ts';
import { quartzJobHooks } from './job-hooks.ts';
import { registerJobRoutes } from './job-routes.ts';
import { seedJobs } from './job-seed.ts';
import type { JobHandler } from './job-types.ts';
import { Scheduler } from './scheduler.ts';

export { JOB_PERMISSION_CODES } from './job-routes.ts';
export type { JobContext, JobHandler } from './job-types.ts';
export type { Scheduler } from './scheduler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job scheduler (src/server/platform/jobs); tests tick it with a fake clock. */
    scheduler: Scheduler;
  }
}

export interface JobsOptions {
  /** Start the scheduler when the app is ready (default: yes, except with NODE_ENV=test). */
  scheduler?: boolean;
  /** Seed the built-in jobs into an empty sys_quartz_job (default true). */
  seed?: boolean;
  /** Handlers added to (or replacing) the built-in ones, by job key. */
  handlers?: Record<string, JobHandler>;
  /** The scheduler's clock (tests); default the system clock. */
  now?: () => Date;
  /** Poll period in ms (default 1000). */
  pollMs?: number;
  misfireThresholdMs?: number;
  cron?: CronPort;
}

export interface JobsDeps {
  db: Db;
  dialect: Dialect;
  registry: Registry;
  mail: MailService;
  log: FastifyBaseLogger;
}

export interface JobsModule {
  scheduler: Scheduler;
  plugins: EntityPlugin[];
  /** Routes under the API base. */
  register(api: FastifyInstance): void;
  /** Seed the built-in jobs (unless options.seed is false). */
  seed(): Promise<void>;
}

export function createJobs(deps: JobsDeps, options: JobsOptions = {}): JobsModule {
  const cron = options.cron ?? quartzCron;
  const handlers = new Map(Object.entries({ ...BUILTIN_HANDLERS, ...options.handlers }));
  const scheduler = new Scheduler({
    db: deps.db,
    cron,
    handlers,
    context: { db: deps.db, dialect: deps.dialect, registry: deps.registry, mail: deps.mail, log: deps.log },
    ...(options.now ? { now: options.now } : {}),
    ...(options.pollMs ? { pollMs: options.pollMs } : {}),
    ...(options.misfireThresholdMs !== undefined ? { misfireThresholdMs: options.misfireThresholdMs } : {}),
  });
  const check = { cron, handlers, now: scheduler.now };
  return {
    scheduler,
    plugins: [{ module: 'jobs', entity: 'sys_quartz_job', ...quartzJobHooks(check) }],
    register: (api) => registerJobRoutes(api, { db: deps.db, scheduler, check }),
    seed: async () => {
      if (options.seed !== false) await seedJobs(deps.db, cron, scheduler.now());
    },
  };
}
