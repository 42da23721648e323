import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { licenceAllowed, licenceOf, productionPackages } from './licences.ts';

describe('licenceAllowed', () => {
  it.each([
    ['MIT', true],
    ['Apache-2.0', true],
    ['(MIT OR GPL-3.0-or-later)', true],
    ['(MIT AND Zlib)', true],
    ['MIT AND GPL-3.0-only', false],
    ['GPL-3.0-only', false],
    ['AGPL-3.0', false],
    ['SSPL-1.0 OR (BUSL-1.1 AND MIT)', false],
    ['(Apache-2.0 WITH LLVM-exception OR GPL-2.0)', true],
    ['MIT/X11', true],
    ['UNKNOWN', false],
    ['SEE LICENSE IN LICENSE.md', false],
    ['(MIT', false],
  ])('%s -> %s', (expression, ok) => expect(licenceAllowed(expression)).toBe(ok));
});

describe('licenceOf', () => {
  it('reads the field in its old and new shapes', () => {
    expect(licenceOf({ license: 'ISC' })).toBe('ISC');
    expect(licenceOf({ license: { type: 'MIT' } })).toBe('MIT');
    expect(licenceOf({ licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] })).toBe('(MIT OR Apache-2.0)');
    expect(licenceOf({})).toBe('UNKNOWN');
  });
});

describe('productionPackages', () => {
  const root = mkdtempSync(join(tmpdir(), 'licences-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const pkg = (dir: string, manifest: object) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest));
  };

  it('follows dependencies as Node resolves them and leaves devDependencies out', () => {
    pkg(root, { name: 'app', dependencies: { a: '1', '@s/b': '1' }, devDependencies: { dev: '1' } });
    pkg(join(root, 'node_modules/a'), { name: 'a', version: '1.0.0', license: 'MIT', dependencies: { c: '2' } });
    pkg(join(root, 'node_modules/a/node_modules/c'), { name: 'c', version: '2.0.0', license: 'GPL-3.0-only' });
    pkg(join(root, 'node_modules/c'), { name: 'c', version: '1.0.0', license: 'ISC' });
    pkg(join(root, 'node_modules/@s/b'), {
      name: '@s/b',
      version: '1.0.0',
      license: 'ISC',
      dependencies: { c: '1' },
      optionalDependencies: { 'not-here': '1' },
    });
    pkg(join(root, 'node_modules/dev'), { name: 'dev', version: '1.0.0', license: 'GPL-3.0-only' });
    expect(productionPackages(root).map((p) => `${p.path} ${p.licence}`)).toEqual([
      'node_modules/@s/b ISC',
      'node_modules/a MIT',
      'node_modules/a/node_modules/c GPL-3.0-only',
      'node_modules/c ISC',
    ]);
  });

  it('fails when a required package is not installed', () => {
    pkg(root, { name: 'app', dependencies: { gone: '1' } });
    expect(() => productionPackages(root)).toThrow(/gone/);
  });
});
