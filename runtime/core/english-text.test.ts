import { describe, expect, it } from 'vitest';
import { fieldText } from './english-text.ts';

const name = { name: 'name', english: 'nameEn' };

describe('fieldText', () => {
  it('shows the English companion in English when it is filled', () => {
    expect(fieldText({ name: '系统管理', nameEn: 'System' }, name, 'en')).toBe('System');
  });
  it('keeps the own text in Chinese', () => {
    expect(fieldText({ name: '系统管理', nameEn: 'System' }, name, 'zh-CN')).toBe('系统管理');
  });
  it('falls back to the own text when the companion is empty, blank or missing', () => {
    for (const nameEn of [null, '', '  ', undefined])
      expect(fieldText({ name: '系统管理', nameEn }, name, 'en')).toBe('系统管理');
  });
  it('is the plain value for a field without a companion', () => {
    expect(fieldText({ code: 'A01', codeEn: 'x' }, { name: 'code' }, 'en')).toBe('A01');
  });
});
