// The permission service of one app: the catalogue and each user's access, cached in memory and
// dropped whenever a write route with a system code succeeds (every table it reads is a platform
// table, and the platform's write routes carry system codes). With
// several instances on one PostgreSQL the drop is also signalled to the others (`share`, through the
// realtime bus's NOTIFY); a short time-to-live bounds staleness if a signal is lost.
import type { FastifyRequest } from 'fastify';
import type { AccessResolver, RowAccess } from '../../engine/crud/context.ts';
import type { EntityModel } from '../../engine/crud/entity-model.ts';
import type { Db } from '../../engine/db/database.ts';
import { objectId } from '../../engine/db/prepared.ts';
import { HttpError, MESSAGES } from '../../engine/plugins/http-error.ts';
import type { Authorize } from '../../engine/plugins/auth.ts';
import type { Signals } from '../../engine/db/signals.ts';
import { loadCatalog, type Catalog } from './catalog.ts';
import { dataScope, ruleVars } from './data-rules.ts';
import { fieldAccess } from './field-rules.ts';
import { loadUserAccess, type UserAccess } from './user-access.ts';

const TTL_MS = 5_000;
const SIGNAL = 'permissions';

export interface Permissions {
  catalog(): Promise<Catalog>;
  userAccess(request: FastifyRequest): Promise<UserAccess>;
  /**
   * One user's access by id: cached as userAccess is, or read fresh through `via` (a transaction in
   * progress: on SQLite a read on the app's connection would wait for that transaction to end).
   */
  accessOf(userId: string, via?: Db): Promise<UserAccess>;
  authorize: Authorize;
  /** The crud engine's per-request hook: hidden/read-only fields and the data-rule scope. */
  access: AccessResolver;
  /** Drop every cached entry (after writes to the permission tables), here and on the other instances. */
  invalidate(): void;
  /** Send drops to the other instances and apply theirs (several instances on PostgreSQL). */
  share(signals: Signals): void;
}

export function createPermissions(db: Db): Permissions {
  let catalogCache: { at: number; value: Promise<Catalog> } | undefined;
  let users = new Map<string, { at: number; value: Promise<UserAccess> }>();
  const perRequest = new WeakMap<FastifyRequest, Promise<UserAccess>>();

  const fresh = (at: number) => Date.now() - at < TTL_MS;
  const catalog = () => {
    if (!catalogCache || !fresh(catalogCache.at)) {
      const value = loadCatalog(db);
      catalogCache = { at: Date.now(), value };
      value.catch(() => (catalogCache = undefined));
    }
    return catalogCache.value;
  };
  let signals: Signals | undefined;
  const drop = () => {
    catalogCache = undefined;
    users = new Map();
  };
  const invalidate = () => {
    drop();
    signals?.send(SIGNAL);
  };
  const share = (s: Signals) => {
    signals = s;
    s.on(SIGNAL, drop);
  };
  const forUser = async (userId: string) => {
    const hit = users.get(userId);
    if (hit && fresh(hit.at)) return hit.value;
    const value = catalog().then((c) => loadUserAccess(db, c, userId));
    users.set(userId, { at: Date.now(), value });
    value.catch(() => users.delete(userId));
    return value;
  };
  const userAccess = (request: FastifyRequest) => {
    if (!request.user) throw new HttpError(401, MESSAGES.unauthorized);
    let p = perRequest.get(request);
    if (!p) {
      p = forUser(request.user.id);
      perRequest.set(request, p);
    }
    return p;
  };

  const authorize: Authorize = async (request, code) => {
    const c = await catalog();
    const rows = c.byCode.get(code);
    if (!rows) return false; // a code without any sys_permission row: fail closed
    if (rows.every((r) => r.status === '0')) return true; // the rule is switched off
    return (await userAccess(request)).codes.has(code);
  };

  // One answer per user access, entity and tenant while the catalogue and the rule variables (down to
  // the second of #{sys_time}) stay the same: every list of a page asks the same question.
  const memo = new WeakMap<UserAccess, Map<string, { catalog: Catalog; time: string; value: RowAccess }>>();
  const access = async (request: FastifyRequest, model: EntityModel, tenantId: number): Promise<RowAccess> => {
    const [c, ua] = await Promise.all([catalog(), userAccess(request)]);
    const vars = ruleVars(ua, tenantId);
    let perUser = memo.get(ua);
    if (!perUser) memo.set(ua, (perUser = new Map()));
    const key = `${objectId(model)}|${tenantId}`;
    const hit = perUser.get(key);
    if (hit && hit.catalog === c && hit.time === vars.sys_time) return hit.value;
    const { hidden, readOnly } = fieldAccess(model, c, ua);
    const scope = dataScope(model, c, ua, vars);
    const value: RowAccess = { hidden, readOnly, orgCode: ua.orgCode, ...(scope ? { scope } : {}) };
    perUser.set(key, { catalog: c, time: vars.sys_time, value });
    return value;
  };

  const accessOf = async (userId: string, via?: Db) => {
    if (!via) return forUser(userId);
    const c = catalogCache && fresh(catalogCache.at) ? await catalogCache.value : await loadCatalog(via);
    return loadUserAccess(via, c, userId);
  };

  return { catalog, userAccess, accessOf, authorize, access, invalidate, share };
}
