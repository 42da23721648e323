// The server's dictionary calls the select cells need for table dictionaries ("table,text,code") and
// remote search (spec 001 §7.4, §9): all items of a code (GET /sys/dict/getDictItems/{code}, kept 30 s
// per DataProvider, so a column's cells share one call), a search page (GET /sys/dict/loadDict/{code}
// ?keyword=&pageSize=10) and the labels of stored values (GET /sys/dict/loadDictItem/{code}?key=a,b:
// the look-ups of one tick go out as one call per code; answers kept 30 s).
import type { DataProvider } from '../../../core/data-provider.ts';
import type { SelectOption } from '../../../core/editable/types.ts';

export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 800;
const TTL_MS = 30_000;

interface DictItemWire {
  value: string | number;
  text?: string;
  title?: string;
  label?: string;
}

const toOption = (i: DictItemWire): SelectOption => ({
  value: i.value,
  text: String(i.text ?? i.title ?? i.label ?? i.value),
});
// Commas stay as they are (a table dictionary's parts); anything else is encoded.
const path = (call: string, code: string) => `/sys/dict/${call}/${code.split(',').map(encodeURIComponent).join(',')}`;

const itemLoads = new WeakMap<DataProvider, Map<string, { at: number; items: Promise<SelectOption[]> }>>();

/** Every item of a dictionary code (a table dictionary's rows), shared by the cells of a column. */
export function loadDictItems(provider: DataProvider, code: string): Promise<SelectOption[]> {
  let byCode = itemLoads.get(provider);
  if (!byCode) itemLoads.set(provider, (byCode = new Map()));
  const hit = byCode.get(code);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.items;
  const items = provider
    .request<DictItemWire[]>({ method: 'GET', path: path('getDictItems', code) })
    .then((list) => (list ?? []).map(toOption));
  byCode.set(code, { at: Date.now(), items });
  items.catch(() => byCode.delete(code));
  return items;
}

/** One page (10) of a dictionary's items whose text contains `keyword`. */
export async function searchDict(provider: DataProvider, code: string, keyword: string): Promise<SelectOption[]> {
  const list = await provider.request<DictItemWire[]>({
    method: 'GET',
    path: path('loadDict', code),
    params: { keyword, pageSize: SEARCH_PAGE_SIZE },
  });
  return (list ?? []).map(toOption);
}

interface LabelCache {
  known: Map<string, { text: string | null; at: number }>;
  batches: Map<string, { keys: Set<string>; done: Promise<void> }>;
}

const labelCaches = new WeakMap<DataProvider, LabelCache>();

function labelCache(provider: DataProvider): LabelCache {
  let c = labelCaches.get(provider);
  if (!c) labelCaches.set(provider, (c = { known: new Map(), batches: new Map() }));
  return c;
}

async function fetchLabels(provider: DataProvider, code: string, keys: string[]): Promise<Map<string, string>> {
  const texts = await provider.request<string[]>({
    method: 'GET',
    path: path('loadDictItem', code),
    params: { key: keys.join(',') },
  });
  const out = new Map<string, string>();
  // The answer lists the texts of the keys found, in order: one per key when all were found.
  if ((texts ?? []).length === keys.length) keys.forEach((k, i) => out.set(k, texts[i]));
  else if (keys.length > 1) {
    for (const k of keys) for (const [key, text] of await fetchLabels(provider, code, [k])) out.set(key, text);
  }
  return out;
}

/** Labels of stored values of a dictionary code; values it does not hold are left out. */
export async function lookupDictLabels(
  provider: DataProvider,
  code: string,
  keys: readonly string[],
): Promise<Map<string, string>> {
  const c = labelCache(provider);
  const id = (k: string) => `${code}\u0000${k}`;
  const fresh = (k: string) => {
    const hit = c.known.get(id(k));
    return !!hit && Date.now() - hit.at < TTL_MS;
  };
  const missing = keys.filter((k) => !fresh(k));
  if (missing.length) {
    let batch = c.batches.get(code);
    if (!batch) {
      const wanted = new Set<string>();
      const done = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(async () => {
        c.batches.delete(code);
        const found = await fetchLabels(provider, code, [...wanted]);
        const at = Date.now();
        for (const k of wanted) c.known.set(id(k), { text: found.get(k) ?? null, at });
      });
      batch = { keys: wanted, done };
      c.batches.set(code, batch);
    }
    for (const k of missing) batch.keys.add(k);
    await batch.done;
  }
  const out = new Map<string, string>();
  for (const k of keys) {
    const text = c.known.get(id(k))?.text;
    if (text !== undefined && text !== null) out.set(k, text);
  }
  return out;
}

/** The labels already known (fresh) of stored values, without a call. */
export function knownDictLabels(provider: DataProvider, code: string, keys: readonly string[]): Map<string, string> {
  const c = labelCache(provider);
  const out = new Map<string, string>();
  for (const k of keys) {
    const hit = c.known.get(`${code}\u0000${k}`);
    if (hit && hit.text !== null && Date.now() - hit.at < TTL_MS) out.set(k, hit.text);
  }
  return out;
}

/** Remember labels the user just chose (no call needed to show them). */
export function rememberDictLabels(provider: DataProvider, code: string, options: readonly SelectOption[]): void {
  const c = labelCache(provider);
  const at = Date.now();
  for (const o of options) c.known.set(`${code}\u0000${String(o.value)}`, { text: o.text, at });
}
