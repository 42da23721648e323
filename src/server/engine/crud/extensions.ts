// The engine's extension API (docs/architecture.md, "Write pipeline and extension API"): modules
// extend what the generic engine does for one entity by declaring a plugin, never by matching
// request URLs. Plugins are composed in the order of their module names, so the order in which
// modules register them never changes behaviour; a plugin naming an entity, field or link the
// registry does not have fails the start with a message that names the module.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Cond } from '../db/filter.ts';
import type { Ctx } from './context.ts';
import type { EntityModel } from './entity-model.ts';
import { chainHooks } from './hook-chain.ts';
import type { EntityHooks, Rec, RecordedChange } from './hooks.ts';

export interface EntityPlugin extends EntityHooks {
  /** The declaring module (e.g. `sys`, `notice`): orders composition and names the plugin in errors. */
  module: string;
  entity: string;
  /** Fields (wire names) the plugin reads or writes: each must be a field of the entity. */
  fields?: readonly string[];
  /**
   * A condition ANDed to every read, edit and delete of the entity in this request, like a data rule
   * (e.g. user administration scoped to the request's tenant). Undefined: no restriction.
   */
  scope?(request: FastifyRequest, tenantId: number): Promise<Cond | undefined>;
  /**
   * The stored values of the entity's links (`x-entity.links`) for one record, in the form the body
   * sends them: the field-guard stage compares them with the sent ones to see what an edit changes.
   */
  currentLinks?(db: Db, id: string): Promise<Rec>;
  /** After the write's transaction committed: every change it recorded for the entity. Must not throw. */
  afterCommit?(ctx: Ctx, changes: RecordedChange[]): void;
  /**
   * Another way this request may read the record besides the entity's list permission (a user's own
   * record, an announcement sent to the reader): read-access.ts asks it, e.g. for a file the record
   * holds. Composed as "any plugin says yes".
   */
  readable?(request: FastifyRequest, db: Db, id: string): Promise<boolean>;
  /**
   * After the engine presented records of the entity to this request (list and tree pages, one
   * record, export batches; wire form with their labels): adds labels of its own in place, e.g. the
   * name of the record a state-history row is about. Composed in module order.
   */
  present?(ctx: Ctx, records: Rec[], request: FastifyRequest): Promise<void>;
  /** Fields whose `<field>_dictText` `present` adds: exports write that label (the value where there is none). */
  labelled?: readonly string[];
}

/** The composed plugins of one entity, as the engine's stages call them. */
export interface EntityExtension extends EntityHooks {
  scope?(request: FastifyRequest, tenantId: number): Promise<Cond | undefined>;
  currentLinks?(db: Db, id: string): Promise<Rec>;
  afterCommit?(ctx: Ctx, changes: RecordedChange[]): void;
  readable?(request: FastifyRequest, db: Db, id: string): Promise<boolean>;
  present?(ctx: Ctx, records: Rec[], request: FastifyRequest): Promise<void>;
}

export class Extensions {
  private readonly plugins: EntityPlugin[] = [];
  private composed = new Map<string, EntityExtension | undefined>();
  private started = false;

  add(...plugins: EntityPlugin[]): void {
    for (const p of plugins) {
      if (this.started) {
        throw new Error(`extension: module "${p.module}" declares a plugin for ${p.entity} after the engine started`);
      }
      if (this.plugins.some((q) => q.module === p.module && q.entity === p.entity)) {
        throw new Error(`extension: module "${p.module}" declares two plugins for ${p.entity}; merge them into one`);
      }
      this.plugins.push(p);
    }
    this.composed = new Map();
  }

  /** The entity's plugins composed in module-name order (undefined when it has none). */
  of(entity: string): EntityExtension | undefined {
    if (this.composed.has(entity)) return this.composed.get(entity);
    const mine = this.plugins
      .filter((p) => p.entity === entity)
      .sort((a, b) => (a.module < b.module ? -1 : a.module > b.module ? 1 : 0));
    const out = mine.length ? mine.reduce<EntityExtension>((acc, p) => compose(acc, p), {}) : undefined;
    this.composed.set(entity, out);
    return out;
  }

  /**
   * Every plugin names an entity of the registry and fields it has; every link an entity declares
   * is written by a plugin (its `extraFields`). Throws one error listing every problem. After it, the
   * engine has started: a later `add` throws (a plugin the routes never saw would do nothing).
   */
  validate(models: Map<string, EntityModel>): void {
    this.composed = new Map();
    const problems: string[] = [];
    for (const p of this.plugins) {
      const model = models.get(p.entity);
      if (!model) {
        problems.push(`module "${p.module}" extends entity "${p.entity}", which the registry does not have`);
        continue;
      }
      for (const f of [...(p.fields ?? []), ...(p.labelled ?? [])]) {
        if (!model.fields.has(f)) problems.push(`module "${p.module}" names field "${f}", which ${p.entity} lacks`);
      }
      for (const f of p.labelled ?? []) {
        const field = model.fields.get(f);
        if (field) field.derivedLabel = true;
      }
    }
    for (const model of models.values()) {
      const taken = new Set(this.of(model.entity.name)?.extraFields ?? []);
      for (const link of model.entity.links ?? []) {
        if (!taken.has(link.name)) {
          problems.push(
            `${model.entity.name} declares the link "${link.name}" (x-entity.links) but no module writes it`,
          );
        }
      }
    }
    if (problems.length) throw new Error(`engine extensions:\n  ${problems.join('\n  ')}`);
    this.started = true;
  }
}

function compose(a: EntityExtension, b: EntityPlugin): EntityExtension {
  const out: EntityExtension = chainHooks(a, b);
  if (a.scope && b.scope) {
    const [x, y] = [a.scope, b.scope];
    out.scope = async (request, tenantId) => {
      const items = [await x(request, tenantId), await y(request, tenantId)].filter((c): c is Cond => !!c);
      return items.length === 0 ? undefined : items.length === 1 ? items[0] : { op: 'and', items };
    };
  } else out.scope = a.scope ?? b.scope;
  if (a.currentLinks && b.currentLinks) {
    const [x, y] = [a.currentLinks, b.currentLinks];
    out.currentLinks = async (db, id) => ({ ...(await x(db, id)), ...(await y(db, id)) });
  } else out.currentLinks = a.currentLinks ?? b.currentLinks;
  if (a.afterCommit && b.afterCommit) {
    const [x, y] = [a.afterCommit, b.afterCommit];
    out.afterCommit = (ctx, changes) => {
      x(ctx, changes);
      y(ctx, changes);
    };
  } else out.afterCommit = a.afterCommit ?? b.afterCommit;
  if (a.readable && b.readable) {
    const [x, y] = [a.readable, b.readable];
    out.readable = async (request, db, id) => (await x(request, db, id)) || y(request, db, id);
  } else out.readable = a.readable ?? b.readable;
  if (a.present && b.present) {
    const [x, y] = [a.present, b.present];
    out.present = async (ctx, records, request) => {
      await x(ctx, records, request);
      await y(ctx, records, request);
    };
  } else out.present = a.present ?? b.present;
  for (const k of ['scope', 'currentLinks', 'afterCommit', 'readable', 'present'] as const) if (!out[k]) delete out[k];
  // chainHooks copies every key of b, including the plugin's own module, entity and fields.
  const o = out as Record<string, unknown>;
  delete o.module;
  delete o.entity;
  delete o.fields;
  delete o.labelled;
  return out;
}
