// buildApp: open the database, migrate, create the first admin, register plugins and routes under
// API_BASE (and the SPA at / when spaDir is given). It never listens; main.ts and tests do.
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import AjvCompiler from '@fastify/ajv-compiler';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifySchemaCompiler } from 'fastify';
import type { Migration } from '../../runtime/core/migration.ts';
import type { Registry } from '../../runtime/core/registry.ts';
import { migrations as generatedMigrations } from '../generated/migrations/index.ts';
import { registry as generatedRegistry } from '../generated/registry.ts';
import { routeSchemas as generatedRouteSchemas } from '../generated/route-schemas.ts';
import type { Config, ImportLimitsConfig } from './config/config.ts';
import { createAjv } from './engine/crud/body-validator.ts';
import { buildEntityModels, type WireSchemaSet } from './engine/crud/entity-model.ts';
import { registerCrudRoutes } from './engine/crud/routes.ts';
import { registerExcelRoutes } from './platform/excel/index.ts';
import { Extensions } from './engine/crud/extensions.ts';
import { openDatabase, type Db, type Dialect } from './engine/db/database.ts';
import { serverMigrations } from './engine/db/server-migrations.ts';
import { registerAuth, type Authorize } from './engine/plugins/auth.ts';
import { registerTenancy } from './engine/plugins/tenancy.ts';
import { createPermissions } from './platform/permissions/service.ts';
import { seedPermissions } from './platform/permissions/seed.ts';
import { permissionSeedOf } from '../../runtime/core/permission-seed.ts';
import { registerPermissionApis } from './platform/sys/permission-apis.ts';
import { registerReportRoutes } from './domain/reports/report-routes.ts';
import { registerSavedQueryRoutes } from './engine/query/saved-query-routes.ts';
import { permissionSeed } from '../generated/permissions.ts';
import { EXTRA_PERMISSION_CODES } from './platform/permissions/extra-permissions.ts';
import { frameworkError, registerErrorHandling, type SpaFallback } from './engine/plugins/errors.ts';
import { fileRoutes } from './platform/files/index.ts';
import { uploadRefPlugins } from './platform/files/upload-refs.ts';
import { registerJsonBody } from './engine/plugins/json-body.ts';
import { appConfigScript, injectAppConfig, registerSigning } from './engine/plugins/signing.ts';
import { registerJsonReply } from './engine/plugins/json-reply.ts';
import { registerSecurityHeaders } from './engine/plugins/security-headers.ts';
import { seedDicts } from './platform/sys/dict-seed.ts';
import { allDictItems } from './engine/crud/dict-service.ts';
import { platformDataPlugins, registerPlatformData } from './platform/sys/dict-platform.ts';
import { ensureFirstAdmin } from './platform/sys/first-admin.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './platform/sys/rate-limit.ts';
import { guardPasswordChange } from './platform/sys/password-guard.ts';
import { registerSessionRoutes } from './platform/sys/session-routes.ts';
import { sessionResolver } from './platform/sys/session.ts';
import { logSmsSender, type SmsSender } from './platform/sys/sms.ts';
import { registerRealtime } from './platform/realtime/index.ts';
import { shareAcrossInstances } from './share-signals.ts';
import { registerNotice } from './platform/notice/index.ts';
import { registerContent } from './domain/content/index.ts';
import { TRANSPORT_PERMISSION_CODES, registerTransport } from './domain/transport/index.ts';
import { registerParcel } from './domain/parcel/index.ts';
import { PRICING_PERMISSION_CODES, registerPricing } from './domain/pricing/index.ts';
import { registerDashboard, registerHttpTrace } from './domain/dashboard/index.ts';
import { createJobs, JOB_PERMISSION_CODES, type JobsOptions } from './platform/jobs/index.ts';
import { createMail, MAIL_PERMISSION_CODES, type MailOptions } from './platform/mail/index.ts';
import { DEMO_PERMISSION_CODES, registerDemoRoutes } from './seed/demo-routes.ts';
import { loggerOptions } from './platform/ops/log-options.ts';
import { addRequestLog, requestLogController } from './platform/ops/request-log.ts';
import { lazyRequestLogger } from './platform/ops/lazy-request-logger.ts';
import { defaultBackupDir } from './platform/ops/backup.ts';
import { consoleMigrationLog, migrateAtStart, type MigrationLog } from './platform/ops/migrate-at-start.ts';

