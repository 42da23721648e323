// What a CRUD handler needs from the app and from the request.
import type { FastifyRequest } from 'fastify';
import type { Lang } from '../../../../runtime/core/registry.ts';
import type { ImportLimitsConfig } from '../../config/config.ts';
import type { Db, Dialect } from '../db/database.ts';
import type { Authorize, SessionUser } from '../plugins/auth.ts';
import { langOf } from '../plugins/i18n.ts';
import { tenantOf } from '../plugins/tenancy.ts';
import type { Cond } from '../db/filter.ts';
import type { EntityModel } from './entity-model.ts';
import type { Extensions } from './extensions.ts';
import type { Rec } from './records.ts';

/**
 * What the permission layer allows this request on one entity (src/server/platform/permissions computes it):
 * fields it may not see (removed from reads, refused in filters, sorts and writes), fields it may
 * see but not change, and the data-rule scope ANDed to every read, edit and delete.
 */
export interface RowAccess {
  hidden: ReadonlySet<string>;
  readOnly: ReadonlySet<string>;
  scope?: Cond;
  /** The user's current department: new rows record it in sys_org_code (rules like #{sys_org_code} read it). */
  orgCode?: string | null;
}

export type AccessResolver = (request: FastifyRequest, model: EntityModel, tenantId: number) => Promise<RowAccess>;

export const OPEN_ACCESS: RowAccess = { hidden: new Set(), readOnly: new Set() };

export interface CrudDeps {
  db: Db;
  dialect: Dialect;
  models: Map<string, EntityModel>;
  /** Field permissions and data rules; everything is open without it (unit-level setups). */
  access?: AccessResolver;
  /** The engine's extension API: per-entity plugins of the modules (extensions.ts). */
  extensions?: Extensions;
  /** Most rows one Excel export may hold (excel/export-route.ts; default 1,000,000). */
  exportRowLimit?: number;
  /** Excel import limits (excel/import-route.ts; defaults DEFAULT_IMPORT_LIMITS of config.ts). */
  importLimits?: Partial<ImportLimitsConfig>;
  /** Absolute upload root: the import's error workbooks are stored under it. */
  uploadRoot?: string;
  /** A separate connection for an all-or-nothing import's one transaction (SQLite files). */
  importWriter?: () => Promise<{ db: Db; close(): Promise<void> }>;
  /**
   * Does this request hold a permission code (the auth plugin's check)? Master-detail Excel uses it:
   * details are exported only with the detail's list code and imported only with its add code.
   * Everything is allowed without it (unit-level setups).
   */
  authorize?: Authorize;
}

/** `deps.authorize`, allowing everything when the app gave none. */
export async function holds(deps: CrudDeps, request: FastifyRequest, code: string): Promise<boolean> {
  return deps.authorize ? deps.authorize(request, code) : true;
}

export interface Ctx {
  db: Db;
  dialect: Dialect;
  lang: Lang;
  tenantId: number;
  user: SessionUser;
  requestId: string;
  access: RowAccess;
  /** Does this request hold a permission code (field guards)? Always true without an authorize hook. */
  holds(code: string): Promise<boolean>;
  /** Work queued by the write stages to run once the write's transaction has committed (pipeline.ts). */
  committed: (() => void)[];
  /** The entity's plugins' own labels of presented records (extensions.ts `present`), when it has any. */
  present?(records: Rec[]): Promise<void>;
}

/** One after-commit queue per request, shared by the contexts of its entities (a master and its details). */
const queues = new WeakMap<FastifyRequest, (() => void)[]>();
function committedOf(request: FastifyRequest): (() => void)[] {
  let q = queues.get(request);
  if (!q) queues.set(request, (q = []));
  return q;
}

/**
 * The context of one entity's write or read in this request. `as` is the user a write of a request
 * without a session is made as (self-registration: the new account): no field permissions, data
 * rules or plugin scope apply then, the route being public.
 */
export async function ctxOf(
  request: FastifyRequest,
  deps: CrudDeps,
  model: EntityModel,
  as?: SessionUser,
): Promise<Ctx> {
  const tenantId = model.tenant ? tenantOf(request) : 0;
  if (!request.user && as) {
    return {
      db: deps.db,
      dialect: deps.dialect,
      lang: langOf(request),
      tenantId,
      user: as,
      requestId: String(request.id),
      access: OPEN_ACCESS,
      holds: () => Promise.resolve(false),
      committed: committedOf(request),
    };
  }
  // Data-rule variables see the request's tenant even on entities that are not tenant-scoped.
  const ruled = deps.access ? await deps.access(request, model, tenantOf(request)) : OPEN_ACCESS;
  const ext = deps.extensions?.of(model.entity.name);
  const scope = await ext?.scope?.(request, tenantOf(request));
  const ctx: Ctx = {
    db: deps.db,
    dialect: deps.dialect,
    lang: langOf(request),
    tenantId,
    user: request.user!,
    requestId: String(request.id),
    // A plugin's scope (extensions.ts) narrows the rows like one more data rule.
    access: scope ? { ...ruled, scope: ruled.scope ? { op: 'and', items: [ruled.scope, scope] } : scope } : ruled,
    holds: (code) => holds(deps, request, code),
    committed: committedOf(request),
  };
  const labels = ext?.present;
  if (labels) ctx.present = (records) => labels(ctx, records, request);
  return ctx;
}

/** The tenant condition every operation on a tenant entity carries. */
export function tenantScope(model: EntityModel, ctx: Ctx): Cond[] {
  return model.tenant ? [{ op: 'eq', column: 'tenant_id', value: ctx.tenantId }] : [];
}

/** Tenant plus data-rule conditions: what reads, edits and deletes of this request may touch. */
export function rowScope(model: EntityModel, ctx: Ctx): Cond[] {
  return ctx.access.scope ? [...tenantScope(model, ctx), ctx.access.scope] : tenantScope(model, ctx);
}
