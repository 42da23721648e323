import { describe, expect, it } from 'vitest';
import { numberText, parseNumberText, roundTo, sanitizeNumberInput } from './numbers.ts';

describe('number input (spec §5.2)', () => {
  it('accepts an optional minus, digits and one decimal point', () => {
    for (const ok of ['', '-', '1', '-12', '12.', '12.5', '-0.25', '.5', '-.']) {
      expect(sanitizeNumberInput(ok, 'prev'), ok).toBe(ok);
    }
  });
  it('reverts anything else to the previous text', () => {
    for (const bad of ['1a', '1.2.3', '--1', '1-', '+1', '1e5', ' 1', '1,000', '１']) {
      expect(sanitizeNumberInput(bad, '1'), bad).toBe('1');
    }
  });
  it('keeps to a precision: no point for integers, at most N decimals', () => {
    expect(sanitizeNumberInput('1.', '1', 0)).toBe('1');
    expect(sanitizeNumberInput('12', '1', 0)).toBe('12');
    expect(sanitizeNumberInput('1.23', '1.2', 2)).toBe('1.23');
    expect(sanitizeNumberInput('1.234', '1.23', 2)).toBe('1.23');
  });
  it('parses complete texts to numbers, empty to null, in-between states to undefined', () => {
    expect(parseNumberText('')).toBeNull();
    expect(parseNumberText('-')).toBeUndefined();
    expect(parseNumberText('.')).toBeUndefined();
    expect(parseNumberText('-.')).toBeUndefined();
    expect(parseNumberText('12.')).toBe(12);
    expect(parseNumberText('-0.5')).toBe(-0.5);
    expect(parseNumberText('.5')).toBe(0.5);
  });
  it('shows stored values as text', () => {
    expect([numberText(null), numberText(undefined), numberText(3.5), numberText('7')]).toEqual(['', '', '3.5', '7']);
  });
  it('rounds without binary noise', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(0.1 + 0.2, 2)).toBe(0.3);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(2.5, 0)).toBe(3);
  });
});
