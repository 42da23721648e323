// Fuzz of the Quartz adapter (runtime/core/cron): any text parses, describes and validates or gives a
// CronError, never another exception, each call within a sanity time bound; fire times of valid
// expressions are strictly increasing and match the fields, checked against an oracle written here.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CronError,
  describeCron,
  nextFireTimes,
  parseCron,
  validateCron,
  YEAR_MAX,
  YEAR_MIN,
} from '../../runtime/core/cron/index.ts';
import { nastyString } from './arbitraries.ts';
import { PROPERTY_TIME_MS, withinTime } from './helpers.ts';

/** Per-call sanity bound (ms): a hang or a step per minute over centuries would blow it. */
const CALL_MS = 50;

function cronOutcome(fn: () => unknown): 'ok' | 'refused' {
  try {
    fn();
    return 'ok';
  } catch (err) {
    if (err instanceof CronError) {
      expect(err.text.zh.length).toBeGreaterThan(0);
      expect(err.text.en.length).toBeGreaterThan(0);
      return 'refused';
    }
    throw err;
  }
}

/** Tokens of the Quartz grammar plus hostile ones, joined into fields. */
const cronToken = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 60 }).map(String) },
  { weight: 1, arbitrary: fc.integer({ min: 1960, max: 2300 }).map(String) },
  {
    weight: 4,
    arbitrary: fc.constantFrom('*', '?', '-', '/', ',', 'L', 'W', 'LW', '#', 'L-3', '5L', '6#3', '15W', '0/0', '*/'),
  },
  { weight: 1, arbitrary: fc.constantFrom('JAN', 'dec', 'MON', 'sun', 'FOO', '99999999999999999999', '-1', '1e3', '') },
  { weight: 1, arbitrary: nastyString },
);
const cronField = fc.array(cronToken, { minLength: 1, maxLength: 4 }).map((t) => t.join(''));
/** Random field soup, valid expressions and valid expressions with a token spliced in. */
const cronText = () =>
  fc.oneof(
    { weight: 4, arbitrary: fc.array(cronField, { minLength: 5, maxLength: 8 }).map((f) => f.join(' ')) },
    { weight: 2, arbitrary: validCron.map((c) => c.text) },
    {
      weight: 3,
      arbitrary: fc.tuple(validCron, fc.nat(), fc.nat(3), cronToken).map(([c, at, cut, token]) => {
        const i = at % (c.text.length + 1);
        return c.text.slice(0, i) + token + c.text.slice(i + cut);
      }),
    },
    { weight: 1, arbitrary: nastyString },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  );

const FROM_MIN = Date.UTC(1970, 0, 1);
const FROM_MAX = Date.UTC(2199, 11, 31);
const fromDate = fc.integer({ min: FROM_MIN, max: FROM_MAX }).map((ms) => new Date(ms));

describe('fuzz: Quartz expressions', () => {
  it('any text parses, validates and describes, or is a CronError, each call bounded', () => {
    const seen = { ok: 0, refused: 0 };
    fc.assert(
      fc.property(cronText(), fromDate, (expr, from) => {
        const outcome = withinTime(CALL_MS, () => cronOutcome(() => parseCron(expr)));
        seen[outcome]++;
        expect(withinTime(CALL_MS, () => validateCron(expr)) === null).toBe(outcome === 'ok');
        for (const lang of ['zh-CN', 'en'] as const) {
          expect(withinTime(CALL_MS, () => cronOutcome(() => describeCron(expr, lang)))).toBe(outcome);
        }
        let times: Date[] = [];
        const next = withinTime(CALL_MS, () =>
          cronOutcome(() => (times = nextFireTimes(expr, from, 3, { timeZone: 'utc' }))),
        );
        expect(next).toBe(outcome);
        // L, W, nL, n#m and wrapping ranges included: each time later than the one before.
        times.reduce((before, t) => (expect(t.getTime()).toBeGreaterThan(before), t.getTime()), from.getTime());
      }),
      { numRuns: 1000, interruptAfterTimeLimit: PROPERTY_TIME_MS },
    );
    console.info(`cron text fuzz: ${JSON.stringify(seen)}`);
    expect(seen.ok).toBeGreaterThan(10);
  });

  it('fire times of valid expressions are strictly increasing and match every field', () => {
    fc.assert(
      fc.property(validCron, fromDate, fc.boolean(), (cron, from, local) => {
        const times = withinTime(CALL_MS, () =>
          nextFireTimes(cron.text, from, 5, { timeZone: local ? 'local' : 'utc' }),
        );
        let previous = from.getTime();
        for (const t of times) {
          expect(t.getTime()).toBeGreaterThan(previous);
          expect(t.getUTCMilliseconds()).toBe(0);
          previous = t.getTime();
          if (!local) expect(cron.matches(t), `${cron.text} fired at ${t.toISOString()}`).toBe(true);
        }
        // From one tick before a fire time, that fire time comes next (none skipped at the start).
        if (times.length && !local) {
          const again = nextFireTimes(cron.text, new Date(times[0].getTime() - 1000), 1, { timeZone: 'utc' });
          expect(again[0]?.getTime()).toBe(times[0].getTime());
        }
      }),
      { numRuns: 500, interruptAfterTimeLimit: PROPERTY_TIME_MS },
    );
  });

  it('the first fire time is the earliest matching second (checked by brute force over a window)', () => {
    // Dense expressions (seconds/minutes/hours from small sets, every day) so a brute-force scan of a
    // few days finds the same first time.
    fc.assert(
      fc.property(denseCron, fc.integer({ min: FROM_MIN, max: FROM_MAX - 86_400_000 * 5 }), (cron, ms) => {
        const from = new Date(Math.floor(ms / 1000) * 1000);
        const [first] = nextFireTimes(cron.text, from, 1, { timeZone: 'utc' });
        expect(first).toBeDefined();
        let t = from.getTime() + 1000;
        while (!cron.matches(new Date(t))) t += 1000;
        expect(first.getTime()).toBe(t);
      }),
      { numRuns: 200, interruptAfterTimeLimit: PROPERTY_TIME_MS },
    );
  });
});

