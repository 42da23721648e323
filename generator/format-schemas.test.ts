// gen formats hand-written schema files so they pass prettier --check; --check only lists them.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { check, resolveConfig } from 'prettier';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatSchemas } from './format-schemas.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'format-schemas-'));
  cpSync(resolve(import.meta.dirname, '../schemas'), dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('gen formats schema files', () => {
  it('rewrites a hand-written file the way prettier --check wants it, and lists it only under --check', async () => {
    const path = join(dir, 'logistics/zz_hand.json');
    const hand = '{"$id":"zz_hand",\n    "title": "手写",   "x-title":{"en":"Hand"},"type":"object","properties":{}}';
    writeFileSync(path, hand);
    expect(await formatSchemas(dir, true)).toEqual(['logistics/zz_hand.json']);
    expect(readFileSync(path, 'utf8')).toBe(hand);
    expect(await formatSchemas(dir, false)).toEqual(['logistics/zz_hand.json']);
    const config = (await resolveConfig(resolve(import.meta.dirname, '../schemas/menus.json'))) ?? {};
    expect(await check(readFileSync(path, 'utf8'), { ...config, filepath: path })).toBe(true);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(JSON.parse(hand));
    expect(await formatSchemas(dir, false)).toEqual([]);
  }, 60_000);
});
