// The Registry: everything the server and the screens know about entities, built by the generator
// from schemas/ and emitted as src/generated/registry.ts. Runtime code reads entities from here and
// never names an entity's fields itself.

/** A text in both product languages. */
export interface I18nText {
  zh: string;
  en: string;
}

export type Lang = 'zh-CN' | 'en';

/** Storage class of a column, mapped to a concrete SQL type per dialect by the migrator. */
export type SqlType =
  'id' | 'varchar' | 'text' | 'integer' | 'bigint' | 'double' | 'boolean' | 'date' | 'datetime' | 'time';

export interface RefDef {
  /** The referenced entity's $id. */
  entity: string;
  /** The referenced entity's field shown as the label. */
  label: string;
}

export interface FieldDef {
  /** Property name on the wire (camelCase). */
  name: string;
  /** Column name in the database (snake_case). */
  column: string;
  title: I18nText;
  type: 'string' | 'integer' | 'number' | 'boolean';
  format?: string;
  sqlType: SqlType;
  /** varchar length. */
  length?: number;
  dict?: string;
  ref?: RefDef;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  /** Never selected, filtered, sorted or exported (passwords, salts, tokens). */
  secret: boolean;
  /** A standard column managed by the engine (id, createBy, version ...). */
  standard: boolean;
  /** Not writable by clients. */
  readOnly: boolean;
  /** UI widget key overriding the format/type lookup (`x-widget`). */
  widget?: string;
  /** Widget and cell options (`x-options`), e.g. {span: 24}, {mode: 'sql'}, {confirm: true}. */
  options?: Record<string, unknown>;
  /** Holds several values joined by commas (checkbox / multi-select / multi pickers). */
  multiple?: boolean;
  /** Least and most values of a multi-valued field (`x-items`). */
  items?: { min?: number; max?: number };
  /** Check rule code (sys_check_rule) the value must pass (`x-check-rule`). */
  checkRule?: string;
  default?: string | number | boolean;
  /** Fill rule code (sys_fill_rule) that generates the value on add when none is given. */
  fillRule?: string;
  /** Permission code needed to write the field (`x-write-permission`), per operation. */
  writePermission?: WritePermission;
  /**
   * The string field of the same entity holding this one's text in English (`x-english`, e.g. a menu's
   * name -> nameEn): English lists, details and reference labels show it when filled (fieldText).
   */
  english?: string;
  /** Help shown under the field's input in the form (`description` + `x-description.en`). */
  help?: I18nText;
}

/** The permission code a write of one field needs, per operation (absent: the route's code suffices). */
export interface WritePermission {
  add?: string;
  edit?: string;
}

/**
 * A body-only field (`x-entity.links`): accepted on add and edit besides the entity's fields and
 * written elsewhere by a module in the same transaction (e.g. a user's role ids, comma-separated).
 */
export interface LinkDef {
  name: string;
  title: I18nText;
  writePermission?: WritePermission;
}

export interface StateTransition {
  name: string;
  /** Button and permission title (`title` + `x-title.en` of the transition). */
  title?: I18nText;
  from: (string | number)[];
  to: string | number;
  permission?: string;
  requires?: string[];
  /**
   * Fields the user types and the action checks against the stored value (a pickup code): the move
   * succeeds only when each matches; the stored value is never written by the action.
   */
  verifies?: string[];
}

export interface StatesDef {
  field: string;
  /**
   * false: a module carries out the moves on routes of its own (the announcement's release and
   * revoke, at the spec's URLs). The engine then adds no action routes, buttons, clients or
   * permission codes for them; the history, its labels and filters work as for any workflow.
   */
  routes?: false;
  transitions: StateTransition[];
}

export interface DetailDef {
  /** Child entity $id. */
  entity: string;
  /** Field of the child holding the master's id. */
  foreignKey: string;
  /** Wire key of the rows in the master's add/edit body and in `GET {api}/details/{key}?id=` (e.g. freightList). */
  key: string;
  /** Child field holding the sort number recomputed on reorder, when the child has one. */
  orderField?: string;
  /** Child fields edited as columns, in order. */
  columns: string[];
  title: I18nText;
}

export interface ListDef {
  columns: string[];
  search: string[];
  sort: [string, 'asc' | 'desc'];
}

/** An index declared in `x-entity.indexes`: fields in order, optionally unique and named. */
export interface IndexDef {
  columns: string[];
  unique?: boolean;
  name?: string;
}

export interface EntityDef {
  /** The schema's $id, e.g. wl_site. */
  name: string;
  title: I18nText;
  table: string;
  /** API path below the API base, e.g. /wl/site. */
  api: string;
  /** Permission prefix, e.g. wl:site. Route codes are `${permission}:${op}`. */
  permission: string;
  tenant: boolean;
  tree?: { parentField: string };
  /** Which generic routes exist: all, read (list, queryById, export) or none (internal link table). */
  routes: 'all' | 'read' | 'none';
  /** May serve as a table dictionary (loadTreeData / loadDict) for its non-secret fields. */
  dictTable: boolean;
  list: ListDef;
  /** Add/edit form layout: fields per row (1, 2 or 3; default 2). */
  form?: { columns: number };
  unique: string[][];
  /** Declared indexes (field names); the generator adds derived ones (see generator/README.md). */
  indexes: IndexDef[];
  /** All fields in order: the schema's own fields first, then the standard columns. */
  fields: FieldDef[];
  states?: StatesDef;
  detail?: DetailDef[];
  /** Body-only fields written by a module (`x-entity.links`). */
  links?: LinkDef[];
  /** The entity's own JSON Schema (draft-07, x- keywords kept), used for forms and validation. */
  schema: JsonSchemaObject;
}

