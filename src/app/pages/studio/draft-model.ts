// The studio's draft: the schema file's own JSON, edited through these pure updates (the screen never
// shows JSON). Keys are written as a developer would write them; the server orders and formats the
// file on save (dev/studio/key-order.ts), so the order of keys here does not matter.

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const ENTITY_META = '../_meta/entity.schema.json';
export const DICT_META = '../_meta/dict.schema.json';

const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** A value left empty is a key left out: the file carries only what was set. */
function isEmpty(v: unknown): boolean {
  if (v === undefined || v === null || v === '') return true;
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'object') return Object.keys(v).length === 0;
  return false;
}

/** `obj` with the value at `path` set (an empty value removes the key and empty parents). */
export function setIn(obj: Json, path: (string | number)[], value: unknown): Json {
  const [head, ...rest] = path;
  const copy: Json = Array.isArray(obj) ? [...obj] : { ...obj };
  if (!rest.length) {
    if (isEmpty(value) && !Array.isArray(obj)) delete copy[head];
    else copy[head] = value;
    return copy;
  }
  const child = setIn((obj?.[head] as Json | undefined) ?? (typeof rest[0] === 'number' ? [] : {}), rest, value);
  if (isEmpty(child) && !Array.isArray(obj)) delete copy[head];
  else copy[head] = child;
  return copy;
}

/** A new entity named `wl_cargo_claim`: table, API path and permission prefix follow the name. */
export function newEntity(name: string, title: string, en: string): Json {
  const [prefix, ...rest] = name.split('_');
  const tail = camel(rest.join('_') || prefix);
  return {
    $schema: ENTITY_META,
    $id: name,
    title,
    'x-title': { en },
    type: 'object',
    'x-entity': {
      table: name,
      api: `/${prefix}/${tail}`,
      permission: `${prefix}:${tail}`,
      tenant: true,
      list: { columns: [], sort: ['createTime', 'desc'] },
    },
    properties: {},
  };
}

export function newDict(code: string, title: string, en: string): Json {
  return { $schema: DICT_META, code, title, 'x-title': { en }, items: [] };
}

/** The field kinds the "add field" menu offers, each a type and format pair gen accepts. */
export const FIELD_KINDS: Record<string, Json> = {
  text: { type: 'string', maxLength: 64 },
  textarea: { type: 'string', format: 'textarea', maxLength: 500 },
  integer: { type: 'integer' },
  number: { type: 'number' },
  money: { type: 'number', format: 'money', minimum: 0 },
  boolean: { type: 'boolean' },
  date: { type: 'string', format: 'date' },
  dateTime: { type: 'string', format: 'date-time' },
  dict: { type: 'integer', 'x-dict': '' },
  ref: { type: 'string', 'x-ref': { entity: '', label: '' } },
  mobile: { type: 'string', format: 'mobile' },
  image: { type: 'string', format: 'image' },
};

export function addField(draft: Json, name: string, kind: string, title: string, en: string): Json {
  const field: Json = { ...FIELD_KINDS[kind], title, 'x-title': { en } };
  if (field['x-dict'] === '') delete field['x-dict'];
  return setIn(draft, ['properties'], { ...draft.properties, [name]: field });
}

/** Every place an entity names a field, so a rename leaves none behind. */
function renameIn(list: unknown, from: string, to: string): unknown {
  return Array.isArray(list) ? list.map((n) => (n === from ? to : Array.isArray(n) ? renameIn(n, from, to) : n)) : list;
}

/**
 * The field `from` renamed to `to` where it stands (order kept) and in every list naming it. With
 * `keepData` (the field exists in the database) it carries `x-renamed-from`, so the migration renames
 * the column instead of dropping it.
 */
export function renameField(draft: Json, from: string, to: string, keepData: boolean): Json {
  if (from === to || !draft.properties?.[from]) return draft;
  const props: Json = {};
  for (const [name, field] of Object.entries(draft.properties as Json)) {
    if (name !== from) props[name] = field;
    else props[to] = keepData && !field['x-renamed-from'] ? { ...field, 'x-renamed-from': from } : field;
  }
  let next: Json = { ...draft, properties: props };
  next = setIn(next, ['required'], renameIn(draft.required, from, to));
  const entity = draft['x-entity'] ?? {};
  for (const key of ['columns', 'search'])
    next = setIn(next, ['x-entity', 'list', key], renameIn(entity.list?.[key], from, to));
  if (entity.list?.sort?.[0] === from) next = setIn(next, ['x-entity', 'list', 'sort', 0], to);
  next = setIn(next, ['x-entity', 'unique'], renameIn(entity.unique, from, to));
  if (entity.tree?.parentField === from) next = setIn(next, ['x-entity', 'tree', 'parentField'], to);
  const states = draft['x-states'];
  if (states) {
    if (states.field === from) next = setIn(next, ['x-states', 'field'], to);
    next = setIn(
      next,
      ['x-states', 'transitions'],
      (states.transitions ?? []).map((t: Json) => ({
        ...t,
        ...(t.requires ? { requires: renameIn(t.requires, from, to) } : {}),
        ...(t.verifies ? { verifies: renameIn(t.verifies, from, to) } : {}),
      })),
    );
  }
  return next;
}

/** The draft without field `name` and without every list naming it. */
export function removeField(draft: Json, name: string): Json {
  const props = { ...draft.properties };
  delete props[name];
  const drop = (list: unknown) => (Array.isArray(list) ? list.filter((n) => n !== name) : list);
  let next: Json = { ...draft, properties: props };
  next = setIn(next, ['required'], drop(draft.required));
  for (const key of ['columns', 'search'])
    next = setIn(next, ['x-entity', 'list', key], drop(draft['x-entity']?.list?.[key]));
  next = setIn(
    next,
    ['x-entity', 'unique'],
    (draft['x-entity']?.unique ?? []).filter((g: string[]) => !g.includes(name)),
  );
  return next;
}

/** Moves the item at `from` to `to` (drag to order). */
export function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export interface MenuEntry {
  key: string;
  title: string;
  'x-title': { en: string };
  icon?: string;
  path: string;
  entity: string;
}

/** menus.json with the entity's entry under `parent` (top level when empty), replacing any it had. */
export function placeInMenu(menus: Json[], entry: MenuEntry, parent: string): Json[] {
  const without = (list: Json[]): Json[] =>
    list
      .filter((m) => m.entity !== entry.entity)
      .map((m) => (m.children ? { ...m, children: without(m.children) } : m));
  const clean = without(menus);
  const item: Json = { ...entry };
  if (!item.icon) delete item.icon;
  if (!parent) return [...clean, item];
  return clean.map((m) => (m.key === parent ? { ...m, children: [...(m.children ?? []), item] } : m));
}

/** The menu entry of `entity` in menus.json and the key of its parent ('' at the top). */
export function menuOf(menus: Json[], entity: string, parent = ''): { entry: Json; parent: string } | undefined {
  for (const m of menus) {
    if (m.entity === entity) return { entry: m, parent };
    const inner = menuOf(m.children ?? [], entity, m.key);
    if (inner) return inner;
  }
  return undefined;
}
