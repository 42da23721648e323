// Hostile inputs shared by the fuzz properties: SQL fragments, prototype keys, control characters,
// huge and odd numbers, unicode (astral, combining, right-to-left, lone surrogates) and arbitrary text.
import fc from 'fast-check';

/** Fragments an attacker tries against a SQL builder or a parser. */
export const SQL_FRAGMENTS = [
  "'",
  '"',
  '`',
  "''",
  "' or '1'='1",
  "1' or 1=1 --",
  '--',
  '/*',
  '*/',
  ';',
  '; drop table sys_user; --',
  ' union select password from sys_user',
  "') union select 1,2,3 --",
  '\\',
  "\\'",
  '\0',
  '%',
  '_',
  '$1',
  '?',
  '::text',
  'pg_sleep(5)',
  '0x41',
] as const;

export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'] as const;

export const ODD_NUMBERS = [
  '0',
  '-0',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '9007199254740993',
  '99999999999999999999999999',
  '1.7976931348623157e308',
  '5e-324',
  '0x1F',
  '1_000',
  ' 1 ',
  '+1',
  '.5',
  '1.',
  '2026-02-30',
  '2026-13-01 25:61:61',
  '9999-12-31 23:59:59',
  '0000-00-00',
] as const;

const UNICODE = [
  'é',
  'e\u0301',
  '中文',
  '𝔘𝔫𝔦',
  '😀',
  '\u202e',
  '\u200b',
  '\ufeff',
  '\ud800',
  '\udfff',
  '\n',
  '\r\n',
  '\t',
];

/** One hostile token. */
export const nastyToken = fc.constantFrom<string>(...SQL_FRAGMENTS, ...PROTO_KEYS, ...ODD_NUMBERS, ...UNICODE);

/** Text mixing arbitrary characters (any code point, lone surrogates included) with hostile tokens. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.array(fc.oneof(nastyToken, fc.string({ maxLength: 6 })), { maxLength: 6 }).map((p) => p.join('')),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: nastyToken },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.bigInt().map(String) },
);

/** Arbitrary JSON-ish values (objects with hostile keys, deep nesting, odd scalars). */
export const nastyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.double(),
    fc.integer(),
    nastyString,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(nastyString, fc.constantFrom(...PROTO_KEYS)), tie('value'), { maxKeys: 4 }),
  ),
})).value;
