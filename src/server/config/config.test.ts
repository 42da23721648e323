import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseDatabaseUrl } from './config.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toEqual({
      port: 3000,
      host: '127.0.0.1',
      database: { kind: 'sqlite', file: 'data/app.db' },
      apiBase: '/jeecg-boot',
      captcha: true,
      scheduler: true,
      requestLog: 'one',
      uploadDir: 'data/uploads',
      uploadMaxBytes: 10 * 1024 * 1024,
      uploadQuota: { perMinute: 30, userMaxBytes: 1024 * 1024 * 1024 },
      importLimits: { maxBytes: 20 * 1024 * 1024, maxRows: 1_000_000, maxUnzippedBytes: 200 * 1024 * 1024 },
      sessionIdleHours: 8,
      outboundAllowPrivate: false,
      registerRole: 'registered',
      nodeEnv: 'development',
    });
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgresql://u:p@db:5432/app',
      PG_POOL_MAX: '25',
      API_BASE: '/api/',
      ADMIN_PASSWORD: 'Secret#2026',
      SIGN_SECRET: 's1',
      APP_SECRET: 's2',
      CAPTCHA: 'OFF',
      SCHEDULER: 'On',
      REQUEST_LOG: 'Errors',
      UPLOAD_DIR: '/srv/up',
      UPLOAD_MAX_MB: '2.5',
      UPLOAD_PER_MINUTE: '5',
      UPLOAD_USER_MAX_MB: '100',
      SESSION_IDLE_HOURS: '0.5',
      OUTBOUND_ALLOW_PRIVATE: '1',
      REGISTER_ROLE: 'self_signed',
      IMPORT_MAX_MB: '5',
      IMPORT_MAX_ROWS: '1000',
      IMPORT_MAX_UNZIPPED_MB: '50',
      STATIC_DOMAIN: 'https://cdn.example.com/',
      NODE_ENV: 'test',
    });
    expect(c).toEqual({
      port: 8080,
      host: '0.0.0.0',
      database: { kind: 'postgres', url: 'postgresql://u:p@db:5432/app', poolMax: 25 },
      apiBase: '/api',
      adminPassword: 'Secret#2026',
      signSecret: 's1',
      appSecret: 's2',
      captcha: false,
      scheduler: true,
      requestLog: 'errors',
      uploadDir: '/srv/up',
      uploadMaxBytes: 2.5 * 1024 * 1024,
      uploadQuota: { perMinute: 5, userMaxBytes: 100 * 1024 * 1024 },
      importLimits: { maxBytes: 5 * 1024 * 1024, maxRows: 1000, maxUnzippedBytes: 50 * 1024 * 1024 },
      staticDomain: 'https://cdn.example.com',
      sessionIdleHours: 0.5,
      outboundAllowPrivate: true,
      registerRole: 'self_signed',
      nodeEnv: 'test',
    });
  });

  it('lists every problem by variable name in one error', () => {
    const problems = problemsOf({
      PORT: 'abc',
      DATABASE_URL: 'mysql://x/y',
      PG_POOL_MAX: '0',
      API_BASE: '/',
      CAPTCHA: 'maybe',
      SCHEDULER: 'sometimes',
      REQUEST_LOG: 'verbose',
      ADMIN_PASSWORD: 'short',
      STATIC_DOMAIN: 'cdn',
      UPLOAD_MAX_MB: '0',
      UPLOAD_PER_MINUTE: '0',
      UPLOAD_USER_MAX_MB: 'lots',
      SESSION_IDLE_HOURS: '-1',
      OUTBOUND_ALLOW_PRIVATE: 'yes',
      REGISTER_ROLE: 'a b',
      NODE_ENV: 'staging',
    });
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'NODE_ENV',
      'PORT',
      'DATABASE_URL',
      'PG_POOL_MAX',
      'API_BASE',
      'ADMIN_PASSWORD',
      'CAPTCHA',
      'REQUEST_LOG',
      'SCHEDULER',
      'STATIC_DOMAIN',
      'UPLOAD_MAX_MB',
      'UPLOAD_USER_MAX_MB',
      'UPLOAD_PER_MINUTE',
      'SESSION_IDLE_HOURS',
      'OUTBOUND_ALLOW_PRIVATE',
      'REGISTER_ROLE',
    ]);
  });

  it('refuses CAPTCHA=off and missing secrets in production', () => {
    const problems = problemsOf({ NODE_ENV: 'production', CAPTCHA: 'off' });
    expect(problems).toEqual([
      'CAPTCHA: off is refused when NODE_ENV=production',
      'SIGN_SECRET: required when NODE_ENV=production',
      'APP_SECRET: required when NODE_ENV=production',
    ]);
    expect(loadConfig({ NODE_ENV: 'production', SIGN_SECRET: 'a', APP_SECRET: 'b' }).captcha).toBe(true);
  });

  it('runs the scheduler unless SCHEDULER=off, and not under NODE_ENV=test unless SCHEDULER=on', () => {
    expect(loadConfig({}).scheduler).toBe(true);
    expect(loadConfig({ SCHEDULER: 'off' }).scheduler).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SIGN_SECRET: 'a', APP_SECRET: 'b', SCHEDULER: 'OFF' }).scheduler).toBe(
      false,
    );
    expect(loadConfig({ NODE_ENV: 'production', SIGN_SECRET: 'a', APP_SECRET: 'b' }).scheduler).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).scheduler).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', SCHEDULER: 'on' }).scheduler).toBe(true);
    expect(loadConfig({ SCHEDULER: ' ' }).scheduler).toBe(true);
    expect(problemsOf({ SCHEDULER: '0' })).toEqual(['SCHEDULER: "0" must be on or off']);
  });

  it('rejects an out-of-range port', () => {
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT:/);
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
  });
});