export interface DictItemDef {
  value: string | number;
  label: I18nText;
  /** Tag colour in lists. */
  color?: string;
}

export interface DictDef {
  code: string;
  title: I18nText;
  items: DictItemDef[];
}

export interface MenuDef {
  key: string;
  title: I18nText;
  icon?: string;
  /** Route path in the SPA. */
  path: string;
  /** Entity whose generic list the route shows. */
  entity?: string;
  /** Bespoke page component key. */
  page?: string;
  /** Permission code needed to see it. */
  permission?: string;
  /**
   * Fixed `field: value` conditions of an entity list (e.g. `{roleType: 1}`): always sent with the list
   * query, hidden from the search form, and the values new records start with. A view, not a permission.
   */
  filter?: Record<string, MenuFilterValue>;
  children?: MenuDef[];
}

export type MenuFilterValue = string | number | boolean;

/** One searchable field of a report: a single value, or a `_begin`/`_end` range. */
export interface ReportQueryDef {
  field: string;
  mode: 'single' | 'range';
  /** Not shown in the picker's query form (the caller fixes it, e.g. with self_<field>). */
  hidden?: boolean;
}

/**
 * A declarative read-only report (schemas/reports/<code>.json) over one entity, read through the
 * generic list engine; the popup picker shows it (spec 001 §3, §7.6 /online/cgreport/api/...).
 */
export interface ReportDef {
  code: string;
  title: I18nText;
  /** The source entity's $id. */
  entity: string;
  /** Field names of the entity shown, in order. */
  columns: string[];
  query: ReportQueryDef[];
  sort?: [string, 'asc' | 'desc'];
  /** The code a caller needs: the report's own, else the source entity's `<permission>:list`. */
  permission: string;
  /** Joins, grouping, aggregates and totals (src/server/domain/reports/README.md); absent = a plain list. */
  aggregate?: ReportAggregateDef;
}

/** A field reached from the report's source entity: `alias` '' is the source, else a join's `as`. */
export interface ReportPath {
  alias: string;
  entity: string;
  field: string;
}

/**
 * `one`: the row of `entity` that the x-ref field `from.field` points at. `many`: the rows of `entity`
 * whose x-ref field `by` (followed through `hops`) points at alias `to`, collapsed to one row per `to` row holding the sums
 * of `sums` (each a field of `entity` or, through one of its x-ref fields `via`, of that entity).
 */
export type ReportJoinDef =
  | { kind: 'one'; as: string; entity: string; from: string; field: string }
  | {
      kind: 'many';
      as: string;
      entity: string;
      by: string;
      /** Further x-ref hops after `by` ("orderId.vehicleId.siteId"): the entity reached, the field read on it. */
      hops?: { entity: string; field: string }[];
      to: string;
      sums: { name: string; via?: { field: string; entity: string }; field: string; money: boolean }[];
    };

export type ReportAgg = 'sum' | 'count' | 'avg' | 'min' | 'max';

export interface ReportColumnDef {
  name: string;
  title: I18nText;
  /** The field shown or aggregated (absent for count(*) and computed columns). */
  path?: ReportPath;
  agg?: ReportAgg;
  /** A computed column: the signed sum of other aggregate columns (e.g. income - cost). */
  expr?: { sign: 1 | -1; column: string }[];
  kind: 'money' | 'integer' | 'number' | 'text';
  dict?: string;
}

export interface ReportAggregateDef {
  joins: ReportJoinDef[];
  columns: ReportColumnDef[];
  /** Extra group keys besides the plain columns (e.g. an id when names may repeat). */
  groupBy: ReportPath[];
  /** Query parameters: name -> the path it filters. */
  filters: Record<string, ReportPath>;
  grouped: boolean;
  totals: boolean;
}

export interface Registry {
  entities: Record<string, EntityDef>;
  dicts: Record<string, DictDef>;
  menus: MenuDef[];
  /** Reports by code (schemas/reports). */
  reports?: Record<string, ReportDef>;
}

export interface JsonSchemaObject {
  [key: string]: unknown;
}

/** The operations every generated entity route offers; codes are `${entity.permission}:${op}`. */
export const CRUD_OPERATIONS = [
  'list',
  'queryById',
  'add',
  'edit',
  'delete',
  'deleteBatch',
  'exportXls',
  'importExcel',
] as const;
export type CrudOperation = (typeof CRUD_OPERATIONS)[number];

const READ_OPERATIONS: CrudOperation[] = ['list', 'queryById', 'exportXls'];

/** The generic operations an entity offers, by its `routes` setting. */
export function entityOperations(entity: EntityDef): CrudOperation[] {
  if (entity.routes === 'none') return [];
  if (entity.routes === 'read') return READ_OPERATIONS;
  return [...CRUD_OPERATIONS];
}

/** Widget keys whose value is several choices joined by commas. */
export const MULTI_VALUE_WIDGETS = ['checkbox', 'multi-select'];

export function fieldByName(entity: EntityDef, name: string): FieldDef | undefined {
  return entity.fields.find((f) => f.name === name);
}

export function text(t: I18nText, lang: Lang): string {
  return lang === 'en' ? t.en : t.zh;
}

/** The permission code a route needs; queryById shares the list code as in JeecgBoot. */
export function permissionCode(entity: EntityDef, op: CrudOperation | string): string {
  return `${entity.permission}:${op === 'queryById' ? 'list' : op}`;
}
