// The first-load budget (issue 11 item 7): from Vite's build manifest, the JavaScript a page needs
// before it renders (its root chunks plus everything they import statically, transitively), each file
// gzipped with zlib at level 9 so the figures are the same on every run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of dist/.vite/manifest.json (the fields used here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** A page of the budget: the manifest keys of what it loads (the entry and the lazy chunks it opens). */
export interface PageBudget {
  name: string;
  roots: string[];
  /** Budget in bytes of gzip. */
  limit: number;
}

export const KB = 1000;

/**
 * The pages of the budget. The sign-in page is the entry alone (the login form is part of it); the
 * first list page after sign-in adds the signed-in shell and the generic list screen, both loaded on
 * demand by the router, and the menu icons main.tsx fetches once the shell has loaded.
 * tests/e2e/first-load.e2e.ts checks in Chromium that nothing else is downloaded.
 */
export const PAGE_BUDGETS: PageBudget[] = [
  { name: 'sign-in page', roots: ['index.html'], limit: 300 * KB },
  {
    name: 'first list page after sign-in',
    roots: [
      'index.html',
      'src/app/routes/guarded-shell.tsx',
      'virtual:menu-icons',
      'src/app/pages/entity-list-page.tsx',
    ],
    limit: 700 * KB,
  },
];

/**
 * The manifest keys a page needs: its roots and, transitively, their static imports (not their
 * dynamic imports, which load later and on demand). Sorted, each key once; an unknown root throws.
 */
export function staticClosure(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Bundle size: "${key}" is not in the build manifest (was it renamed?)`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return [...seen].sort();
}

/** The JavaScript files (paths under dist/) of the page, sorted. */
export function pageFiles(manifest: Manifest, roots: string[]): string[] {
  return [
    ...new Set(
      staticClosure(manifest, roots)
        .map((key) => manifest[key].file)
        .filter((f) => f.endsWith('.js')),
    ),
  ].sort();
}

export const gzipSize = (bytes: Uint8Array): number => gzipSync(bytes, { level: 9 }).length;

export interface PageSize {
  name: string;
  limit: number;
  total: number;
  files: { file: string; gzip: number }[];
}

/** Gzip sizes of a page's files, biggest first, with their total. */
export function measurePage(page: PageBudget, manifest: Manifest, sizeOf: (file: string) => number): PageSize {
  const files = pageFiles(manifest, page.roots)
    .map((file) => ({ file, gzip: sizeOf(file) }))
    .sort((a, b) => b.gzip - a.gzip || a.file.localeCompare(b.file));
  return { name: page.name, limit: page.limit, total: files.reduce((sum, f) => sum + f.gzip, 0), files };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** One line per page, and for a page over its budget the biggest chunks. */
export function report(size: PageSize, biggest = 5): string {
  const head = `${size.name}: ${kb(size.total)} gzip of JavaScript in ${size.files.length} files (budget ${kb(size.limit)})`;
  if (size.total <= size.limit) return `${head}: ok`;
  const top = size.files.slice(0, biggest).map((f) => `    ${f.file}  ${kb(f.gzip)}`);
  return [`${head}: OVER BUDGET by ${kb(size.total - size.limit)}; biggest chunks:`, ...top].join('\n');
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** Measures every page of the budget against the build in distDir. */
export function measureBuild(distDir: string, pages = PAGE_BUDGETS): PageSize[] {
  const manifest = readManifest(distDir);
  const sizeOf = (file: string) => gzipSize(readFileSync(join(distDir, file)));
  return pages.map((page) => measurePage(page, manifest, sizeOf));
}
