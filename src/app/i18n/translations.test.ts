// Every UI string in both languages (issue 8 item 8). Fails when a text lacks its zh-CN or en side:
// - the app's i18next tables (app, shell, auth, sys): the same keys in both, no empty text, the same
//   {{placeholders}}, no Chinese left in the English side;
// - the I18nText tables ({zh, en}) of runtime/antd (generic screens, cells, editable table, form,
//   list, Excel, widgets, cron, advanced query), runtime/http errors, runtime/core field rules, the
//   notice bell and the dashboards: both sides non-empty, the same {placeholders}, no Chinese in en;
// - the generated registry (entity and field titles, menus, dictionaries with every item) and the
//   generated schema bundles (en.json / zh-CN.json with the same keys);
// - the source of src/app, runtime/antd and runtime/react: Chinese outside comments and `zh:` texts
//   is a hard-coded string without its English side.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORMAT_RULES } from '../../../runtime/core/formats.ts';
import type { I18nText } from '../../../runtime/core/registry.ts';
import { CRON_MESSAGES, WEEKDAY_LABELS } from '../../../runtime/antd/cron/messages.ts';
import { MESSAGES } from '../../../runtime/antd/messages.ts';
import { QUERY_MESSAGES, RULE_LABELS } from '../../../runtime/antd/query/messages.ts';
import { HTTP_MESSAGES } from '../../../runtime/http/errors.ts';
import enSchema from '../../generated/i18n/en.json';
import zhSchema from '../../generated/i18n/zh-CN.json';
import { registry } from '../../generated/registry.ts';
import { BRAND } from '../config.ts';
import { DASHBOARD_MESSAGES } from '../dashboard/messages.ts';
import { NOTICE_MESSAGES } from '../notice/messages.ts';
import { STUDIO_MESSAGES } from '../pages/studio/messages.ts';
import { authEn } from './auth-en.ts';
import { authZhCN } from './auth-zh-CN.ts';
import { en } from './en.ts';
import { shellEn } from './shell-en.ts';
import { shellZhCN } from './shell-zh-CN.ts';
import { sysEn } from './system-en.ts';
import { sysZhCN } from './system-zh-CN.ts';
import { zhCN } from './zh-CN.ts';

const HAN = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/u;
const ROOT = resolve(import.meta.dirname, '../../..');

/** Texts the spec quotes exactly (shown as written in both languages). */
const SPEC_LITERALS = new Set([
  '返回数据类型不识别', // spec 001 §5.8: a tree list's answer that is neither a list nor a page
]);

/** Texts whose placeholders differ by design (none today). */
const PLACEHOLDER_EXCEPTIONS = new Set<string>();

/**
 * Sentence pieces around the cron dialog's inputs (runtime/antd/cron): the word order differs, so a
 * piece may be empty in one language and carry the unit placeholder in the other. Both sides must
 * still be present as strings.
 */
const FRAGMENT = /^CRON_MESSAGES\.cron(Increment|Range)(From|Every|To|End)$|^CRON_MESSAGES\.cron(LastWeekday|Nth)To$/;

type Tree = { [key: string]: unknown };

/** Problems of two i18next tables: keys on one side only, empty texts, placeholders, Chinese in en. */
export function compareTables(zh: unknown, english: unknown, path = ''): string[] {
  const problems: string[] = [];
  if (typeof zh === 'string' || typeof english === 'string') {
    if (typeof zh !== 'string' || zh.trim() === '') problems.push(`${path}: no zh-CN text`);
    if (typeof english !== 'string' || english.trim() === '') problems.push(`${path}: no en text`);
    if (typeof zh === 'string' && typeof english === 'string') {
      if (HAN.test(english)) problems.push(`${path}: Chinese in the en text "${english}"`);
      const vars = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
      if (vars(zh).join() !== vars(english).join() && !PLACEHOLDER_EXCEPTIONS.has(path)) {
        problems.push(`${path}: placeholders differ`);
      }
    }
    return problems;
  }
  const a = (zh ?? {}) as Tree;
  const b = (english ?? {}) as Tree;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    problems.push(...compareTables(a[key], b[key], path ? `${path}.${key}` : key));
  }
  return problems;
}

/** Problems of every {zh, en} pair found anywhere in `value` (objects with either key). */
/** [zh key (its en sits in x-<key>), its name in a problem, the en side's name in a problem]. */
const SCHEMA_PAIRS = [
  ['title', 'title', 'x-title'],
  ['description', 'help', 'help'],
] as const;

