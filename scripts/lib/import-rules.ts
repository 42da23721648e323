// The dependency arrows of docs/architecture.md#layers-and-dependency-arrows: which area of the repository may import which.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export type Area =
  | 'core'
  | 'http'
  | 'react'
  | 'antd'
  | 'app'
  | 'server'
  | 'generated'
  | 'generator'
  | 'scripts'
  | 'tests'
  | 'migrations'
  | 'other';

const PREFIXES: [string, Area][] = [
  ['runtime/core/', 'core'],
  ['runtime/http/', 'http'],
  ['runtime/react/', 'react'],
  ['runtime/antd/', 'antd'],
  ['src/generated/', 'generated'],
  ['src/app/', 'app'],
  ['src/server/', 'server'],
  ['generator/', 'generator'],
  ['scripts/', 'scripts'],
  ['tests/', 'tests'],
  // Hand-written data migrations: the generated migrations import them, they import only core types.
  ['schemas/migrations/', 'migrations'],
];

export const ALLOWED: Record<Area, Area[]> = {
  core: ['core'],
  http: ['core', 'http'],
  react: ['core', 'http', 'react'],
  antd: ['core', 'http', 'react', 'antd'],
  app: ['core', 'http', 'react', 'antd', 'generated', 'app'],
  server: ['core', 'generated', 'server'],
  generated: ['core', 'generated', 'migrations'],
  generator: ['core', 'generator'],
  scripts: ['core', 'generator', 'generated', 'server', 'scripts'],
  tests: ['core', 'http', 'react', 'antd', 'generated', 'generator', 'server', 'app', 'tests'],
  migrations: ['core'],
  other: ['core', 'http', 'react', 'antd', 'generated', 'generator', 'server', 'app', 'other'],
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

/** Check one file's relative imports against the arrows. */
export function checkFile(root: string, file: string, source: string): Violation[] {
  const from = areaOf(relative(root, file));
  const out: Violation[] = [];
  for (const spec of importsOf(source)) {
    if (!spec.startsWith('.')) continue;
    const target = relative(root, resolve(dirname(file), spec));
    // A path leaving the repository cannot be a real import (e.g. an import line inside a template
    // string the generator writes for src/generated/).
    if (target.startsWith('..')) continue;
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

export function checkTree(root: string): Violation[] {
  return walk(root).flatMap((file) => checkFile(root, file, readFileSync(file, 'utf8')));
}
