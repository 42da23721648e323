// Server configuration from the environment (docs/decisions.md#24-configuration-contract). Every problem is
// collected and reported at once, by variable name, so an operator fixes them in one go. A leaf: it imports
// nothing of the server, so every layer may read it (config/README.md).
import { fileURLToPath } from 'node:url';

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  /** poolMax: most pooled connections (PG_POOL_MAX, default 10 in db/database.ts). */
  | { kind: 'postgres'; url: string; poolMax?: number };

export type NodeEnv = 'development' | 'production' | 'test';

/** REQUEST_LOG: how many log lines a request writes (platform/ops/request-log.ts). */
export type RequestLogMode = 'one' | 'full' | 'errors';
export const REQUEST_LOG_MODES: readonly RequestLogMode[] = ['one', 'full', 'errors'];

export interface Config {
  port: number;
  host: string;
  database: DatabaseConfig;
  /** Mount point of every API route, e.g. /jeecg-boot (no trailing slash). */
  apiBase: string;
  /** Password of the first `admin`, used only when that account is created. */
  adminPassword?: string;
  signSecret?: string;
  appSecret?: string;
  /** Whether sign-in requires the image captcha. */
  captcha: boolean;
  /** Whether this instance runs the job scheduler (SCHEDULER on/off; default on, off under NODE_ENV=test). */
  scheduler: boolean;
  /** Lines per request in the log (REQUEST_LOG one/full/errors, default one: ops/request-log.ts). */
  requestLog: RequestLogMode;
  uploadDir: string;
  /** Largest accepted upload in bytes (UPLOAD_MAX_MB, default 10 MB). */
  uploadMaxBytes: number;
  /** Per-user upload quota (src/server/platform/files): UPLOAD_PER_MINUTE, UPLOAD_USER_MAX_MB. */
  uploadQuota: UploadQuotaConfig;
  /** Excel import limits (src/server/platform/excel): IMPORT_MAX_MB, IMPORT_MAX_ROWS, IMPORT_MAX_UNZIPPED_MB. */
  importLimits: ImportLimitsConfig;
  staticDomain?: string;
  /** Hours without a request after which a session ends (SESSION_IDLE_HOURS, default 8; the 7-day lifetime stays). */
  sessionIdleHours: number;
  /** Whether outbound fetches of configured URLs may reach loopback/private addresses (OUTBOUND_ALLOW_PRIVATE=1). */
  outboundAllowPrivate: boolean;
  /** Code of the role a self-registered user gets (REGISTER_ROLE, default `registered`). */
  registerRole: string;
  nodeEnv: NodeEnv;
}

export interface UploadQuotaConfig {
  /** Most files one user may upload in any minute (UPLOAD_PER_MINUTE, default 30). */
  perMinute: number;
  /** Most bytes one user may have stored in all (UPLOAD_USER_MAX_MB, default 1024 MB). */
  userMaxBytes: number;
}

export const DEFAULT_UPLOAD_QUOTA: UploadQuotaConfig = { perMinute: 30, userMaxBytes: 1024 * 1024 * 1024 };

export interface ImportLimitsConfig {
  /** Largest workbook upload in bytes (IMPORT_MAX_MB, default 20 MB). */
  maxBytes: number;
  /** Most data rows in one workbook (IMPORT_MAX_ROWS, default 1,000,000). */
  maxRows: number;
  /** Most bytes the workbook's parts may inflate to (IMPORT_MAX_UNZIPPED_MB, default 200 MB). */
  maxUnzippedBytes: number;
}