export function checkPairs(value: unknown, path = '', seen = new Set<unknown>()): string[] {
  if (value === null || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  const problems: string[] = [];
  const o = value as Tree;
  if (typeof o.zh === 'string' || typeof o.en === 'string') {
    const { zh, en: english } = o as Partial<I18nText>;
    const fragment = FRAGMENT.test(path);
    if (typeof zh !== 'string' || (zh.trim() === '' && !fragment)) problems.push(`${path}: no zh-CN text`);
    if (typeof english !== 'string' || (english.trim() === '' && !fragment)) problems.push(`${path}: no en text`);
    if (typeof zh === 'string' && typeof english === 'string') {
      if (HAN.test(english) && !SPEC_LITERALS.has(english)) {
        problems.push(`${path}: Chinese in the en text "${english}"`);
      }
      const vars = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      if (vars(zh).join() !== vars(english).join() && !fragment) problems.push(`${path}: placeholders differ`);
    }
  }
  // Schema pairs: zh in `title` / `description`, en in the sibling `x-title` / `x-description` {en}.
  for (const [zhKey, noZh, enName] of SCHEMA_PAIRS) {
    const x = o[`x-${zhKey}`] as Tree | undefined;
    if (!x || typeof x !== 'object') continue;
    const zh = o[zhKey];
    if (typeof zh !== 'string' || zh.trim() === '') problems.push(`${path}: no zh-CN ${noZh}`);
    if (typeof x.en !== 'string' || x.en.trim() === '') problems.push(`${path}: no en ${enName}`);
    else if (HAN.test(x.en)) problems.push(`${path}: Chinese in the en ${enName} "${x.en}"`);
    seen.add(x);
  }
  for (const [key, child] of Object.entries(o)) problems.push(...checkPairs(child, `${path}.${key}`, seen));
  return problems;
}

/** Chinese in code (not in comments, not a `zh:` text, not a spec literal). */
export function hardCoded(source: string): string[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/[^\n]*/g, '$1')
    .replace(/zh:\s*'(?:[^'\\\n]|\\.)*'/g, '')
    .replace(/zh:\s*"(?:[^"\\\n]|\\.)*"/g, '')
    .replace(/zh:\s*`(?:[^`\\]|\\.)*`/g, '');
  return code
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => HAN.test(line) && ![...SPEC_LITERALS].some((s) => line.includes(s)));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    if (!/\.tsx?$/.test(name) || name.endsWith('.d.ts')) return [];
    // Tests, test kits and fixtures hold sample data; message tables and the zh-CN tables are checked above.
    if (/\.test\.tsx?$|test-|-test-|fixtures|messages\.ts$/.test(name)) return [];
    if (/[/\\]i18n[/\\]/.test(full)) return [];
    return [full];
  });
}

describe('translations', () => {
  it('finds a missing side, Chinese in English and different placeholders (the checks work)', () => {
    expect(compareTables({ a: '甲', b: { c: '乙' } }, { a: 'A', b: {} })).toEqual(['b.c: no en text']);
    expect(compareTables({ a: '共{{n}}条' }, { a: '{{count}} rows' })).toEqual(['a: placeholders differ']);
    expect(checkPairs({ x: { zh: '查询' } }, 'T')).toEqual(['T.x: no en text']);
    expect(checkPairs({ x: { zh: '查询', en: '查询' } }, 'T')).toEqual(['T.x: Chinese in the en text "查询"']);
    expect(checkPairs([{ zh: '', en: 'Query' }], 'T')).toEqual(['T.0: no zh-CN text']);
    expect(checkPairs({ f: { description: '提示', 'x-description': { en: '提示' } } }, 'T')).toEqual([
      'T.f: Chinese in the en help "提示"',
    ]);
    expect(checkPairs({ f: { 'x-description': { en: 'Help' } } }, 'T')).toEqual(['T.f: no zh-CN help']);
    expect(hardCoded("const a = '查询'; // 注释\nconst b = { zh: '新增', en: 'Add' };")).toEqual(["const a = '查询';"]);
  });

  it('the app tables (app, shell, auth, sys) have every text in both languages', () => {
    expect(compareTables(zhCN, en, 'app')).toEqual([]);
    expect(compareTables(shellZhCN, shellEn, 'shell')).toEqual([]);
    expect(compareTables(authZhCN, authEn, 'auth')).toEqual([]);
    expect(compareTables(sysZhCN, sysEn, 'sys')).toEqual([]);
  });

  it('the {zh, en} tables of the runtime, the notice bell, the dashboards and the studio are complete', () => {
    const tables: Record<string, unknown> = {
      MESSAGES,
      CRON_MESSAGES,
      WEEKDAY_LABELS,
      QUERY_MESSAGES,
      RULE_LABELS,
      HTTP_MESSAGES,
      FORMAT_RULES,
      NOTICE_MESSAGES,
      DASHBOARD_MESSAGES,
      STUDIO_MESSAGES,
      BRAND,
    };
    for (const [name, table] of Object.entries(tables)) {
      expect(Object.keys(table as object).length, name).toBeGreaterThan(0);
      expect(checkPairs(table, name)).toEqual([]);
    }
  });

  it('menus, entities, fields and dictionaries are titled in both languages', () => {
    expect(registry.menus.length).toBeGreaterThan(0);
    expect(Object.keys(registry.dicts).length).toBeGreaterThan(0);
    expect(checkPairs(registry.menus, 'menus')).toEqual([]);
    expect(checkPairs(registry.dicts, 'dicts')).toEqual([]);
    expect(checkPairs(registry.entities, 'entities')).toEqual([]);
    // Every menu, dictionary and dictionary item has its pair (not only those that have one).
    const menus = (list: typeof registry.menus): string[] =>
      list.flatMap((m) => [...(m.title?.zh && m.title?.en ? [] : [`menu ${m.key}`]), ...menus(m.children ?? [])]);
    expect(menus(registry.menus)).toEqual([]);
    for (const [code, dict] of Object.entries(registry.dicts)) {
      const d = dict as { title: I18nText; items: { value: unknown; label: I18nText }[] };
      expect(d.title?.en && d.title?.zh, code).toBeTruthy();
      expect(d.items.length, code).toBeGreaterThan(0);
      for (const item of d.items) {
        expect(item.label?.en && item.label?.zh, `${code} ${String(item.value)}`).toBeTruthy();
      }
    }
  });

  it('the generated schema bundles have the same keys and no Chinese in English', () => {
    expect(compareTables(zhSchema, enSchema, 'schema')).toEqual([]);
  });

  it('no Chinese text is hard-coded in the source of src/app, runtime/antd and runtime/react', () => {
    const found: string[] = [];
    for (const dir of ['src/app', 'runtime/antd', 'runtime/react']) {
      for (const file of sourceFiles(join(ROOT, dir))) {
        for (const line of hardCoded(readFileSync(file, 'utf8'))) found.push(`${relative(ROOT, file)}: ${line}`);
      }
    }
    expect(found).toEqual([]);
  });
});
