// Dictionary items read from sys_dict / sys_dict_item (enabled items, by sortOrder) in the request
// language, with a small per-database cache of the full table used by queryAllDictItems and the
// sign-in result. Writes to dictionaries clear it (dict-routes.ts), as does refleshCache; with several
// instances on one PostgreSQL database the clear is signalled to the others (`shareDictCache`, through
// the realtime bus's NOTIFY), and a TTL bounds staleness if a signal is lost.
import type { Lang, Registry } from '../../../../runtime/core/registry.ts';
import type { Db } from '../db/database.ts';
import type { Signals } from '../db/signals.ts';

export interface DictItemOut {
  value: string | number;
  text: string;
  title: string;
  label: string;
  color?: string;
}

export type DictTable = Record<string, DictItemOut[]>;

interface ItemRow {
  dict_code: string;
  item_text: string;
  item_text_en: string | null;
  item_value: string;
  color: string | null;
}

const CACHE_TTL_MS = 60_000;
type Labels = Map<string, Map<string, string>>;
interface CacheEntry {
  at: number;
  rows: ItemRow[];
  /** dictCode -> value -> text, built once per language from `rows` (the list hot path reads it). */
  labels: Partial<Record<Lang, Labels>>;
}
const cache = new WeakMap<Db, CacheEntry>();
const shared = new WeakMap<Db, Signals>();
const SIGNAL = 'dicts';

/** Dictionaries whose registry values are numbers keep numeric values on the wire, as the registry does. */
function numericCodes(registry: Registry): Set<string> {
  return new Set(
    Object.values(registry.dicts)
      .filter((d) => d.items.length > 0 && d.items.every((i) => typeof i.value === 'number'))
      .map((d) => d.code),
  );
}

function itemsQuery(db: Db) {
  return db
    .selectFrom('sys_dict_item as i')
    .innerJoin('sys_dict as d', 'd.id', 'i.dict_id')
    .select(['d.dict_code as dict_code', 'i.item_text', 'i.item_text_en', 'i.item_value', 'i.color'])
    .where('i.status', '=', '1')
    .orderBy('d.dict_code')
    .orderBy('i.sort_order')
    .orderBy('i.item_value');
}

export function toItem(row: ItemRow, lang: Lang, numeric: boolean): DictItemOut {
  const text = lang === 'en' && row.item_text_en ? row.item_text_en : row.item_text;
  const asNumber = Number(row.item_value);
  const value = numeric && row.item_value.trim() !== '' && Number.isFinite(asNumber) ? asNumber : row.item_value;
  return { value, text, title: text, label: text, ...(row.color ? { color: row.color } : {}) };
}

/** Drop the cache of `db` here and, once shared, on the other instances. */
export function clearDictCache(db: Db): void {
  cache.delete(db);
  shared.get(db)?.send(SIGNAL);
}

/** Send this database's cache clears to the other instances and apply theirs. */
export function shareDictCache(db: Db, signals: Signals): void {
  shared.set(db, signals);
  signals.on(SIGNAL, () => cache.delete(db));
}

async function cached(db: Db): Promise<CacheEntry> {
  let entry = cache.get(db);
  if (!entry || Date.now() - entry.at > CACHE_TTL_MS) {
    entry = { at: Date.now(), rows: (await itemsQuery(db).execute()) as ItemRow[], labels: {} };
    cache.set(db, entry);
  }
  return entry;
}

/**
 * Item texts of every dictionary in `lang`, keyed by dictionary code then String(value), from the
 * same cache: lists label their dictionary fields with it, so an edited text shows at once.
 */
export async function dictLabels(db: Db, lang: Lang): Promise<Labels> {
  const entry = await cached(db);
  let labels = entry.labels[lang];
  if (!labels) {
    labels = new Map();
    for (const row of entry.rows) {
      let dict = labels.get(row.dict_code);
      if (!dict) labels.set(row.dict_code, (dict = new Map()));
      dict.set(row.item_value, toItem(row, lang, false).text);
    }
    entry.labels[lang] = labels;
  }
  return labels;
}

/** Every enabled item of every dictionary: {dictCode: [{value, text, title, label}]}. */
export async function allDictItems(db: Db, registry: Registry, lang: Lang): Promise<DictTable> {
  const entry = await cached(db);
  const numeric = numericCodes(registry);
  const out: DictTable = {};
  for (const row of entry.rows) (out[row.dict_code] ??= []).push(toItem(row, lang, numeric.has(row.dict_code)));
  return out;
}

/** The enabled items of one dictionary, or undefined when no such dictionary exists. */
export async function dictItems(db: Db, registry: Registry, code: string, lang: Lang) {
  const dict = await db.selectFrom('sys_dict').select('id').where('dict_code', '=', code).executeTakeFirst();
  if (!dict) return undefined;
  const rows = (await itemsQuery(db).where('d.dict_code', '=', code).execute()) as ItemRow[];
  const numeric = numericCodes(registry).has(code);
  return rows.map((r) => toItem(r, lang, numeric));
}