export interface BuildAppOptions {
  config: Config;
  registry?: Registry;
  routeSchemas?: Record<string, WireSchemaSet>;
  migrations?: Migration[];
  /** Folder of the built SPA, served at / with index.html for client routes. */
  spaDir?: string;
  logger?: boolean;
  /** Start-up migration lines (applied names, backups); default: the console when `logger` is on. */
  migrationLog?: MigrationLog;
  /** Where SQLite is backed up before a destructive migration (default BACKUP_DIR or ./backups). */
  backupDir?: string;
  /** Permission hook point (see plugins/auth.ts); defaults to the roles and sys_permission rows. */
  authorize?: Authorize;
  /** Delivers SMS codes (sys/sms.ts); defaults to writing them to the server log. */
  smsSender?: SmsSender;
  /** Per-IP limits of the public sign-in routes (sys/rate-limit.ts); defaults DEFAULT_RATE_LIMITS. */
  rateLimits?: Partial<RateLimits>;
  /** Most rows one Excel export may hold (default 1,000,000); tests lower it. */
  exportRowLimit?: number;
  /** Largest accepted upload in bytes (default config.uploadMaxBytes, UPLOAD_MAX_MB); tests lower it. */
  uploadMaxBytes?: number;
  /** Excel import limits over config.importLimits (IMPORT_MAX_MB, IMPORT_MAX_ROWS ...); tests lower them. */
  importLimits?: Partial<ImportLimitsConfig>;
  /** Scheduler (src/server/platform/jobs): on unless NODE_ENV=test or `scheduler: false`; tests add a clock and handlers. */
  jobs?: JobsOptions;
  /** Mail (src/server/platform/mail): SMTP timeouts and clock for tests. */
  mail?: MailOptions;
  /**
   * Routes only the development server adds inside the API scope (after every module's routes), with
   * the database for their own seed: the Schema Studio (dev/studio/). Production never sets it.
   */
  devRoutes?: (api: FastifyInstance, database: { db: Db; dialect: Dialect }) => void | Promise<void>;
}

export interface BuiltApp {
  app: FastifyInstance;
  /** The X-Sign secret in use (SIGN_SECRET or the per-process one); tests sign with it. */
  signSecret: string;
  /** Set only when this call created the first `admin` account (print it once). */
  adminPassword?: string;
}

type RouteValidatorFactory = (externalSchemas: unknown, options: unknown) => FastifySchemaCompiler<unknown>;
type RouteValidator = ReturnType<FastifySchemaCompiler<unknown>>;

/**
 * Fastify's own route validation (Ajv through @fastify/ajv-compiler, same options), each route schema
 * compiled on its first request instead of when the route is registered: at start that was Ajv's
 * set-up plus every sign-in and password route's schema, ~60 ms ("Server" in tests/bench/README.md as of commit 297a858).
 */
function lazyRouteValidators(build: RouteValidatorFactory): RouteValidatorFactory {
  return (externalSchemas, options) => {
    let compiler: FastifySchemaCompiler<unknown> | undefined;
    return (routeSchema) => {
      let validate: RouteValidator | undefined;
      const lazy: RouteValidator = (data: unknown) => {
        validate ??= (compiler ??= build(externalSchemas, options))(routeSchema);
        const result = validate(data);
        lazy.errors = validate.errors;
        return result;
      };
      return lazy;
    };
  };
}