export const DEFAULT_IMPORT_LIMITS: ImportLimitsConfig = {
  maxBytes: 20 * 1024 * 1024,
  maxRows: 1_000_000,
  maxUnzippedBytes: 200 * 1024 * 1024,
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/**
 * A SQLite file: URL as many tools write it: file:/abs/app.db, file:///abs/app.db (percent-decoded),
 * file://localhost/abs/app.db, file:relative/app.db, file::memory:. SQLite URI parameters (?mode=…)
 * are refused rather than taken as part of the file name.
 */
function fileUrl(raw: string): DatabaseConfig | string {
  const rest = raw.slice('file:'.length);
  if (rest === ':memory:') return { kind: 'sqlite', file: ':memory:' };
  if (!rest) return 'file: needs a file path (file:/var/lib/app.db or file:data/app.db)';
  if (/[?#]/.test(rest)) return 'file: URLs with ?parameters are not supported: give the file path only';
  if (!rest.startsWith('/')) return { kind: 'sqlite', file: decodeURIComponent(rest) };
  try {
    return { kind: 'sqlite', file: fileURLToPath(new URL(raw)) };
  } catch (err) {
    return `is not a valid file: URL (${(err as Error).message})`;
  }
}

export function parseDatabaseUrl(raw: string): DatabaseConfig | string {
  if (/^postgres(ql)?:\/\//i.test(raw)) {
    try {
      new URL(raw);
    } catch {
      return 'is not a valid PostgreSQL URL';
    }
    return { kind: 'postgres', url: raw };
  }
  if (raw === ':memory:' || raw === 'sqlite::memory:') return { kind: 'sqlite', file: ':memory:' };
  if (raw.startsWith('sqlite:')) {
    const file = raw.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    return file ? { kind: 'sqlite', file } : 'sqlite: needs a file path (sqlite:data/app.db)';
  }
  if (/^file:/i.test(raw)) return fileUrl(raw);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw)) {
    return 'must be postgres://..., postgresql://..., sqlite:<path>, file:<path>, a file path or :memory:';
  }
  return { kind: 'sqlite', file: raw };
}

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const v = env[name];
    return v === undefined || v.trim() === '' ? undefined : v.trim();
  };

  const nodeEnvRaw = value('NODE_ENV') ?? 'development';
  let nodeEnv: NodeEnv = 'development';
  if (nodeEnvRaw === 'development' || nodeEnvRaw === 'production' || nodeEnvRaw === 'test') nodeEnv = nodeEnvRaw;
  else problems.push(`NODE_ENV: "${nodeEnvRaw}" must be development, production or test`);

  let port = 3000;
  const portRaw = value('PORT');
  if (portRaw !== undefined) {
    port = Number(portRaw);
    if (!/^\d+$/.test(portRaw) || port > 65535) problems.push(`PORT: "${portRaw}" must be an integer from 0 to 65535`);
  }

  const host = value('HOST') ?? '127.0.0.1';
  if (/\s|\//.test(host)) problems.push(`HOST: "${host}" is not a host name or address`);

  let database: DatabaseConfig = { kind: 'sqlite', file: 'data/app.db' };
  const dbRaw = value('DATABASE_URL');
  if (dbRaw !== undefined) {
    const parsed = parseDatabaseUrl(dbRaw);
    if (typeof parsed === 'string') problems.push(`DATABASE_URL: ${parsed}`);
    else database = parsed;
  }
  const poolRaw = value('PG_POOL_MAX');
  if (poolRaw !== undefined) {
    const n = Number(poolRaw);
    if (!/^\d+$/.test(poolRaw) || n < 1 || n > 1000) {
      problems.push(`PG_POOL_MAX: "${poolRaw}" must be an integer from 1 to 1000`);
    } else if (database.kind === 'postgres') database = { ...database, poolMax: n };
  }

  let apiBase = value('API_BASE') ?? '/jeecg-boot';
  apiBase = apiBase.replace(/\/+$/, '');
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(apiBase)) {
    problems.push(`API_BASE: "${env.API_BASE}" must be a path like /jeecg-boot (not the site root)`);
  }

  const adminPassword = env.ADMIN_PASSWORD === '' ? undefined : env.ADMIN_PASSWORD;
  if (adminPassword !== undefined && adminPassword.length < 8) {
    problems.push('ADMIN_PASSWORD: must be at least 8 characters');
  }

  const captchaRaw = (value('CAPTCHA') ?? 'on').toLowerCase();
  const captcha = captchaRaw !== 'off';
  if (captchaRaw !== 'on' && captchaRaw !== 'off') problems.push(`CAPTCHA: "${env.CAPTCHA}" must be on or off`);
  else if (!captcha && nodeEnv === 'production') problems.push('CAPTCHA: off is refused when NODE_ENV=production');

  // Off: this instance serves requests but runs no scheduled jobs (others on the same database may).
  const requestLog = (value('REQUEST_LOG')?.toLowerCase() ?? 'one') as RequestLogMode;
  if (!REQUEST_LOG_MODES.includes(requestLog)) {
    problems.push(`REQUEST_LOG: "${env.REQUEST_LOG}" must be one, full or errors`);
  }
  const schedulerRaw = value('SCHEDULER')?.toLowerCase();
  const scheduler = schedulerRaw === undefined ? nodeEnv !== 'test' : schedulerRaw === 'on';
  if (schedulerRaw !== undefined && schedulerRaw !== 'on' && schedulerRaw !== 'off') {
    problems.push(`SCHEDULER: "${env.SCHEDULER}" must be on or off`);
  }

  const signSecret = value('SIGN_SECRET');
  const appSecret = value('APP_SECRET');
  if (nodeEnv === 'production') {
    if (!signSecret) problems.push('SIGN_SECRET: required when NODE_ENV=production');
    if (!appSecret) problems.push('APP_SECRET: required when NODE_ENV=production');
  }

  const staticDomain = value('STATIC_DOMAIN')?.replace(/\/+$/, '');
  if (staticDomain !== undefined && !/^https?:\/\/[^\s/]+(\/\S*)?$/.test(staticDomain)) {
    problems.push(`STATIC_DOMAIN: "${staticDomain}" must be an http(s) URL`);
  }

  let uploadMaxBytes = 10 * 1024 * 1024;
  const uploadMaxRaw = value('UPLOAD_MAX_MB');
  if (uploadMaxRaw !== undefined) {
    const mb = Number(uploadMaxRaw);
    if (!/^\d+(\.\d+)?$/.test(uploadMaxRaw) || mb <= 0 || mb > 1024) {
      problems.push(`UPLOAD_MAX_MB: "${uploadMaxRaw}" must be a number of megabytes above 0, at most 1024`);
    } else uploadMaxBytes = Math.round(mb * 1024 * 1024);
  }

  const megabytes = (name: string, fallback: number, max: number): number => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const mb = Number(raw);
    if (!/^\d+(\.\d+)?$/.test(raw) || mb <= 0 || mb > max) {
      problems.push(`${name}: "${raw}" must be a number of megabytes above 0, at most ${max}`);
      return fallback;
    }
    return Math.round(mb * 1024 * 1024);
  };
  const importLimits: ImportLimitsConfig = {
    maxBytes: megabytes('IMPORT_MAX_MB', DEFAULT_IMPORT_LIMITS.maxBytes, 1024),
    maxRows: DEFAULT_IMPORT_LIMITS.maxRows,
    maxUnzippedBytes: megabytes('IMPORT_MAX_UNZIPPED_MB', DEFAULT_IMPORT_LIMITS.maxUnzippedBytes, 8192),
  };
  const uploadQuota: UploadQuotaConfig = {
    perMinute: DEFAULT_UPLOAD_QUOTA.perMinute,
    userMaxBytes: megabytes('UPLOAD_USER_MAX_MB', DEFAULT_UPLOAD_QUOTA.userMaxBytes, 1024 * 1024),
  };
  const perMinuteRaw = value('UPLOAD_PER_MINUTE');
  if (perMinuteRaw !== undefined) {
    const n = Number(perMinuteRaw);
    if (!/^\d+$/.test(perMinuteRaw) || n < 1 || n > 100_000) {
      problems.push(`UPLOAD_PER_MINUTE: "${perMinuteRaw}" must be an integer from 1 to 100000`);
    } else uploadQuota.perMinute = n;
  }
  const maxRowsRaw = value('IMPORT_MAX_ROWS');
  if (maxRowsRaw !== undefined) {
    const n = Number(maxRowsRaw);
    if (!/^\d+$/.test(maxRowsRaw) || n < 1 || n > 100_000_000) {
      problems.push(`IMPORT_MAX_ROWS: "${maxRowsRaw}" must be an integer from 1 to 100000000`);
    } else importLimits.maxRows = n;
  }

  let sessionIdleHours = 8;
  const idleRaw = value('SESSION_IDLE_HOURS');
  if (idleRaw !== undefined) {
    const h = Number(idleRaw);
    if (!/^\d+(\.\d+)?$/.test(idleRaw) || h <= 0 || h > 168) {
      problems.push(`SESSION_IDLE_HOURS: "${idleRaw}" must be a number of hours above 0, at most 168`);
    } else sessionIdleHours = h;
  }

  const outboundRaw = value('OUTBOUND_ALLOW_PRIVATE') ?? '0';
  if (outboundRaw !== '0' && outboundRaw !== '1') {
    problems.push(`OUTBOUND_ALLOW_PRIVATE: "${outboundRaw}" must be 0 or 1`);
  }

  const registerRole = value('REGISTER_ROLE') ?? 'registered';
  if (!/^[A-Za-z0-9_:-]{1,64}$/.test(registerRole)) {
    problems.push(`REGISTER_ROLE: "${registerRole}" must be a role code (letters, digits, _, :, -)`);
  }

  if (problems.length) throw new ConfigError(problems);
  return {
    port,
    host,
    database,
    apiBase,
    ...(adminPassword !== undefined ? { adminPassword } : {}),
    ...(signSecret ? { signSecret } : {}),
    ...(appSecret ? { appSecret } : {}),
    captcha,
    scheduler,
    requestLog,
    uploadDir: value('UPLOAD_DIR') ?? 'data/uploads',
    uploadMaxBytes,
    uploadQuota,
    importLimits,
    ...(staticDomain ? { staticDomain } : {}),
    sessionIdleHours,
    outboundAllowPrivate: outboundRaw === '1',
    registerRole,
    nodeEnv,
  };
}
