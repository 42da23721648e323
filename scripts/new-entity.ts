// npm run new:entity -- <name> [--menu <parent menu key>] [--dir <folder>] [--schemas <dir>]
// Writes a minimal valid entity schema (one required `name` field, listed and searched) and its menu
// entry in menus.json, both formatted, for those who prefer writing files: edit them, then
// `npm run gen`. <name> is the table name with its prefix (wl_depot): the file goes to
// schemas/logistics/ for wl_, schemas/system/ for sys_, else schemas/<prefix>/ (or --dir); the API is
// /<prefix>/<camelCase rest>, the permission prefix <prefix>:<camelCase rest>. Refuses a name, table,
// API path, permission prefix or menu key that is already taken, and changes nothing then.
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { formatOutput } from '../generator/format-cache.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const args = process.argv.slice(2);
const option = (flag: string) => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
};
const name = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const schemas = resolve(option('--schemas') ?? join(import.meta.dirname, '../schemas'));

function fail(message: string): never {
  console.error(`new:entity: ${message}`);
  process.exit(1);
}

if (!name || !/^[a-z][a-z0-9]*_[a-z][a-z0-9_]*$/.test(name) || name.length > 60)
  fail('give the entity name as prefix_name in lower case, e.g. npm run new:entity -- wl_depot');
const [prefix, ...words] = name.split('_').filter(Boolean);
const camel = words.map((w, i) => (i ? w[0]!.toUpperCase() + w.slice(1) : w)).join('');
const english = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');
const folder = option('--dir') ?? (prefix === 'wl' ? 'logistics' : prefix === 'sys' ? 'system' : prefix!);
const api = `/${prefix}/${camel}`;
const permission = `${prefix}:${camel}`;

function entityFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (!statSync(path).isDirectory()) return [];
    if (['_meta', 'dicts', 'reports', 'migrations'].includes(entry)) return [];
    return readdirSync(path)
      .filter((f) => f.endsWith('.json'))
      .map((f) => join(path, f));
  });
}

for (const path of entityFiles(schemas)) {
  let s: Json;
  try {
    s = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    continue; // gen reports broken files
  }
  const x = s['x-entity'] ?? {};
  const file = relative(schemas, path);
  if (s.$id === name || x.table === name) fail(`${name} already exists (${file})`);
  if (x.api === api) fail(`the API path ${api} is already used by ${file}`);
  if (x.permission === permission) fail(`the permission prefix ${permission} is already used by ${file}`);
}

const menusPath = join(schemas, 'menus.json');
const menus: Json[] = existsSync(menusPath) ? JSON.parse(readFileSync(menusPath, 'utf8')) : [];
const keys = new Set<string>();
const walk = (items: Json[]) => items.forEach((m) => (keys.add(m.key), Array.isArray(m.children) && walk(m.children)));
walk(menus);
if (keys.has(camel)) fail(`the menu key "${camel}" is already used in menus.json`);
const parentKey = option('--menu');
const parent = parentKey ? menus.find((m) => m.key === parentKey) : undefined;
if (parentKey && !parent)
  fail(`no top-level menu "${parentKey}" in menus.json (${menus.map((m) => m.key).join(', ')})`);

const schema = {
  $schema: '../_meta/entity.schema.json',
  $id: name,
  title: english,
  'x-title': { en: english },
  type: 'object',
  'x-entity': {
    table: name,
    api,
    permission,
    list: { columns: ['name'], search: ['name'], sort: ['createTime', 'desc'] },
  },
  properties: {
    name: { type: 'string', title: '名称', 'x-title': { en: 'Name' }, maxLength: 64 },
  },
  required: ['name'],
};
const entry = { key: camel, title: english, 'x-title': { en: english }, path: api, entity: name };
if (parent) (parent.children ??= []).push(entry);
else menus.push(entry);

const schemaPath = join(schemas, folder, `${name}.json`);
const files = new Map([
  [schemaPath, `${JSON.stringify(schema, null, 2)}\n`],
  [menusPath, `${JSON.stringify(menus, null, 2)}\n`],
]);
await formatOutput(files);
mkdirSync(join(schemas, folder), { recursive: true });
for (const [path, text] of files) writeFileSync(path, text);
console.log(
  `Wrote ${relative(process.cwd(), schemaPath)} and its menu entry in ${relative(process.cwd(), menusPath)}.\n` +
    'Give it a Chinese title and its fields, then run npm run gen.',
);
