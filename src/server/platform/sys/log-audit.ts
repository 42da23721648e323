// Operation log (docs/architecture.md#audit): every write API call (POST, PUT, DELETE) by a signed-in user gets a
// sys_log row (logType 2) once the answer is sent: operateType by operation, account, IP, URL, status,
// duration. Query parameters are kept with secrets masked; request bodies are never stored (they may
// hold passwords). Sign-in and sign-out are logged by the session code (logType 1). A route that
// writes its own, more descriptive row may opt out with `config: { audit: false }`.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Registry } from '../../../../runtime/core/registry.ts';
import type { Db } from '../../engine/db/database.ts';
import { nowText } from '../../engine/db/time.ts';
import { uuidv7 } from '../../engine/db/uuid.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route writes its own sys_log row; true: a GET logged like a write (Excel export). */
    audit?: boolean;
  }
}

const notes = new WeakMap<FastifyRequest, string>();

/** A short note appended to this request's sys_log content (e.g. an import's row counts). */
export function noteAudit(request: FastifyRequest, note: string): void {
  notes.set(request, note);
}

export const OPERATE = { query: 1, add: 2, edit: 3, delete: 4, import: 5, export: 6 } as const;

const OP_TEXT: Record<number, string> = { 2: '添加', 3: '编辑', 4: '删除', 5: '导入', 6: '导出' };
const SECRET_KEY = /pass|pwd|secret|token|salt|captcha|sign/i;
const SKIP = /\/sys\/(login|logout|phoneLogin|mLogin)$/;

export function operateType(method: string, url: string): number {
  if (/\/importExcel$/.test(url)) return OPERATE.import;
  if (/\/exportXls$/.test(url)) return OPERATE.export;
  if (method === 'DELETE' || /\/delete(Batch)?$/.test(url)) return OPERATE.delete;
  if (method === 'POST' && /\/add$/.test(url)) return OPERATE.add;
  return OPERATE.edit;
}

/** Query parameters as JSON with secret-looking keys masked, at most 2000 characters. */
export function safeParams(url: string): string | null {
  const params: Record<string, string> = {};
  new URLSearchParams(url.split('?')[1] ?? '').forEach((v, k) => {
    if (k !== '_t') params[k] = SECRET_KEY.test(k) ? '******' : v;
  });
  return Object.keys(params).length ? JSON.stringify(params).slice(0, 2000) : null;
}

export function registerOperationLog(app: FastifyInstance, db: Db, registry: Registry, apiBase: string): void {
  const titles = new Map(Object.values(registry.entities).map((e) => [`${apiBase}${e.api}`, e.title.zh]));

  async function write(request: FastifyRequest, reply: FastifyReply) {
    const route = request.routeOptions.url ?? '';
    const type = operateType(request.method, route);
    const entity = titles.get(route.replace(/\/[^/]+$/, ''));
    const note = notes.get(request);
    const what = `${entity ? `${OP_TEXT[type] ?? ''}${entity}` : route.slice(apiBase.length)}${note ? ` ${note}` : ''}`;
    const user = request.user!;
    await db
      .insertInto('sys_log')
      .values({
        id: uuidv7(),
        log_type: 2,
        log_content: `${what}${reply.statusCode >= 400 ? ` (失败 ${reply.statusCode})` : ''}`.slice(0, 1000),
        operate_type: type,
        userid: user.username.slice(0, 32),
        username: (user.realname ?? user.username).slice(0, 64),
        ip: request.ip.slice(0, 64),
        method: request.method,
        request_url: request.url.split('?')[0].slice(0, 255),
        request_param: safeParams(request.url),
        cost_time: Math.round(reply.elapsedTime),
        create_by: user.username,
        create_time: nowText(),
        version: 1,
      })
      .execute();
  }

  app.addHook('onResponse', (request, reply, done) => {
    const audit = request.routeOptions.config.audit;
    const isWrite = request.method === 'POST' || request.method === 'PUT' || request.method === 'DELETE';
    if (!(isWrite || audit === true) || !request.user || audit === false || SKIP.test(request.routeOptions.url ?? '')) {
      return done();
    }
    // The answer is already sent: a failure to log is reported, never turned into an error response.
    write(request, reply)
      .catch((err: unknown) => request.log.error({ err }, 'operation log write failed'))
      .then(() => done());
  });
}
