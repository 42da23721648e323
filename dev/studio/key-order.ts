// The key order of a schema file the studio writes. A new object gets the order most hand-written
// schemas use (the canonical lists below, read off schemas/); an object that existed keeps its own
// order and a new key goes in after the last existing key that comes before it canonically, so an edit
// changes only the lines it has to (a minimal diff). Field order inside `properties` and the order of
// arrays are the draft's own: they are the form's order and the user's choice.

type Json = Record<string, unknown>;

const ENTITY = [
  '$schema',
  '$id',
  'title',
  'x-title',
  'description',
  'type',
  'x-entity',
  'properties',
  'required',
  'x-detail',
  'x-states',
];
const X_ENTITY = [
  'table',
  'api',
  'permission',
  'tenant',
  'tree',
  'list',
  'form',
  'unique',
  'indexes',
  'routes',
  'dictTable',
  'links',
];
const FIELD = [
  'type',
  'title',
  'x-title',
  'description',
  'format',
  'x-dict',
  'x-ref',
  'x-english',
  'x-widget',
  'x-options',
  'x-items',
  'maxLength',
  'minLength',
  'minimum',
  'maximum',
  'pattern',
  'default',
  'readOnly',
  'x-secret',
  'x-fill-rule',
  'x-check-rule',
  'x-write-permission',
  'x-renamed-from',
];
const LIST = ['columns', 'search', 'sort'];
const STATES = ['field', 'transitions'];
const TRANSITION = ['name', 'title', 'x-title', 'from', 'to', 'requires', 'verifies', 'permission'];
const DETAIL = ['entity', 'foreignKey', 'key', 'title', 'x-title', 'orderField', 'columns'];
const DICT = ['$schema', 'code', 'title', 'x-title', 'items'];
const DICT_ITEM = ['value', 'title', 'x-title', 'color'];
const MENU = ['key', 'title', 'x-title', 'icon', 'path', 'entity', 'page', 'report', 'children'];

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The draft's keys in the original's order, new keys placed by the canonical list (unknown keys last). */
export function orderKeys(draft: Json, original: Json | undefined, canonical: readonly string[]): string[] {
  const rank = (k: string) => {
    const i = canonical.indexOf(k);
    return i < 0 ? canonical.length : i;
  };
  const byRank = (a: string, b: string) => rank(a) - rank(b);
  const keys = Object.keys(draft);
  if (!original) return [...keys].sort(byRank);
  const out = Object.keys(original).filter((k) => k in draft);
  for (const key of keys.filter((k) => !(k in original)).sort(byRank)) {
    let at = 0;
    out.forEach((k, i) => {
      if (rank(k) <= rank(key)) at = i + 1;
    });
    out.splice(at, 0, key);
  }
  return out;
}

/** Rebuilds an object with its keys ordered; `child` orders each value (by key). */
function ordered(
  draft: Json,
  original: Json | undefined,
  canonical: readonly string[],
  child: (key: string, value: unknown, before: unknown) => unknown = (_k, v) => v,
): Json {
  const out: Json = {};
  for (const key of orderKeys(draft, original, canonical)) out[key] = child(key, draft[key], original?.[key]);
  return out;
}

const sameKeys = (canonical: readonly string[]) => (draft: unknown, original: unknown) =>
  isObject(draft) ? ordered(draft, isObject(original) ? original : undefined, canonical) : draft;

/** Orders each element of an array like its counterpart at the same index, or by `key` when given. */
function orderedArray(
  draft: unknown,
  original: unknown,
  each: (d: unknown, o: unknown) => unknown,
  key?: string,
): unknown {
  if (!Array.isArray(draft)) return draft;
  const before = Array.isArray(original) ? original : [];
  return draft.map((d, i) => {
    const match =
      key && isObject(d) ? before.find((o) => isObject(o) && o[key] === d[key]) : key ? undefined : before[i];
    return each(d, match);
  });
}

function orderField(draft: unknown, original: unknown): unknown {
  if (!isObject(draft)) return draft;
  return ordered(draft, isObject(original) ? original : undefined, FIELD, (k, v, o) =>
    isObject(v) ? ordered(v, isObject(o) ? o : undefined, k === 'x-title' ? ['en'] : []) : v,
  );
}

/** An entity schema with the project's key order (`original`: the file as it is on disk, if any). */
export function orderEntity(draft: Json, original?: Json): Json {
  return ordered(draft, original, ENTITY, (key, value, before) => {
    switch (key) {
      case 'x-title':
        return sameKeys(['en'])(value, before);
      case 'x-entity':
        if (!isObject(value)) return value;
        return ordered(value, isObject(before) ? before : undefined, X_ENTITY, (k, v, o) =>
          k === 'list' ? sameKeys(LIST)(v, o) : v,
        );
      case 'properties': {
        if (!isObject(value)) return value;
        const props: Json = {};
        const old = isObject(before) ? before : {};
        for (const [name, field] of Object.entries(value)) props[name] = orderField(field, old[name]);
        return props;
      }
      case 'x-states':
        if (!isObject(value)) return value;
        return ordered(value, isObject(before) ? before : undefined, STATES, (k, v, o) =>
          k === 'transitions' ? orderedArray(v, o, sameKeys(TRANSITION), 'name') : v,
        );
      case 'x-detail':
        return orderedArray(value, before, sameKeys(DETAIL), 'entity');
      default:
        return value;
    }
  });
}

/** A dictionary file with the project's key order. */
export function orderDict(draft: Json, original?: Json): Json {
  return ordered(draft, original, DICT, (key, value, before) => {
    if (key === 'x-title') return sameKeys(['en'])(value, before);
    if (key === 'items') return orderedArray(value, before, sameKeys(DICT_ITEM), 'value');
    return value;
  });
}

/** menus.json with the project's key order (entries matched by `key`). */
export function orderMenus(draft: unknown[], original?: unknown[]): unknown[] {
  const each = (d: unknown, o: unknown): unknown =>
    isObject(d)
      ? ordered(d, isObject(o) ? o : undefined, MENU, (k, v, ov) =>
          k === 'children' ? orderedArray(v, ov, each, 'key') : k === 'x-title' ? sameKeys(['en'])(v, ov) : v,
        )
      : d;
  return orderedArray(draft, original, each, 'key') as unknown[];
}
