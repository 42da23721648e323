// China's regions for fields of format `area` (spec 001 §3): three levels (province, city, area)
// under the root code 86, from the npm package china-area-data (its data.json maps a code to its
// children {code: name}). A value is the chosen codes joined by commas, e.g. `440000,440300,440305`;
// a province or a province and a city alone are valid too. The data set is Chinese only; English
// names come from region-names-en.json (by code: 广东省 Guangdong, 南山区 Nanshan District), written by
// scripts/region-names-en.ts from the same data. This module holds both tables (~230 kB): browsers
// load it on demand (runtime/react/use-regions.ts imports it dynamically), the server imports it.
import data from 'china-area-data/data.json' with { type: 'json' };
import english from './region-names-en.json' with { type: 'json' };
import type { Lang } from './registry.ts';

export const REGION_ROOT = '86';
export const REGION_LEVELS = 3;

const TABLE: Readonly<Record<string, Readonly<Record<string, string>>>> = data;
const ENGLISH: Readonly<Record<string, string>> = english;

/** A region's name in `lang` (its Chinese name where the English table lacks the code). */
const nameIn = (code: string, name: string, lang: Lang) => (lang === 'en' ? (ENGLISH[code] ?? name) : name);

export interface Region {
  code: string;
  name: string;
}

/** Children of a code (provinces under the root), in code order; [] for a leaf or an unknown code. */
export function regionChildren(code: string = REGION_ROOT, lang: Lang = 'zh-CN'): Region[] {
  const children = TABLE[code];
  return children ? Object.entries(children).map(([c, name]) => ({ code: c, name: nameIn(c, name, lang) })) : [];
}

/** The codes of a path value, or null when it is not a string of 1-3 six-digit codes. */
function splitPath(value: unknown): string[] | null {
  if (typeof value !== 'string' || value === '') return null;
  const codes = value.split(',');
  if (codes.length > REGION_LEVELS || codes.some((c) => !/^\d{6}$/.test(c))) return null;
  return codes;
}

/** The names along a valid path (province first) in `lang`, or null when the value is not a valid path. */
export function areaPathLabels(value: unknown, lang: Lang = 'zh-CN'): string[] | null {
  const codes = splitPath(value);
  if (!codes) return null;
  const names: string[] = [];
  let parent = REGION_ROOT;
  for (const code of codes) {
    const name = TABLE[parent]?.[code];
    if (name === undefined) return null;
    names.push(nameIn(code, name, lang));
    parent = code;
  }
  return names;
}

/** How a region path is written as text (exports, the site picker): names joined with ' / '. */
export const AREA_SEPARATOR = ' / ';

/** The names of a valid path in `lang` as one text ("上海市 / 市辖区 / 徐汇区"), or null. */
export function areaPathText(value: unknown, lang: Lang = 'zh-CN'): string | null {
  return areaPathLabels(value, lang)?.join(AREA_SEPARATOR) ?? null;
}

/**
 * A path of codes from names, province first, in Chinese or English (any case), separated by '/',
 * ',' or '，' ("上海市/市辖区/徐汇区", "Guangdong / Shenzhen / Nanshan District"), or, without any of
 * those, by '-' or blanks ("广东省 深圳市 南山区"); null when a name is not a child of the one before.
 */
export function areaPathFromNames(text: string): string | null {
  const names = text
    .split(/[/,，]/.test(text) ? /[/,，]/ : /[-\s]+/)
    .map((n) => n.trim())
    .filter((n) => n !== '');
  if (names.length === 0 || names.length > REGION_LEVELS) return null;
  const codes: string[] = [];
  let parent = REGION_ROOT;
  for (const name of names) {
    const index = childrenByName(parent);
    const code = index.get(name) ?? index.get(name.toLowerCase());
    if (code === undefined) return null;
    codes.push(code);
    parent = code;
  }
  return codes.join(',');
}

/** Each parent's children by Chinese name and by English name in lower case, built on first use. */
const BY_NAME = new Map<string, Map<string, string>>();

function childrenByName(parent: string): Map<string, string> {
  let index = BY_NAME.get(parent);
  if (!index) {
    index = new Map();
    for (const [code, name] of Object.entries(TABLE[parent] ?? {})) {
      // the first of two same-named siblings wins, as a scan in code order would find it
      if (!index.has(name)) index.set(name, code);
      const english = ENGLISH[code]?.toLowerCase();
      if (english !== undefined && !index.has(english)) index.set(english, code);
    }
    BY_NAME.set(parent, index);
  }
  return index;
}

/**
 * Valid paths already checked. Only valid ones are kept, so the set holds at most one entry per
 * region of the table (~3,600); an import checks the same few paths on every row (twice: the cell's
 * conversion and the body's validation), ~2 µs each without it.
 */
const VALID_PATHS = new Set<string>();

/** A path of 1-3 codes where each code is a child of the one before it (the first of root 86). */
export function isAreaPath(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (VALID_PATHS.has(value)) return true;
  if (areaPathLabels(value) === null) return false;
  VALID_PATHS.add(value);
  return true;
}

/** A cascader option: value = code, label = name. */
export interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}

function optionsOf(code: string, depth: number, lang: Lang): RegionOption[] {
  return regionChildren(code, lang).map((r) => {
    const children = depth < REGION_LEVELS ? optionsOf(r.code, depth + 1, lang) : [];
    return children.length ? { value: r.code, label: r.name, children } : { value: r.code, label: r.name };
  });
}

const options = new Map<Lang, RegionOption[]>();

/** The whole tree as cascader options in `lang` (built once per language). */
export function regionOptions(lang: Lang = 'zh-CN'): RegionOption[] {
  let built = options.get(lang);
  if (!built) options.set(lang, (built = optionsOf(REGION_ROOT, 1, lang)));
  return built;
}
