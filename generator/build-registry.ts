// Turn validated schema files into the Registry, checking what the meta-schema cannot: references
// between files, list/search/sort/unique fields that exist, and duplicate tables or API paths.
import {
  MULTI_VALUE_WIDGETS,
  type DetailDef,
  type DictDef,
  type EntityDef,
  type FieldDef,
  type I18nText,
  type MenuDef,
  type MenuFilterValue,
  type Registry,
  type SqlType,
  type WritePermission,
} from '../runtime/core/registry.ts';
import { buildReports, checkPopupFields } from './build-reports.ts';
import { checkField } from './check-fields.ts';
import { checkStates } from './check-states.ts';
import { checkRefLabels } from './check-refs.ts';
import { olderNewer } from './newer-file.ts';
import { declaredIndexes } from './declared-indexes.ts';
import { SchemaError, type LoadedSchemas, type SchemaProblem } from './load.ts';
import { standardFields } from './standard-fields.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

const i18n = (node: Json): I18nText => ({ zh: node.title, en: node['x-title'].en });

function sqlTypeOf(prop: Json): { sqlType: SqlType; length?: number } {
  const format = prop.format as string | undefined;
  if (prop.type === 'boolean') return { sqlType: 'boolean' };
  if (prop.type === 'integer') return { sqlType: 'integer' };
  if (prop.type === 'number') return { sqlType: format === 'money' ? 'bigint' : 'double' };
  if (format === 'date') return { sqlType: 'date' };
  if (format === 'date-time') return { sqlType: 'datetime' };
  if (format === 'time') return { sqlType: 'time' };
  if (format === 'richtext' || (prop.maxLength ?? 0) > 4000) return { sqlType: 'text' };
  if (prop['x-ref']) return { sqlType: 'id' };
  // A password column stores the scrypt hash, not the plain text the maxLength bounds.
  if (format === 'password') return { sqlType: 'varchar', length: 255 };
  return { sqlType: 'varchar', length: prop.maxLength ?? 255 };
}

function buildField(name: string, prop: Json, required: boolean): FieldDef {
  const f: FieldDef = {
    name,
    column: snakeCase(name),
    title: i18n(prop),
    type: prop.type,
    ...sqlTypeOf(prop),
    required,
    secret: prop['x-secret'] === true || prop.format === 'password',
    standard: false,
    readOnly: prop.readOnly === true,
  };
  const widget = prop['x-widget'] as string | undefined;
  if ((widget && MULTI_VALUE_WIDGETS.includes(widget)) || prop['x-options']?.multi === true) f.multiple = true;
  const optional: [keyof FieldDef, unknown][] = [
    ['format', prop.format],
    ['dict', prop['x-dict']],
    ['ref', prop['x-ref']],
    ['minLength', prop.minLength],
    ['maxLength', prop.maxLength],
    ['minimum', prop.minimum],
    ['maximum', prop.maximum],
    ['pattern', prop.pattern],
    ['widget', prop['x-widget']],
    ['default', prop.default],
    ['fillRule', prop['x-fill-rule']],
    ['options', prop['x-options']],
    ['items', prop['x-items']],
    ['checkRule', prop['x-check-rule']],
    ['english', prop['x-english']],
    ['help', prop.description === undefined ? undefined : { zh: prop.description, en: prop['x-description'].en }],
  ];
  for (const [k, v] of optional) if (v !== undefined) (f as unknown as Json)[k] = v;
  if (prop['x-write-permission'] !== undefined) f.writePermission = writePermission(prop['x-write-permission']);
  return f;
}

/** `x-english` names another plain string field of the entity, itself without `x-english`. */
function checkEnglish(file: string, f: FieldDef, own: FieldDef[], problems: SchemaProblem[]): void {
  const pointer = `/properties/${f.name}/x-english`;
  const target = own.find((o) => o.name === f.english);
  const refuse = (message: string) => problems.push({ file, pointer, message });
  if (f.type !== 'string' || f.secret) refuse(`x-english fits a plain string field only, not "${f.name}"`);
  else if (!target) refuse(`x-english names "${f.english}", which is not a field of this entity`);
  else if (target.name === f.name) refuse('x-english names the field itself');
  else if (target.type !== 'string' || target.secret || target.dict || target.ref || target.english)
    refuse(`x-english names "${target.name}", which is not a plain string field`);
}

/** A `transition` field names, in x-options `entityField`, the field holding its entity (an `entity` one). */
function checkTransitionField(file: string, f: FieldDef, own: FieldDef[], problems: SchemaProblem[]): void {
  const name = f.options?.entityField;
  const target = own.find((o) => o.name === name);
  if (target?.widget === 'entity') return;
  problems.push({
    file,
    pointer: `/properties/${f.name}/x-options/entityField`,
    message: `a "transition" field needs x-options entityField naming a field of this entity with x-widget "entity"${
      typeof name === 'string' ? `; "${name}" is ${target ? 'not one' : 'not a field of this entity'}` : ''
    }`,
  });
}