interface OracleCron {
  text: string;
  matches: (t: Date) => boolean;
}

type Spec = { text: string; values: Set<number> };

/** One plain field (*, a, a-b, a-b/s, a/s, lists) with the set of values it stands for. */
function plainField(min: number, max: number): fc.Arbitrary<Spec> {
  const v = fc.integer({ min, max });
  const item: fc.Arbitrary<Spec> = fc.oneof(
    fc.constant({ text: '*', values: range(min, max, 1) }),
    v.map((a) => ({ text: String(a), values: new Set([a]) })),
    fc
      .tuple(v, v, fc.integer({ min: 1, max: Math.min(max - min, 10) || 1 }))
      .map(([a, b, s]) => [Math.min(a, b), Math.max(a, b), s])
      .map(([a, b, s]) => ({ text: s === 1 ? `${a}-${b}` : `${a}-${b}/${s}`, values: range(a, b, s) })),
    fc
      .tuple(v, fc.integer({ min: 1, max: Math.min(max - min, 10) || 1 }))
      .map(([a, s]) => ({ text: `${a}/${s}`, values: range(a, max, s) })),
  );
  return fc.array(item, { minLength: 1, maxLength: 3 }).map((items) => ({
    text: items.map((i) => i.text).join(','),
    values: new Set(items.flatMap((i) => [...i.values])),
  }));
}

function range(a: number, b: number, step: number): Set<number> {
  const s = new Set<number>();
  for (let x = a; x <= b; x += step) s.add(x);
  return s;
}

const validCron: fc.Arbitrary<OracleCron> = fc
  .record({
    second: plainField(0, 59),
    minute: plainField(0, 59),
    hour: plainField(0, 23),
    day: plainField(1, 31),
    month: plainField(1, 12),
    weekday: plainField(1, 7),
    byWeekday: fc.boolean(),
    year: fc.option(plainField(YEAR_MIN, YEAR_MAX), { nil: undefined }),
  })
  .map((f) => ({
    text: [
      f.second.text,
      f.minute.text,
      f.hour.text,
      f.byWeekday ? '?' : f.day.text,
      f.month.text,
      f.byWeekday ? f.weekday.text : '?',
      ...(f.year ? [f.year.text] : []),
    ].join(' '),
    matches: (t: Date) =>
      f.second.values.has(t.getUTCSeconds()) &&
      f.minute.values.has(t.getUTCMinutes()) &&
      f.hour.values.has(t.getUTCHours()) &&
      (f.byWeekday ? f.weekday.values.has(t.getUTCDay() + 1) : f.day.values.has(t.getUTCDate())) &&
      f.month.values.has(t.getUTCMonth() + 1) &&
      (!f.year || f.year.values.has(t.getUTCFullYear())),
  }));

const denseCron: fc.Arbitrary<OracleCron> = fc
  .record({ second: plainField(0, 59), minute: plainField(0, 59), hour: plainField(0, 23) })
  .map((f) => ({
    text: `${f.second.text} ${f.minute.text} ${f.hour.text} * * ?`,
    matches: (t: Date) =>
      f.second.values.has(t.getUTCSeconds()) &&
      f.minute.values.has(t.getUTCMinutes()) &&
      f.hour.values.has(t.getUTCHours()),
  }));
