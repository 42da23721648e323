import { describe, expect, it } from 'vitest';
import { gzipSize, measurePage, pageFiles, report, staticClosure, type Manifest } from './bundle-size.ts';

// A small build: the entry imports a vendor chunk and lazily two screens; the list screen shares a
// chunk with the form, which it loads lazily in turn; CSS is not JavaScript.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/shell.tsx', 'src/list.tsx'],
  },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  'src/shell.tsx': { file: 'assets/shell.js', isDynamicEntry: true, imports: ['_vendor.js', 'index.html'] },
  'src/list.tsx': {
    file: 'assets/list.js',
    isDynamicEntry: true,
    imports: ['_shared.js', 'index.html'],
    dynamicImports: ['src/form.tsx'],
  },
  '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js', '_style.css'] },
  '_style.css': { file: 'assets/style.css' },
  'src/form.tsx': { file: 'assets/form.js', isDynamicEntry: true, imports: ['_shared.js', '_ajv.js'] },
  '_ajv.js': { file: 'assets/ajv.js' },
};

describe('the chunk-graph walk', () => {
  it('takes the roots and their static imports, transitively, but no dynamic import', () => {
    expect(staticClosure(manifest, ['index.html'])).toEqual(['_runtime.js', '_vendor.js', 'index.html']);
    expect(pageFiles(manifest, ['index.html'])).toEqual(['assets/index.js', 'assets/runtime.js', 'assets/vendor.js']);
  });

  it('counts a chunk shared by several roots once, follows cycles and leaves out CSS', () => {
    expect(pageFiles(manifest, ['index.html', 'src/shell.tsx', 'src/list.tsx'])).toEqual([
      'assets/index.js',
      'assets/list.js',
      'assets/runtime.js',
      'assets/shared.js',
      'assets/shell.js',
      'assets/vendor.js',
    ]);
  });

  it('reaches what a lazy root imports only when that root is named', () => {
    expect(pageFiles(manifest, ['src/form.tsx'])).toEqual([
      'assets/ajv.js',
      'assets/form.js',
      'assets/runtime.js',
      'assets/shared.js',
      'assets/vendor.js',
    ]);
  });

  it('throws on a root the build does not have', () => {
    expect(() => staticClosure(manifest, ['src/renamed.tsx'])).toThrow(
      /"src\/renamed.tsx" is not in the build manifest/,
    );
  });
});

describe('the budget', () => {
  const sizes: Record<string, number> = {
    'assets/index.js': 120_000,
    'assets/vendor.js': 150_000,
    'assets/runtime.js': 1_000,
    'assets/shell.js': 40_000,
  };
  const sizeOf = (file: string) => sizes[file] ?? 0;

  it('sums the gzip sizes, biggest chunk first, and passes at the limit', () => {
    const size = measurePage({ name: 'sign-in page', roots: ['index.html'], limit: 271_000 }, manifest, sizeOf);
    expect(size.total).toBe(271_000);
    expect(size.files.map((f) => f.file)).toEqual(['assets/vendor.js', 'assets/index.js', 'assets/runtime.js']);
    expect(report(size)).toBe('sign-in page: 271.0 KB gzip of JavaScript in 3 files (budget 271.0 KB): ok');
  });

  it('names the biggest chunks when over', () => {
    const size = measurePage(
      { name: 'first list page', roots: ['index.html', 'src/shell.tsx'], limit: 300_000 },
      manifest,
      sizeOf,
    );
    expect(report(size, 2).split('\n')).toEqual([
      'first list page: 311.0 KB gzip of JavaScript in 4 files (budget 300.0 KB): OVER BUDGET by 11.0 KB; biggest chunks:',
      '    assets/vendor.js  150.0 KB',
      '    assets/index.js  120.0 KB',
    ]);
  });

  it('gzips deterministically at level 9', () => {
    const bytes = new TextEncoder().encode('export const a = 1;\n'.repeat(1000));
    expect(gzipSize(bytes)).toBe(gzipSize(bytes));
    expect(gzipSize(bytes)).toBeLessThan(bytes.length / 20);
  });
});