/** `x-write-permission`: one code for add and edit, or one per operation. */
function writePermission(v: string | WritePermission): WritePermission {
  return typeof v === 'string' ? { add: v, edit: v } : { ...v };
}

function buildEntity(file: string, s: Json, problems: SchemaProblem[]): EntityDef {
  const x = s['x-entity'];
  const required: string[] = s.required ?? [];
  const props = s.properties as Json;
  const own = Object.entries(props).map(([name, p]) => buildField(name, p, required.includes(name)));
  for (const [name, p] of Object.entries(props)) checkField(file, name, p, problems);
  const std = standardFields(x.tenant === true);
  for (const f of own) {
    if (std.some((sf) => sf.name === f.name)) {
      problems.push({
        file,
        pointer: `/properties/${f.name}`,
        message: `"${f.name}" is a standard column the engine adds; remove it`,
      });
    }
  }
  const names = new Set([...own, ...std].map((f) => f.name));
  const need = (pointer: string, name: string) => {
    if (!names.has(name)) problems.push({ file, pointer, message: `unknown field "${name}"` });
  };
  required.forEach(
    (n, i) =>
      props[n] === undefined &&
      problems.push({ file, pointer: `/required/${i}`, message: `required field "${n}" is not in properties` }),
  );
  (x.list.columns as string[]).forEach((n, i) => need(`/x-entity/list/columns/${i}`, n));
  ((x.list.search ?? []) as string[]).forEach((n, i) => need(`/x-entity/list/search/${i}`, n));
  const sort = (x.list.sort ?? ['id', 'desc']) as [string, 'asc' | 'desc'];
  need('/x-entity/list/sort/0', sort[0]);
  const indexes = declaredIndexes(file, x, names, problems);
  if (x.tree) need('/x-entity/tree/parentField', x.tree.parentField);
  for (const f of own) if (f.english) checkEnglish(file, f, own, problems);
  for (const f of own) if (f.widget === 'transition') checkTransitionField(file, f, own, problems);
  const states = s['x-states'];
  if (states) {
    need('/x-states/field', states.field);
    (states.transitions as Json[]).forEach((t, i) => {
      ((t.requires ?? []) as string[]).forEach((n, j) => need(`/x-states/transitions/${i}/requires/${j}`, n));
      ((t.verifies ?? []) as string[]).forEach((n, j) => need(`/x-states/transitions/${i}/verifies/${j}`, n));
      ((t.verifies ?? []) as string[])
        .filter((n) => ((t.requires ?? []) as string[]).includes(n))
        .forEach((n) =>
          problems.push({
            file,
            pointer: `/x-states/transitions/${i}/verifies`,
            message: `"${n}" cannot be both required (written) and verified (checked) by one transition`,
          }),
        );
    });
  }
  for (const f of own) {
    if (f.multiple && f.type !== 'string')
      problems.push({
        file,
        pointer: `/properties/${f.name}/type`,
        message: `"${f.name}" holds several values joined by commas, so its type must be string`,
      });
    if (f.items && !f.multiple)
      problems.push({
        file,
        pointer: `/properties/${f.name}/x-items`,
        message: `x-items needs a multi-valued widget (checkbox, multi-select or x-options.multi)`,
      });
    if (f.secret && (x.list.columns as string[]).includes(f.name)) {
      problems.push({
        file,
        pointer: '/x-entity/list/columns',
        message: `secret field "${f.name}" cannot be a list column`,
      });
    }
  }
  const schema: Json = { ...s };
  delete schema.$schema;
  return {
    name: s.$id,
    title: i18n(s),
    table: x.table,
    api: x.api,
    permission: x.permission,
    tenant: x.tenant === true,
    routes: x.routes ?? 'all',
    dictTable: x.dictTable === true,
    ...(x.tree ? { tree: { parentField: x.tree.parentField } } : {}),
    list: { columns: x.list.columns, search: x.list.search ?? [], sort },
    form: { columns: x.form?.columns ?? 2 },
    unique: x.unique ?? [],
    indexes,
    fields: [...own, ...std],
    ...(states
      ? {
          states: {
            field: states.field,
            ...(states.routes === false ? { routes: false } : {}),
            transitions: (states.transitions as Json[]).map((t) => ({
              name: t.name,
              ...(t.title && t['x-title']?.en ? { title: i18n(t) } : {}),
              from: t.from,
              to: t.to,
              ...(t.permission ? { permission: t.permission } : {}),
              ...(t.requires ? { requires: t.requires } : {}),
              ...(t.verifies ? { verifies: t.verifies } : {}),
            })),
          },
        }
      : {}),
    ...(s['x-detail']
      ? {
          detail: (s['x-detail'] as Json[]).map((d) => ({
            entity: d.entity,
            foreignKey: d.foreignKey,
            key: d.key ?? detailKey(d.entity as string),
            ...(d.orderField ? { orderField: d.orderField } : {}),
            columns: d.columns ?? [],
            title: i18n(d),
          })),
        }
      : {}),
    ...(x.links
      ? {
          links: Object.entries(x.links as Record<string, Json>).map(([name, l]) => ({
            name,
            title: i18n(l),
            ...(l['x-write-permission'] ? { writePermission: writePermission(l['x-write-permission']) } : {}),
          })),
        }
      : {}),
    schema,
  };
}

