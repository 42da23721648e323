// The literal printer writes what prettier writes (the repository's config), for the generated data
// files and for the layouts they could meet: arrays near the margin, wide characters, quotes, long
// strings after long and short keys, arrays of arrays; and it gives up (Unsure) where it cannot know.
import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRegistry } from '../build-registry.ts';
import { loadSchemas } from '../load.ts';
import { emitOpenApi } from './openapi.ts';
import { preformatted, type OutputFiles } from './output.ts';
import { printLiteral, Unsure } from './print-literal.ts';
import { emitI18n, emitPermissions, emitRegistry } from './registry.ts';
import { emitRouteSchemas } from './route-schemas.ts';

let config: Record<string, unknown> = {};
beforeAll(async () => {
  config = (await resolveConfig(resolve(import.meta.dirname, '../../src/generated/registry.ts'))) ?? {};
});

const viaPrettier = async (value: unknown, parser: 'typescript' | 'json') =>
  parser === 'json'
    ? format(JSON.stringify(value, null, 2), { ...config, parser })
    : format(`x = ${JSON.stringify(value, null, 2)};\n`, { ...config, parser });

const cases: Record<string, unknown> = {
  longKeyName: 'x'.repeat(130),
  k: 'y'.repeat(130),
  abcd: 'y'.repeat(130),
  abcde: 'y'.repeat(130),
  abcdef: 'y'.repeat(107),
  abcdeg: 'y'.repeat(108),
  'ab-c': 'y'.repeat(130),
  "a'": 'y'.repeat(130),
  q: `it's "x"`,
  q2: `it's`,
  q3: `say "hi" it's it's`,
  bs: 'a\\b\nc\u0001\t',
  arr: ['a'.repeat(50), 'b'.repeat(50)],
  arr2: ['a'.repeat(50), 'b'.repeat(52)],
  arr3: ['a'.repeat(50), 'b'.repeat(53)],
  arrn: [1, 2, 3, -4, 5.5],
  aa: [
    ['a', 'b'],
    ['c', 'd'],
  ],
  a1: [['a'], ['b']],
  m1: [['a', 'b'], ['c']],
  m3: [['a', 'b'], ['c', 'd'], 'x'],
  m4: [
    [1, 2],
    [3, 4],
  ],
  m7: [{}, {}],
  ao: [{ a: 1 }],
  oo: [
    { a: 1, b: 2 },
    { c: 3, d: 4 },
  ],
  e: [],
  eo: {},
  nul: null,
  t: true,
  'my-key': 1,
  '1': 2,
  '01': 3,
  $x: 4,
  'a b': 5,
  default: 6,
  cjk: ['事故登记事故登记事故登记事故登记事故登记', '事故登记事故登记事故登记事故登记事故登记', '事故登记事故登记事故'],
  cjk2: ['事故登记事故登记事故登记事故登记事故登记', '事故登记事故登记事故登记事故登记事故登记', '事故登记事故登'],
  fullwidth: ['（１２３）、。'.repeat(9)],
  latin: ['ümlaut·×°—“”…'.repeat(9)],
  longarr: Array.from({ length: 40 }, (_, i) => `item${i}`),
  nested: { arr: ['x'.repeat(100), 'y'], deeper: { list: [['p', 'q'], ['r']], s: 'z'.repeat(118) } },
};

describe('printLiteral', () => {
  it('prints a .ts object literal as prettier does', async () => {
    const expected = await viaPrettier(cases, 'typescript');
    expect(`x = ${printLiteral(cases, 'ts', 4, 1)};\n`).toBe(expected);
  });

  it('prints a .json file as prettier does', async () => {
    const expected = await viaPrettier(cases, 'json');
    expect(`${printLiteral(cases, 'json')}\n`).toBe(expected);
  });

  it('gives up where it cannot be sure', () => {
    expect(() => printLiteral({ n: 1e21 }, 'ts')).toThrow(Unsure);
    expect(() => printLiteral({ ümlaut: 1 }, 'ts')).toThrow(Unsure);
    expect(() => printLiteral({ nums: Array.from({ length: 60 }, (_, i) => i * 1000) }, 'ts')).toThrow(Unsure);
    // an emoji may be one or two columns: decisive only near the margin
    expect(() => printLiteral({ list: ['😀'.repeat(20), 'x'.repeat(80)] }, 'ts')).toThrow(Unsure);
    expect(printLiteral({ list: ['😀', 'x'] }, 'ts')).toBe("{\n  list: ['😀', 'x'],\n}");
  });

  it('writes the generated data files of the repository schemas formatted', async () => {
    const registry = buildRegistry(loadSchemas(resolve(import.meta.dirname, '../../schemas')));
    const some = ['wl_site', 'wl_order', 'wl_fleet', 'sys_user', 'sys_dict'];
    const small = { ...registry, entities: Object.fromEntries(some.map((n) => [n, registry.entities[n]!])) };
    const out: OutputFiles = new Map();
    emitRegistry(small, out);
    emitI18n(small, out);
    emitPermissions(small, out);
    emitRouteSchemas(small, out);
    emitOpenApi(small, out);
    expect([...preformatted(out)].sort()).toEqual([...out.keys()].sort());
    for (const [rel, text] of out) {
      const parser = rel.endsWith('.json') ? 'json' : 'typescript';
      expect(await format(text, { ...config, parser }), rel).toBe(text);
    }
  });
});
