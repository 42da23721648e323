// Everything the generic engine needs about one entity, computed once at registration from the
// registry and the wire schemas: field maps, select lists, codecs, dictionary labels, reference
// joins, unique groups, validators. Request handlers only look things up here.
import type { Ajv } from 'ajv';
import type { EntityDef, FieldDef, I18nText, Lang, Registry } from '../../../../runtime/core/registry.ts';
import type { Dialect } from '../db/database.ts';
import { compileBodyValidator, type BodyValidator } from './body-validator.ts';
import { codecFor, type Codec } from './field-codec.ts';
import type { Rec } from './records.ts';
import { entityKeyFields, entityTitleLabeller } from './entity-title-labels.ts';
import { STATE_LOG_ENTITY, STATE_LOG_LABELLED, stateLogLabeller } from './state-log-labels.ts';

export interface WireSchemaSet {
  record: Record<string, unknown>;
  add: Record<string, unknown>;
  edit: Record<string, unknown>;
}

export interface FieldModel {
  def: FieldDef;
  name: string;
  column: string;
  codec: Codec;
  /** Dictionary labels by String(value), per language. */
  dict?: { zh: Map<string, string>; en: Map<string, string> };
  /** A comma list in a filter means IN (dictionary, reference and integer fields). */
  listable: boolean;
  /** LIKE operators apply (text fields). */
  likeable: boolean;
  /** Comparisons and _begin/_end ranges apply (everything but booleans). */
  comparable: boolean;
  /**
   * Not a dictionary or reference, yet the entity's `derive` or a plugin's `present` (extensions.ts
   * `labelled`) gives it a `_dictText` label (exports use it).
   */
  derivedLabel?: boolean;
  /** The column of the field's English companion (x-english): a text search matches either. */
  englishColumn?: string;
}

export interface RefGroup {
  targetTable: string;
  labelColumn: string;
  /** The column of the label's English companion (x-english): English labels take it when filled. */
  englishColumn?: string;
  labelOut?: (v: unknown) => unknown;
  tenant: boolean;
  fields: FieldModel[];
}

export interface ReferencedBy {
  table: string;
  column: string;
  entityTitle: I18nText;
  self: boolean;
}

export interface EntityModel {
  entity: EntityDef;
  table: string;
  tenant: boolean;
  /** Every field by wire name, secret ones included. */
  fields: Map<string, FieldModel>;
  /** Non-secret fields by wire name: what may be read, filtered and sorted. */
  readable: Map<string, FieldModel>;
  /** Fields a client may write (not standard, not read-only). */
  writable: Map<string, FieldModel>;
  /** `column as name` for every readable field. */
  select: string[];
  /** Readable fields whose database value needs converting for the wire. */
  decoders: FieldModel[];
  dictFields: FieldModel[];
  /** Region fields (format area): their names are added as `<field>_dictText`. */
  areaFields: FieldModel[];
  refGroups: RefGroup[];
  refFields: FieldModel[];
  uniqueGroups: FieldModel[][];
  defaultSort: { column: string; desc: boolean };
  parent?: FieldModel;
  referencedBy: ReferencedBy[];
  passwordFields: FieldModel[];
  /** Fields with a write permission of their own (`x-write-permission`; field-guards.ts). */
  guarded: FieldModel[];
  validateAdd: BodyValidator;
  validateEdit: BodyValidator;
  /**
   * Labels computed from other entities' definitions (entity keys' titles, the state history's states
   * and actions), added to presented rows.
   */
  derive?: (rows: Rec[], lang: Lang) => void;
}

/** The model's `derive`: entity keys' titles, and on the state history its fields' other labels. */
function derivedLabels(registry: Registry, e: EntityDef): Pick<EntityModel, 'derive'> {
  const parts: ((rows: Rec[], lang: Lang) => void)[] = [];
  const keys = entityKeyFields(e);
  if (keys.length) parts.push(entityTitleLabeller(registry, keys));
  if (e.name === STATE_LOG_ENTITY) parts.push(stateLogLabeller(registry));
  if (!parts.length) return {};
  return { derive: (rows, lang) => parts.forEach((label) => label(rows, lang)) };
}

