import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insideRoot, newStoredPath, servedSegments, suspiciousFileName, validBiz } from './paths.ts';
import { findStored, writeStored } from './storage.ts';

describe('biz folders', () => {
  it.each(['temp', 'jeditor', 'wl/vehicle', 'a-b/c_d/E9'])('accepts %s', (biz) => {
    expect(validBiz(biz)).toBe(true);
  });
  it.each([
    '',
    '..',
    '../etc',
    'temp/../..',
    '/etc',
    'temp/',
    'a//b',
    'a\\b',
    '%2e%2e',
    'a/b/c/d',
    'te mp',
    'temp\u0000',
    'téléchargement',
    'a.b',
  ])('refuses %j', (biz) => {
    expect(validBiz(biz)).toBe(false);
  });
});

describe('served paths', () => {
  it('accepts generated paths only as plain segments', () => {
    expect(servedSegments('temp/2026/11/23/abc.png')).toEqual(['temp', '2026', '11', '23', 'abc.png']);
    for (const bad of [
      'abc.png',
      '../x/y.png',
      'temp/../../y.png',
      'temp/.x.part',
      'temp//a.png',
      'temp/a..png',
      '/a/b',
    ])
      expect(servedSegments(bad), bad).toBeUndefined();
  });

  it('keeps resolved paths strictly inside the root', () => {
    expect(insideRoot('/srv/up', 'temp/a.png')).toBe('/srv/up/temp/a.png');
    expect(insideRoot('/srv/up', '../up2/a.png')).toBeUndefined();
    expect(insideRoot('/srv/up', '/etc/passwd')).toBeUndefined();
    expect(insideRoot('/srv/up', '.')).toBeUndefined();
  });

  it('generates dated random names with the given extension', () => {
    const a = newStoredPath('temp', 'png', new Date(2026, 10, 3));
    expect(a).toMatch(/^temp\/2026\/11\/03\/[0-9a-f]{32}\.png$/);
    expect(newStoredPath('temp', 'png')).not.toBe(newStoredPath('temp', 'png'));
  });

  it('spots file names that name a place', () => {
    for (const name of ['../../x.png', '/etc/passwd', 'C:\\x.png', 'a/b.png', '..', 'x\u0000.png'])
      expect(suspiciousFileName(name), name).toBe(true);
    expect(suspiciousFileName('photo 1.png')).toBe(false);
  });
});

describe('storage', () => {
  let dir: string;
  let root: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'files-'));
    root = join(dir, 'uploads');
    mkdirSync(root);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes through a temp name and leaves only the final file', async () => {
    await writeStored(root, 'temp/2026/01/02/f.txt', Buffer.from('hi'));
    expect(readdirSync(join(root, 'temp/2026/01/02'))).toEqual(['f.txt']);
    expect(await findStored(root, ['temp', '2026', '01', '02', 'f.txt'])).toMatchObject({ size: 2 });
  });

  it('never follows a symlink out of the root, writing or reading', async () => {
    const outside = join(dir, 'outside');
    mkdirSync(outside);
    writeFileSync(join(outside, 'secret.txt'), 'secret');
    symlinkSync(outside, join(root, 'link'));
    symlinkSync(join(outside, 'secret.txt'), join(root, 'secret.txt'));
    expect(await findStored(root, ['link', 'secret.txt'])).toBeUndefined();
    expect(await findStored(root, ['secret.txt'])).toBeUndefined();
    await expect(writeStored(root, 'link/2026/01/02/f.txt', Buffer.from('x'))).rejects.toThrow(/outside/);
    expect(readdirSync(outside)).toEqual(['secret.txt']);
  });
});