const FILTER_TYPES: Record<string, (v: unknown) => boolean> = {
  string: (v) => typeof v === 'string',
  integer: (v) => Number.isInteger(v),
  number: (v) => typeof v === 'number' && Number.isFinite(v),
  boolean: (v) => typeof v === 'boolean',
};

/** A menu's fixed list filter: an object of fields of its entity with values of the field's type. */
function menuFilter(
  raw: unknown,
  entity: EntityDef | undefined,
  dicts: Record<string, DictDef>,
  pointer: string,
  problems: SchemaProblem[],
): Record<string, MenuFilterValue> | undefined {
  const problem = (at: string, message: string) => problems.push({ file: 'menus.json', pointer: at, message });
  if (!entity) return (problem(pointer, 'a filter needs the menu entry to show an entity list'), undefined);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || !Object.keys(raw).length)
    return (problem(pointer, 'a filter must be an object of field: value conditions'), undefined);
  const filter: Record<string, MenuFilterValue> = {};
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    const field = entity.fields.find((f) => f.name === name);
    if (!field || field.secret) problem(`${pointer}/${name}`, `"${name}" is not a field of ${entity.name}`);
    else if (!FILTER_TYPES[field.type]?.(value)) problem(`${pointer}/${name}`, `must be a value of type ${field.type}`);
    else if (field.dict && dicts[field.dict] && !dicts[field.dict]!.items.some((it) => it.value === value))
      problem(`${pointer}/${name}`, `${String(value)} is not a code of dictionary "${field.dict}"`);
    else filter[name] = value as MenuFilterValue;
  }
  return filter;
}

function buildMenus(
  raw: Json[],
  entities: Record<string, EntityDef>,
  dicts: Record<string, DictDef>,
  problems: SchemaProblem[],
  base = '',
): MenuDef[] {
  return raw.map((m, i) => {
    const pointer = `${base}/${i}`;
    if (typeof m.key !== 'string' || typeof m.path !== 'string' || typeof m.title !== 'string' || !m['x-title']?.en) {
      problems.push({ file: 'menus.json', pointer, message: 'a menu entry needs key, path, title and x-title.en' });
      return { key: String(m.key), title: { zh: '', en: '' }, path: '' };
    }
    const entity = m.entity ? entities[m.entity] : undefined;
    if (m.entity && !entity)
      problems.push({ file: 'menus.json', pointer: `${pointer}/entity`, message: `unknown entity "${m.entity}"` });
    const menu: MenuDef = { key: m.key, title: i18n(m), path: m.path };
    if (m.icon) menu.icon = m.icon;
    if (m.entity) menu.entity = m.entity;
    if (m.page) menu.page = m.page;
    if (typeof m.permission === 'string') menu.permission = m.permission;
    else if (entity) menu.permission = `${entity.permission}:list`;
    if (m.filter !== undefined) {
      const filter = menuFilter(m.filter, entity, dicts, `${pointer}/filter`, problems);
      if (filter) menu.filter = filter;
    }
    if (Array.isArray(m.children))
      menu.children = buildMenus(m.children, entities, dicts, problems, `${pointer}/children`);
    return menu;
  });
}

