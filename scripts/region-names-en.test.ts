// The English region names shipped (runtime/core/region-names-en.json) are what the script makes from
// the installed china-area-data: after an upgrade of it this fails until `npm run gen:regions` runs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { englishRegionName, REGION_NAMES_EN_FILE, regionNamesFileText } from './region-names-en.ts';

describe('English region names', () => {
  it('the shipped file is the one the script writes', () => {
    expect(readFileSync(REGION_NAMES_EN_FILE, 'utf8')).toBe(regionNamesFileText());
  });

  it.each([
    ['广东省', 'Guangdong'],
    ['深圳市', 'Shenzhen'],
    ['南山区', 'Nanshan District'],
    ['西安市', "Xi'an"],
    ['陕西省', 'Shaanxi'],
    ['内蒙古自治区', 'Inner Mongolia'],
    ['香港特别行政区', 'Hong Kong'],
    ['延边朝鲜族自治州', 'Yanbian Korean Autonomous Prefecture'],
    ['恩施土家族苗族自治州', 'Enshi Tujia and Miao Autonomous Prefecture'],
    ['阿拉善盟', 'Alashan League'],
    ['东城街道', 'Dongcheng Subdistrict'],
    ['市辖区', 'City districts'],
    ['沙县', 'Sha County'],
    ['花都区', 'Huadu District'],
    ['单县', 'Shan County'],
    ['呼和浩特市', 'Hohhot'],
    ['张家口市察北管理区', 'Zhangjiakou Chabei Administrative Zone'],
    ['河北唐山芦台经济开发区', 'Hebei Tangshan Lutai Economic Development Zone'],
    ['内蒙古阿拉善经济开发区', 'Inner Mongolia Alashan Economic Development Zone'],
  ])('%s -> %s', (name, english) => {
    expect(englishRegionName(name)).toBe(english);
  });
});