export async function buildApp(opts: BuildAppOptions): Promise<BuiltApp> {
  const { config } = opts;
  const registry = opts.registry ?? generatedRegistry;
  const routeSchemas = opts.routeSchemas ?? generatedRouteSchemas;
  const database = await openDatabase(config.database);
  let adminPassword: string | undefined;
  let models;
  try {
    const migrations = [...serverMigrations, ...(opts.migrations ?? generatedMigrations)];
    await migrateAtStart(database, config.database, migrations, {
      log: opts.migrationLog ?? (opts.logger ? consoleMigrationLog : undefined),
      backupDir: opts.backupDir ?? defaultBackupDir(process.env),
    });
    adminPassword = await ensureFirstAdmin(database.db, config.adminPassword);
    const codes = opts.registry ? permissionSeedOf(registry) : permissionSeed;
    await seedPermissions(database.db, database.dialect, registry, codes, [
      ...EXTRA_PERMISSION_CODES,
      ...JOB_PERMISSION_CODES,
      ...MAIL_PERMISSION_CODES,
      ...TRANSPORT_PERMISSION_CODES,
      ...PRICING_PERMISSION_CODES,
      ...DEMO_PERMISSION_CODES,
    ]);
    await seedDicts(database.db, registry);
    models = buildEntityModels(registry, routeSchemas, database.dialect, createAjv);
  } catch (err) {
    await database.close();
    throw err;
  }

  const app = Fastify({
    logger: opts.logger ? loggerOptions() : false,
    // request.log made on the request's first line (platform/ops/lazy-request-logger.ts).
    ...(opts.logger ? { childLoggerFactory: lazyRequestLogger } : {}),
    logController: requestLogController(config.requestLog),
    genReqId: () => randomUUID(),
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: false,
    frameworkErrors: frameworkError,
    // No automatic HEAD twin of every GET route: the API is never asked HEAD, and the twins doubled the
    // router's GET tree, a good part of the start-up time ("Server" in tests/bench/README.md as of commit 297a858). The pages
    // keep HEAD: / and /index.html below, the static files (@fastify/static), client routes (errors.ts).
    exposeHeadRoutes: false,
    schemaController: {
      compilersFactory: {
        buildValidator: lazyRouteValidators(AjvCompiler() as unknown as RouteValidatorFactory) as never,
      },
    },
    // The route schemas are not checked against JSON Schema's meta-schema when compiled: that check
    // compiles the meta-schema's own validator on the first request, about a fifth of the CPU from start
    // to the first list answer (issue 24 item 5; tests/bench/README.md, "Server"). A wrong type or an
    // unknown keyword still throws when a schema compiles (Ajv's strict mode).
    ajv: { customOptions: { validateSchema: false } },
  });
  app.addHook('onClose', async () => database.close());
  addRequestLog(app, config.requestLog);
  // Before any route, so the live connection's upgrade goes through the router (realtime/).
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });

  // Mail and the scheduler (src/server/platform/mail, src/server/platform/jobs); the scheduler stops, waiting for the
  // runs in progress, before the database closes.
  const mail = createMail(database.db, database.dialect, config.appSecret, opts.mail);
  if (mail.developmentKey && config.nodeEnv !== 'test') {
    app.log.warn('APP_SECRET is not set: stored mail passwords are encrypted with a development key');
  }
  app.decorate('mail', mail.service);
  const jobs = createJobs(
    { db: database.db, dialect: database.dialect, registry, mail: mail.service, log: app.log },
    opts.jobs,
  );
  app.decorate('scheduler', jobs.scheduler);
  if (opts.jobs?.scheduler ?? config.nodeEnv !== 'test') app.addHook('onReady', async () => jobs.scheduler.start());
  app.addHook('preClose', async () => jobs.scheduler.stop());

  // The API speaks JSON only (415 otherwise); empty, invalid and over-deep bodies: plugins/json-body.ts.
  registerJsonBody(app);
  registerJsonReply(app); // JSON answers as UTF-8 bytes (plugins/json-reply.ts)

  // X-Sign secret: SIGN_SECRET (required in production), else a per-process random one; either way
  // the SPA gets it through window.__APP_CONFIG__ injected into index.html.
  const signSecret = config.signSecret ?? randomBytes(16).toString('hex');
  const configScript = { apiBase: config.apiBase, signSecret, staticDomain: config.staticDomain };
  registerSecurityHeaders(app, { staticDomain: config.staticDomain, scripts: [appConfigScript(configScript)] });
  let spaFallback: SpaFallback | undefined;
  if (opts.spaDir && existsSync(join(opts.spaDir, 'index.html'))) {
    const script = appConfigScript(configScript);
    const indexHtml = injectAppConfig(readFileSync(join(opts.spaDir, 'index.html'), 'utf8'), script);
    await app.register(fastifyStatic, { root: opts.spaDir, prefix: '/', index: false });
    spaFallback = (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    app.get('/', { exposeHeadRoute: true }, spaFallback);
    app.get('/index.html', { exposeHeadRoute: true }, spaFallback);
  } else if (opts.spaDir) {
    app.log.warn(`no built SPA in ${opts.spaDir} (run npm run build); serving the API only`);
  }
  registerErrorHandling(app, config.apiBase, spaFallback);

  const permissions = createPermissions(database.db);
  const authorize = opts.authorize ?? permissions.authorize;
  const deps = {
    db: database.db,
    dialect: database.dialect,
    models,
    access: permissions.access,
    extensions: new Extensions(),
    exportRowLimit: opts.exportRowLimit,
    importLimits: { ...config.importLimits, ...opts.importLimits },
    uploadRoot: resolve(config.uploadDir),
    authorize,
    // An all-or-nothing import holds one long write transaction: on a SQLite file it gets its own
    // connection, so the app's connection keeps serving reads (WAL) meanwhile.
    ...(database.dialect === 'sqlite' && config.database.kind === 'sqlite' && config.database.file !== ':memory:'
      ? { importWriter: () => openDatabase(config.database) }
      : {}),
  };
  deps.extensions.add(...mail.plugins, ...jobs.plugins);
  await app.register(
    async (api) => {
      const trace = registerHttpTrace(api); // first, so the monitor's trace sees every route
      registerSigning(api, signSecret);
      // One resolver for the API and the live connection: one compiled query and one set of kept sessions.
      const resolveSession = sessionResolver(database.db, undefined, { idleMs: config.sessionIdleHours * 3_600_000 });
      registerAuth(api, resolveSession, guardPasswordChange(authorize));
      registerSessionRoutes(api, {
        ...deps,
        registry,
        apiBase: config.apiBase,
        captcha: config.captcha,
        smsSender: opts.smsSender ?? logSmsSender(app.log),
        rateLimits: { ...DEFAULT_RATE_LIMITS, ...opts.rateLimits },
        registerRole: config.registerRole,
        dictItems: (lang) => allDictItems(database.db, registry, lang),
        accessOf: permissions.accessOf,
      });
      registerTenancy(api, async (request) => (await permissions.userAccess(request)).tenants);
      registerPermissionApis(api, { ...deps, registry, permissions });
      const realtime = await registerRealtime(api, {
        ...deps,
        ...(config.database.kind === 'postgres' ? { pgUrl: config.database.url } : {}),
        permissions,
        resolveSession,
      });
      shareAcrossInstances(api, database.db, permissions, realtime.signals);
      registerNotice(api, { ...deps, realtime });
      registerContent(api, deps);
      registerTransport(api, deps);
      registerParcel(deps);
      registerPricing(api, deps);
      registerDashboard(api, { ...deps, hub: realtime.hub, trace, diskPath: deps.uploadRoot });
      // Every module has declared its plugins: one that names what the registry lacks stops the start.
      deps.extensions.add(...platformDataPlugins({ ...deps, registry }), ...uploadRefPlugins(models));
      deps.extensions.validate(models);
      registerCrudRoutes(api, deps);
      registerExcelRoutes(api, deps);
      registerPlatformData(api, { ...deps, registry, apiBase: config.apiBase });
      await api.register(fileRoutes, {
        root: resolve(config.uploadDir),
        maxBytes: opts.uploadMaxBytes ?? config.uploadMaxBytes,
        db: database.db,
        quota: config.uploadQuota,
        crud: deps,
      });
      registerReportRoutes(api, { ...deps, registry });
      registerSavedQueryRoutes(api, deps);
      mail.register(api);
      jobs.register(api);
      registerDemoRoutes(api, deps, {
        hint: config.nodeEnv !== 'test' && !!opts.spaDir,
        // The demo load writes roles and grants itself: the access caches follow at once.
        onLoaded: permissions.invalidate,
      });
      // Development-only routes (the Schema Studio, dev/studio/), behind the same session, signing and
      // permission hooks; a production start never passes any.
      await opts.devRoutes?.(api, { db: database.db, dialect: database.dialect });
    },
    { prefix: config.apiBase },
  );
  try {
    await jobs.seed();
  } catch (err) {
    await app.close();
    throw err;
  }
  return { app, signSecret, ...(adminPassword !== undefined ? { adminPassword } : {}) };
}
