// The dependency arrows of docs/architecture.md#layers-and-dependency-arrows: which area of the repository may import
// which, the server's layers (engine, platform, domain, app, and the config leaf) included, and the rule that no two
// server folders import each other, directly or round a longer loop.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export type Area =
  | 'core'
  | 'http'
  | 'react'
  | 'antd'
  | 'app'
  | 'server-config'
  | 'server-engine'
  | 'server-platform'
  | 'server-domain'
  | 'server-app'
  | 'generated'
  | 'generator'
  | 'scripts'
  | 'tests'
  | 'migrations'
  | 'dev'
  | 'other';

const PREFIXES: [string, Area][] = [
  ['runtime/core/', 'core'],
  ['runtime/http/', 'http'],
  ['runtime/react/', 'react'],
  ['runtime/antd/', 'antd'],
  ['src/generated/', 'generated'],
  ['src/app/', 'app'],
  // The server's layers; `*.test.ts` files follow their folder's arrows like the code beside them.
  ['src/server/config/', 'server-config'],
  ['src/server/engine/', 'server-engine'],
  ['src/server/platform/', 'server-platform'],
  ['src/server/domain/', 'server-domain'],
  // The app assembly: app.ts, main.ts, seed/ and the other files at the server's root.
  ['src/server/', 'server-app'],
  ['generator/', 'generator'],
  ['scripts/', 'scripts'],
  ['tests/', 'tests'],
  // Hand-written data migrations: the generated migrations import them, they import only core types.
  ['schemas/migrations/', 'migrations'],
  // `npm run dev` and the Schema Studio's server side: development tooling over the generator and the
  // server; nothing but tests imports it.
  ['dev/', 'dev'],
];

const SERVER: Area[] = ['server-config', 'server-engine', 'server-platform', 'server-domain', 'server-app'];

export const ALLOWED: Record<Area, Area[]> = {
  core: ['core'],
  http: ['core', 'http'],
  react: ['core', 'http', 'react'],
  antd: ['core', 'http', 'react', 'antd'],
  app: ['core', 'http', 'react', 'antd', 'generated', 'app'],
  'server-config': ['core', 'server-config'],
  'server-engine': ['core', 'generated', 'server-config', 'server-engine'],
  'server-platform': ['core', 'generated', 'server-config', 'server-engine', 'server-platform'],
  'server-domain': ['core', 'generated', 'server-config', 'server-engine', 'server-platform', 'server-domain'],
  'server-app': ['core', 'generated', ...SERVER],
  generated: ['core', 'generated', 'migrations'],
  generator: ['core', 'generator'],
  scripts: ['core', 'generator', 'generated', ...SERVER, 'scripts'],
  tests: ['core', 'http', 'react', 'antd', 'generated', 'generator', ...SERVER, 'app', 'dev', 'tests'],
  migrations: ['core'],
  dev: ['core', 'generator', 'generated', ...SERVER, 'dev'],
  other: ['core', 'http', 'react', 'antd', 'generated', 'generator', ...SERVER, 'app', 'other'],
};

export function areaOf(relPath: string): Area {
  const p = relPath.split('\\').join('/');
  return PREFIXES.find(([prefix]) => p.startsWith(prefix))?.[1] ?? 'other';
}

const IMPORT_RE =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

export function importsOf(source: string): string[] {
  return [...source.matchAll(IMPORT_RE)].map((m) => m[1] ?? m[2] ?? m[3]);
}

export interface Violation {
  file: string;
  target: string;
  message: string;
}

/** The repository-relative paths a file's relative imports point at. */
export function importTargets(root: string, file: string, source: string): string[] {
  return (
    importsOf(source)
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => relative(root, resolve(dirname(file), spec)))
      // A path leaving the repository cannot be a real import (e.g. an import line inside a template
      // string the generator writes for src/generated/).
      .filter((target) => !target.startsWith('..'))
  );
}