export function fieldModel(f: FieldDef, registry: Registry, dialect: Dialect): FieldModel {
  const codec = codecFor(f, dialect);
  const m: FieldModel = {
    def: f,
    name: f.name,
    column: f.column,
    codec,
    listable: !!f.dict || !!f.ref || codec.kind === 'integer' || codec.kind === 'bigint',
    // A region path's names ("上海市 / 上海市 / 徐汇区") are its label (records.ts), in pickers and exports.
    // An entity key's label is its entity's title (entity-title-labels.ts, through the model's derive).
    ...(f.format === 'area' || f.widget === 'entity' ? { derivedLabel: true } : {}),
    likeable: codec.kind === 'string',
    comparable: codec.kind !== 'boolean',
  };
  const dict = f.dict ? registry.dicts[f.dict] : undefined;
  if (dict) {
    m.dict = {
      zh: new Map(dict.items.map((i) => [String(i.value), i.label.zh])),
      en: new Map(dict.items.map((i) => [String(i.value), i.label.en])),
    };
  }
  return m;
}

export function buildEntityModels(
  registry: Registry,
  schemas: Record<string, WireSchemaSet>,
  dialect: Dialect,
  /** Makes the Ajv of the body validators, called once, on the first body checked (body-validator.ts). */
  createAjv: () => Ajv,
): Map<string, EntityModel> {
  let shared: Ajv | undefined;
  const ajv = () => (shared ??= createAjv());
  const models = new Map<string, EntityModel>();
  const all = new Map<string, Map<string, FieldModel>>();
  // The references to each entity, in registry order, gathered in one pass (not one pass over every
  // entity's fields per entity: 60 × 60 entities at each start).
  const refsTo = new Map<string, ReferencedBy[]>();
  for (const e of Object.values(registry.entities)) {
    const fields = new Map(e.fields.map((f) => [f.name, fieldModel(f, registry, dialect)]));
    for (const f of fields.values()) if (f.def.english) f.englishColumn = fields.get(f.def.english)!.column;
    all.set(e.name, fields);
    for (const f of e.fields) {
      const to = f.ref?.entity;
      if (to === undefined) continue;
      const list = refsTo.get(to) ?? [];
      list.push({ table: e.table, column: f.column, entityTitle: e.title, self: to === e.name });
      refsTo.set(to, list);
    }
  }
  for (const e of Object.values(registry.entities)) {
    const fields = all.get(e.name)!;
    const wire = schemas[e.name];
    if (!wire) throw new Error(`no wire schemas for entity ${e.name} (regenerate src/generated)`);
    const readable = new Map([...fields].filter(([, f]) => !f.def.secret));
    const refFields = [...readable.values()].filter((f) => f.def.ref);
    const groups = new Map<string, RefGroup>();
    for (const f of refFields) {
      const target = registry.entities[f.def.ref!.entity];
      const label = all.get(target.name)!.get(f.def.ref!.label)!;
      if (label.def.secret) continue;
      const key = `${target.table}.${label.column}`;
      const g = groups.get(key) ?? {
        targetTable: target.table,
        labelColumn: label.column,
        ...(label.englishColumn ? { englishColumn: label.englishColumn } : {}),
        ...(label.codec.fromDb ? { labelOut: label.codec.fromDb } : {}),
        tenant: target.tenant,
        fields: [],
      };
      g.fields.push(f);
      groups.set(key, g);
    }
    const referencedBy = refsTo.get(e.name) ?? [];
    const [sortField, sortDir] = e.list.sort;
    const sortModel = readable.get(sortField) ?? readable.get('id')!;
    models.set(e.name, {
      entity: e,
      table: e.table,
      tenant: e.tenant,
      fields,
      readable,
      writable: new Map([...fields].filter(([, f]) => !f.def.standard && !f.def.readOnly)),
      select: [...readable.values()].map((f) => (f.column === f.name ? f.column : `${f.column} as ${f.name}`)),
      decoders: [...readable.values()].filter((f) => f.codec.fromDb),
      dictFields: [...readable.values()].filter((f) => f.dict),
      areaFields: [...readable.values()].filter((f) => f.def.format === 'area'),
      refGroups: [...groups.values()],
      refFields,
      uniqueGroups: e.unique.map((g) => g.map((n) => fields.get(n)!)),
      defaultSort: { column: sortModel.column, desc: sortDir === 'desc' },
      ...(e.tree ? { parent: fields.get(e.tree.parentField)! } : {}),
      referencedBy,
      passwordFields: [...fields.values()].filter((f) => f.def.format === 'password'),
      guarded: [...fields.values()].filter((f) => f.def.writePermission),
      validateAdd: compileBodyValidator(ajv, wire.add, e.fields),
      validateEdit: compileBodyValidator(ajv, wire.edit, e.fields),
      ...derivedLabels(registry, e),
    });
    if (e.name === STATE_LOG_ENTITY) {
      for (const n of STATE_LOG_LABELLED) {
        const f = fields.get(n);
        if (f) f.derivedLabel = true;
      }
    }
  }
  return models;
}