describe('parseDatabaseUrl', () => {
  it('accepts postgres URLs, sqlite: paths, plain paths and :memory:', () => {
    expect(parseDatabaseUrl('postgres://postgres@127.0.0.1:5432/postgres')).toEqual({
      kind: 'postgres',
      url: 'postgres://postgres@127.0.0.1:5432/postgres',
    });
    expect(parseDatabaseUrl('sqlite:data/x.db')).toEqual({ kind: 'sqlite', file: 'data/x.db' });
    expect(parseDatabaseUrl('sqlite:///tmp/x.db')).toEqual({ kind: 'sqlite', file: '/tmp/x.db' });
    expect(parseDatabaseUrl('/var/lib/app.db')).toEqual({ kind: 'sqlite', file: '/var/lib/app.db' });
    expect(parseDatabaseUrl(':memory:')).toEqual({ kind: 'sqlite', file: ':memory:' });
    expect(parseDatabaseUrl('sqlite::memory:')).toEqual({ kind: 'sqlite', file: ':memory:' });
  });

  it('accepts file: URLs as other tools write them (not a folder named "file:")', () => {
    expect(parseDatabaseUrl('file:/var/lib/app.db')).toEqual({ kind: 'sqlite', file: '/var/lib/app.db' });
    expect(parseDatabaseUrl('file:///var/lib/app.db')).toEqual({ kind: 'sqlite', file: '/var/lib/app.db' });
    expect(parseDatabaseUrl('file://localhost/var/lib/app.db')).toEqual({ kind: 'sqlite', file: '/var/lib/app.db' });
    expect(parseDatabaseUrl('file:///srv/my%20data/app.db')).toEqual({ kind: 'sqlite', file: '/srv/my data/app.db' });
    expect(parseDatabaseUrl('file:data/app.db')).toEqual({ kind: 'sqlite', file: 'data/app.db' });
    expect(parseDatabaseUrl('file::memory:')).toEqual({ kind: 'sqlite', file: ':memory:' });
    expect(loadConfig({ DATABASE_URL: 'file:/tmp/x/app.db' }).database).toEqual({
      kind: 'sqlite',
      file: '/tmp/x/app.db',
    });
  });

  it('refuses file: URLs it cannot take as a path', () => {
    expect(parseDatabaseUrl('file:')).toMatch(/file: needs a file path/);
    expect(parseDatabaseUrl('file:/tmp/app.db?mode=ro')).toMatch(/\?parameters are not supported/);
    expect(parseDatabaseUrl('file://otherhost/app.db')).toMatch(/is not a valid file: URL/);
    expect(() => loadConfig({ DATABASE_URL: 'file:' })).toThrow(/DATABASE_URL: file: needs a file path/);
  });

  it('explains what is wrong otherwise', () => {
    expect(parseDatabaseUrl('mysql://h/db')).toMatch(/must be postgres/);
    expect(parseDatabaseUrl('sqlite:')).toMatch(/needs a file path/);
  });
});