/** Check one file's relative imports against the arrows. */
export function checkFile(root: string, file: string, source: string): Violation[] {
  const from = areaOf(relative(root, file));
  const out: Violation[] = [];
  for (const target of importTargets(root, file, source)) {
    const to = areaOf(target);
    if (!ALLOWED[from].includes(to)) {
      out.push({
        file: relative(root, file),
        target,
        message: `${from} must not import ${to} (arrows: docs/architecture.md#layers-and-dependency-arrows)`,
      });
    }
  }
  return out;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.') || name === 'dist' || name === 'data') return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.(ts|tsx|js|mjs)$/.test(name) ? [path] : [];
  });
}

/**
 * The server folder a path belongs to, as a node of the folder graph: `engine/crud`, `platform/sys`,
 * `domain/parcel`; `config` for the config leaf; `app` for the app assembly (the root files, seed/).
 * Undefined outside src/server.
 */
export function serverFolderOf(relPath: string): string | undefined {
  const p = relPath.split('\\').join('/');
  if (!p.startsWith('src/server/')) return undefined;
  const parts = p.slice('src/server/'.length).split('/');
  if (['engine', 'platform', 'domain'].includes(parts[0]) && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  if (parts[0] === 'config' && parts.length > 1) return 'config';
  return 'app';
}

export interface Import {
  file: string;
  target: string;
}

export interface FolderCycle {
  /** The folders of one strongly connected component, sorted. */
  folders: string[];
  /** A shortest loop inside it, first folder repeated at the end (e.g. crud, db, crud). */
  loop: string[];
  /** The imports along that loop: the files to change to break it. */
  imports: Import[];
}

/** Import cycles between server folders: each strongly connected component of two or more folders (Tarjan). */
export function folderCycles(imports: Import[]): FolderCycle[] {
  const edges = new Map<string, Set<string>>();
  const between: (Import & { from: string; to: string })[] = [];
  for (const imp of imports) {
    const from = serverFolderOf(imp.file);
    const to = serverFolderOf(imp.target);
    if (!from || !to || from === to) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    if (!edges.has(to)) edges.set(to, new Set());
    edges.get(from)!.add(to);
    between.push({ ...imp, from, to });
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  return components
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map((folders) => {
      const loop = shortestLoop(folders, edges);
      const steps = new Set(loop.slice(1).map((to, i) => `${loop[i]}>${to}`));
      return {
        folders,
        loop,
        imports: between.filter((e) => steps.has(`${e.from}>${e.to}`)).map(({ file, target }) => ({ file, target })),
      };
    });
}

/** The shortest loop through the folders of one component (breadth-first from each, ties by name). */
function shortestLoop(folders: string[], edges: Map<string, Set<string>>): string[] {
  let best: string[] = [];
  for (const start of folders) {
    const previous = new Map<string, string>();
    const queue = [start];
    let found = false;
    while (queue.length && !found) {
      const v = queue.shift()!;
      for (const w of [...(edges.get(v) ?? [])].sort()) {
        if (!folders.includes(w)) continue;
        if (w === start) {
          const loop = [start];
          for (let x = v; x !== start; x = previous.get(x)!) loop.splice(1, 0, x);
          loop.push(start);
          if (!best.length || loop.length < best.length) best = loop;
          found = true;
          break;
        }
        if (!previous.has(w) && w !== start) {
          previous.set(w, v);
          queue.push(w);
        }
      }
    }
  }
  return best;
}

export interface TreeReport {
  violations: Violation[];
  cycles: FolderCycle[];
}

export function checkTree(root: string): TreeReport {
  const violations: Violation[] = [];
  const serverImports: Import[] = [];
  for (const path of walk(root)) {
    const source = readFileSync(path, 'utf8');
    violations.push(...checkFile(root, path, source));
    const file = relative(root, path);
    if (serverFolderOf(file)) {
      for (const target of importTargets(root, path, source)) {
        if (serverFolderOf(target)) serverImports.push({ file, target });
      }
    }
  }
  return { violations, cycles: folderCycles(serverImports) };
}
