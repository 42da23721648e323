import { describe, expect, it } from 'vitest';
import { FIRE_CASES, FROM } from './next.cases.ts';
import { compileCron, nextFireTime, nextFireTimes } from './next.ts';

const utc = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

describe('nextFireTimes: table of expressions with known fire times (UTC)', () => {
  it('has at least 40 expressions', () => {
    expect(new Set(FIRE_CASES.map((c) => c.expr)).size).toBeGreaterThanOrEqual(40);
  });

  for (const c of FIRE_CASES) {
    it(`${c.expr}${c.from ? ` from ${c.from}` : ''}${c.why ? ` (${c.why})` : ''}`, () => {
      const count = c.count ?? c.times.length ?? 3;
      const times = nextFireTimes(c.expr, new Date(c.from ?? FROM), Math.max(count, 1), { timeZone: 'utc' });
      expect(times.map(utc)).toEqual(c.times);
    });
  }
});

describe('nextFireTimes: options and edges', () => {
  it('starts strictly after `from`, also from the middle of a second', () => {
    const at = new Date('2027-01-29T12:00:00.000Z');
    expect(utc(nextFireTime('0 0 12 ? * 6L 2027', at, { timeZone: 'utc' })!)).toBe('2027-02-26 12:00:00');
    expect(utc(nextFireTime('* * * * * ?', new Date('2026-01-01T00:00:00.400Z'), { timeZone: 'utc' })!)).toBe(
      '2026-01-01 00:00:01',
    );
  });

  it('ignoreYear drops the year field (the builder preview)', () => {
    const from = new Date(FROM);
    expect(nextFireTimes('0 0 0 1 1 ? 2025', from, 2, { timeZone: 'utc', ignoreYear: true }).map(utc)).toEqual([
      '2027-01-01 00:00:00',
      '2028-01-01 00:00:00',
    ]);
    expect(nextFireTimes('0 0 0 30 2 ? 2030', from, 10, { ignoreYear: true })).toEqual([]);
  });

  it('reads the wall clock of the local zone by default', () => {
    const from = new Date(2026, 10, 23, 10, 20, 30); // local
    const [first, second] = nextFireTimes('0 0 12 * * ?', from, 2);
    expect([first.getFullYear(), first.getMonth(), first.getDate(), first.getHours(), first.getMinutes()]).toEqual([
      2026, 10, 23, 12, 0,
    ]);
    expect(second.getDate()).toBe(24);
    expect(second.getHours()).toBe(12);
  });

  it('returns [] for count 0 and null when nothing fires', () => {
    expect(nextFireTimes('* * * * * ?', new Date(FROM), 0)).toEqual([]);
    expect(nextFireTime('0 0 0 30 2 ?', new Date(FROM))).toBeNull();
  });

  it('accepts a compiled schedule and refuses an invalid start date', () => {
    const schedule = compileCron('0 0 12 ? * 2#3');
    expect(nextFireTimes(schedule, new Date(FROM), 1, { timeZone: 'utc' }).map(utc)).toEqual(['2026-12-21 12:00:00']);
    expect(() => nextFireTimes('* * * * * ?', new Date('nope'), 1)).toThrow(RangeError);
  });

  it('skips a local time lost to daylight saving and fires a repeated hour once', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/Berlin';
    try {
      const spring = nextFireTimes('0 30 2 * * ?', new Date('2027-03-26T12:00:00Z'), 2);
      expect(spring.map((d) => d.toISOString())).toEqual(['2027-03-27T01:30:00.000Z', '2027-03-29T00:30:00.000Z']);
      const autumn = nextFireTimes('0 30 2 * * ?', new Date('2027-10-30T12:00:00Z'), 2);
      expect(autumn.map((d) => d.toISOString())).toEqual(['2027-10-31T00:30:00.000Z', '2027-11-01T01:30:00.000Z']);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('skips by field: never-firing and far-future expressions end their search', () => {
    // Minute by minute these would be ~90 million steps per call; field skipping needs a few hundred,
    // so they answer within the test's ordinary timeout.
    expect(nextFireTimes('0 0 0 30 2 ?', new Date(FROM), 10)).toEqual([]);
    expect(nextFireTimes('0 0 0 31 2,4,6,9,11 ? 2027-2199', new Date(FROM), 10)).toEqual([]);
    expect(nextFireTimes('59 59 23 31 12 ? 2199', new Date(FROM), 2, { timeZone: 'utc' }).map(utc)).toEqual([
      '2199-12-31 23:59:59',
    ]);
    expect(nextFireTimes('0 0 0 29 2 ? 2196', new Date(FROM), 1, { timeZone: 'utc' }).map(utc)).toEqual([
      '2196-02-29 00:00:00',
    ]);
  });
});
