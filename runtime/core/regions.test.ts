import { describe, expect, it } from 'vitest';
import {
  areaPathFromNames,
  areaPathLabels,
  areaPathText,
  isAreaPath,
  REGION_ROOT,
  regionChildren,
  regionOptions,
} from './regions.ts';

describe('regions', () => {
  it.each([
    ['440000', ['广东省']],
    ['440000,440300', ['广东省', '深圳市']],
    ['440000,440300,440305', ['广东省', '深圳市', '南山区']],
    ['110000,110100,110108', ['北京市', '市辖区', '海淀区']],
    // Hong Kong's districts hang directly under the region: two levels.
    ['810000,810001', ['香港特别行政区', '中西區']],
  ])('%s is a valid path labelled %j', (value, names) => {
    expect(isAreaPath(value)).toBe(true);
    expect(areaPathLabels(value)).toEqual(names);
  });

  it.each([
    ['', 'empty'],
    ['86', 'the root itself'],
    ['440300', 'a city without its province'],
    ['440000,440305', 'an area skipping its city'],
    ['440000,110100', 'a city of another province'],
    ['440000,440300,110108', 'an area of another city'],
    ['440000,440300,440305,440305', 'four levels'],
    ['440000,,440305', 'an empty code'],
    ['440000 ,440300', 'a space'],
    ['999999', 'an unknown code'],
    ["440000' OR '1'='1", 'SQL-looking text'],
    ['__proto__', 'a prototype key'],
  ])('%j is not a valid path (%s)', (value) => {
    expect(isAreaPath(value)).toBe(false);
    expect(areaPathLabels(value)).toBeNull();
  });

  it('answers the same when asked again (valid paths are remembered, invalid ones never)', () => {
    for (let i = 0; i < 2; i++) {
      expect(isAreaPath('440000,440300,440305')).toBe(true);
      expect(isAreaPath('440000,440300,110108')).toBe(false);
      expect(isAreaPath('440000,440300,440305,440305')).toBe(false);
    }
  });

  it('refuses values that are not strings', () => {
    for (const v of [undefined, null, 440000, ['440000'], { 440000: 1 }]) expect(isAreaPath(v)).toBe(false);
  });

  it('lists children in code order and builds cascader options of at most three levels', () => {
    const provinces = regionChildren();
    expect(provinces.length).toBeGreaterThanOrEqual(34);
    expect(provinces[0]).toEqual({ code: '110000', name: '北京市' });
    expect(regionChildren('440305')).toEqual([]);
    const options = regionOptions();
    expect(options).toHaveLength(provinces.length);
    const gd = options.find((o) => o.value === '440000')!;
    const sz = gd.children!.find((o) => o.value === '440300')!;
    expect(sz.children!.find((o) => o.value === '440305')).toEqual({ value: '440305', label: '南山区' });
    const depth = (o: { children?: unknown[] }): number =>
      1 + Math.max(0, ...((o.children ?? []) as { children?: unknown[] }[]).map(depth));
    expect(Math.max(...options.map(depth))).toBe(3);
    expect(regionOptions()).toBe(options);
  });

  it('writes a path as names and reads names back into codes', () => {
    expect(areaPathText('310000,310100,310104')).toBe('上海市 / 市辖区 / 徐汇区');
    expect(areaPathText('bad')).toBeNull();
    for (const text of [
      '上海市 / 市辖区 / 徐汇区',
      '上海市/市辖区/徐汇区',
      '上海市，市辖区，徐汇区',
      '上海市 市辖区 徐汇区',
    ]) {
      expect(areaPathFromNames(text)).toBe('310000,310100,310104');
    }
    expect(areaPathFromNames('广东省')).toBe('440000');
    expect(areaPathFromNames('广东省/深圳市/南山区')).toBe('440000,440300,440305');
    expect(areaPathFromNames('上海市/深圳市')).toBeNull();
    expect(areaPathFromNames('')).toBeNull();
    expect(areaPathFromNames('a/b/c/d')).toBeNull();
  });

  it('names regions in English for English screens, and reads English names back', () => {
    expect(areaPathLabels('440000,440300,440305', 'en')).toEqual(['Guangdong', 'Shenzhen', 'Nanshan District']);
    expect(areaPathText('310000,310100,310104', 'en')).toBe('Shanghai / City districts / Xuhui District');
    expect(areaPathText('610000,610100', 'en')).toBe("Shaanxi / Xi'an");
    expect(regionChildren(REGION_ROOT, 'en').find((r) => r.code === '150000')?.name).toBe('Inner Mongolia');
    const options = regionOptions('en');
    expect(options.find((o) => o.value === '440000')?.label).toBe('Guangdong');
    expect(regionOptions()).not.toBe(options);
    expect(areaPathFromNames('Guangdong / Shenzhen / Nanshan District')).toBe('440000,440300,440305');
    expect(areaPathFromNames('shanghai,city districts,XUHUI DISTRICT')).toBe('310000,310100,310104');
    expect(areaPathFromNames('Guangdong / Shanghai')).toBeNull();
  });
});