export function buildRegistry(loaded: LoadedSchemas): Registry {
  // Problems of the files the loader left out come first; the cross-file checks still run on the others.
  const problems: SchemaProblem[] = [...(loaded.problems ?? [])];
  const invalid = loaded.invalid ?? {
    entities: new Set<string>(),
    dicts: new Set<string>(),
    reports: new Set<string>(),
  };
  const dicts: Record<string, DictDef> = {};
  for (const { file, data } of loaded.dicts) {
    const d = data as Json;
    if (dicts[d.code]) problems.push({ file, pointer: '/code', message: `dictionary "${d.code}" is defined twice` });
    dicts[d.code] = {
      code: d.code,
      title: i18n(d),
      items: (d.items as Json[]).map((it) => ({
        value: it.value,
        label: i18n(it),
        ...(it.color ? { color: it.color } : {}),
      })),
    };
  }
  const entities: Record<string, EntityDef> = {};
  const files: Record<string, string> = {};
  const seen = {
    table: new Map<string, string>(),
    api: new Map<string, string>(),
    permission: new Map<string, string>(),
  };
  // A duplicate is blamed on the newer of the two files (untracked by git, else modified later).
  const duplicate = (other: string, file: string, pointer: string, message: (older: string) => string) => {
    const [older, newer] = olderNewer(loaded.root, other, file);
    problems.push({ file: newer, pointer, message: message(older) });
  };
  for (const { file, data } of loaded.entities) {
    const e = buildEntity(file, data as Json, problems);
    if (entities[e.name])
      duplicate(files[e.name], file, '/$id', (older) => `entity "${e.name}" is also defined in ${older}`);
    for (const key of ['table', 'api', 'permission'] as const) {
      const other = seen[key].get(e[key]);
      const what = key === 'permission' ? 'permission prefix' : key;
      if (other)
        duplicate(other, file, `/x-entity/${key}`, (older) => `${what} "${e[key]}" is already used by ${older}`);
      else seen[key].set(e[key], file);
    }
    entities[e.name] = e;
    files[e.name] = file;
  }
  for (const e of Object.values(entities)) {
    for (const f of e.fields) {
      const pointer = `/properties/${f.name}`;
      if (f.dict && !dicts[f.dict] && !invalid.dicts.has(f.dict))
        problems.push({ file: files[e.name], pointer: `${pointer}/x-dict`, message: `unknown dictionary "${f.dict}"` });
      if (f.ref) {
        const target = entities[f.ref.entity];
        if (!target) {
          if (!invalid.entities.has(f.ref.entity))
            problems.push({
              file: files[e.name],
              pointer: `${pointer}/x-ref/entity`,
              message: `unknown entity "${f.ref.entity}"`,
            });
        } else if (!target.fields.some((t) => t.name === f.ref!.label)) {
          problems.push({
            file: files[e.name],
            pointer: `${pointer}/x-ref/label`,
            message: `entity "${f.ref.entity}" has no field "${f.ref.label}"`,
          });
        }
      }
    }
    for (const [i, d] of (e.detail ?? []).entries()) {
      const child = entities[d.entity];
      if (!child && invalid.entities.has(d.entity)) continue;
      if (!child)
        problems.push({
          file: files[e.name],
          pointer: `/x-detail/${i}/entity`,
          message: `unknown entity "${d.entity}"`,
        });
      else if (!child.fields.some((f) => f.name === d.foreignKey)) {
        problems.push({
          file: files[e.name],
          pointer: `/x-detail/${i}/foreignKey`,
          message: `entity "${d.entity}" has no field "${d.foreignKey}"`,
        });
      } else
        completeDetail(d, child, `/x-detail/${i}`, (pointer, message) =>
          problems.push({ file: files[e.name], pointer, message }),
        );
    }
  }
  for (const e of Object.values(entities)) {
    checkStates(files[e.name], e, dicts, invalid.dicts, problems);
    checkRefLabels(files[e.name], e, entities, problems);
  }
  const menus = loaded.menus ? buildMenus(loaded.menus.data as Json[], entities, dicts, problems) : [];
  const reports = buildReports(loaded.reports, entities, problems);
  checkPopupFields(entities, files, reports, problems);
  if (problems.length) throw new SchemaError(problems);
  return { entities, dicts, menus, reports };
}

/** The default wire key of a detail: wl_zone_freight_detail -> zoneFreightDetailList. */
function detailKey(entity: string): string {
  const words = entity.split('_').slice(1);
  return words.map((w, i) => (i ? w[0].toUpperCase() + w.slice(1) : w)).join('') + 'List';
}

/** Fills a detail's default columns and sort field from its child entity and checks the named ones. */
function completeDetail(
  d: DetailDef,
  child: EntityDef,
  pointer: string,
  problem: (pointer: string, message: string) => void,
): void {
  const names = new Set(child.fields.map((f) => f.name));
  if (d.orderField && !names.has(d.orderField))
    problem(`${pointer}/orderField`, `entity "${child.name}" has no field "${d.orderField}"`);
  if (!d.orderField && names.has('orderNum')) d.orderField = 'orderNum';
  d.columns.forEach((c, j) => {
    if (!names.has(c)) problem(`${pointer}/columns/${j}`, `entity "${child.name}" has no field "${c}"`);
  });
  if (!d.columns.length)
    d.columns = child.fields
      .filter((f) => !f.standard && !f.readOnly && !f.secret && f.name !== d.foreignKey)
      .map((f) => f.name);
}
