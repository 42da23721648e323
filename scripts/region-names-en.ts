// Writes runtime/core/region-names-en.json: the English name of every region of china-area-data (the
// data set is Chinese only), so English screens, exports and imports name regions in English. Run
// `npm run gen:regions` after upgrading china-area-data; region-names-en.test.ts fails while the file
// differs from what this script makes. Names are romanised with pinyin-pro (a dev dependency: only the
// file ships) and the administrative suffix is translated:
//   广东省 -> Guangdong, 深圳市 -> Shenzhen, 南山区 -> Nanshan District, 西安市 -> Xi'an,
//   延边朝鲜族自治州 -> Yanbian Korean Autonomous Prefecture, 市辖区 -> City districts.
// Provinces with an established English name other than their pinyin (陕西 Shaanxi, 内蒙古 Inner
// Mongolia, 香港 Hong Kong ...) and a few place names pinyin-pro reads with the wrong sound are listed
// below.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import data from 'china-area-data/data.json' with { type: 'json' };
import { pinyin } from 'pinyin-pro';

export const REGION_NAMES_EN_FILE = fileURLToPath(new URL('../runtime/core/region-names-en.json', import.meta.url));

/** Whole names whose English is not their romanised stem and suffix. */
const WHOLE: Record<string, string> = {
  内蒙古自治区: 'Inner Mongolia',
  广西壮族自治区: 'Guangxi',
  西藏自治区: 'Xizang',
  宁夏回族自治区: 'Ningxia',
  新疆维吾尔自治区: 'Xinjiang',
  香港特别行政区: 'Hong Kong',
  澳门特别行政区: 'Macao',
  陕西省: 'Shaanxi',
  市辖区: 'City districts',
  县: 'Counties',
  省直辖县级行政区划: 'County-level divisions',
  自治区直辖县级行政区划: 'County-level divisions',
};

/** Stems pinyin-pro reads with another of the character's sounds than the place's. */
const SOUNDS: Record<string, string> = {
  莞城: 'Guancheng',
  乐清: 'Yueqing',
  乐亭: 'Laoting',
  单: 'Shan',
  六合: 'Luhe',
  六安: "Lu'an",
  铅山: 'Yanshan',
  番禺: 'Panyu',
  涡阳: 'Guoyang',
  洪洞: 'Hongtong',
  大埔: 'Dabu',
  浚: 'Xun',
  尉犁: 'Yuli',
  筠连: 'Junlian',
  蔚: 'Yu',
  歙: 'She',
  什邡: 'Shifang',
  繁峙: 'Fanshi',
  覃塘: 'Tantang',
  泌阳: 'Biyang',
  曾都: 'Zengdu',
  // established English names of names also used inside longer ones (内蒙古阿拉善经济开发区)
  内蒙古: 'Inner Mongolia',
  陕西: 'Shaanxi',
  呼和浩特: 'Hohhot',
  乌鲁木齐: 'Urumqi',
  拉萨: 'Lhasa',
};

/** Characters read one way in every place name (都 is du: Chengdu, Huadu; pinyin-pro says dou). */
const PLACE_SOUNDS: Record<string, string> = { 都: 'du' };

/** Administrative suffixes, longest first, and their English. */
const SUFFIXES: [string, string][] = [
  ['高新技术产业开发区', 'High-tech Industrial Development Zone'],
  ['高新技术产业园区', 'High-tech Industrial Park'],
  ['高新技术开发区', 'High-tech Development Zone'],
  ['经济技术开发区', 'Economic and Technological Development Zone'],
  ['经济开发区', 'Economic Development Zone'],
  ['综合保税区', 'Comprehensive Bonded Zone'],
  ['特别行政区', ''],
  ['工业园区', 'Industrial Park'],
  ['产业园区', 'Industrial Park'],
  ['开发区', 'Development Zone'],
  ['管理区', 'Administrative Zone'],
  ['示范区', 'Demonstration Zone'],
  ['管委会', 'Administrative Committee'],
  ['自治区', 'Autonomous Region'],
  ['自治州', 'Autonomous Prefecture'],
  ['自治县', 'Autonomous County'],
  ['自治旗', 'Autonomous Banner'],
  ['新区', 'New Area'],
  ['林区', 'Forestry District'],
  ['矿区', 'Mining District'],
  ['地区', 'Prefecture'],
  ['街道', 'Subdistrict'],
  ['省', ''],
  ['市', ''],
  ['区', 'District'],
  ['县', 'County'],
  ['旗', 'Banner'],
  ['盟', 'League'],
  ['镇', 'Town'],
];

/** Ethnic groups named in autonomous regions' names (朝鲜族 -> Korean), longest first when matched. */
const PEOPLES: Record<string, string> = {
  蒙古: 'Mongolian',
  朝鲜: 'Korean',
  满: 'Manchu',
  回: 'Hui',
  藏: 'Tibetan',
  维吾尔: 'Uygur',
  哈萨克: 'Kazak',
  柯尔克孜: 'Kirgiz',
  塔吉克: 'Tajik',
  锡伯: 'Xibe',
  壮: 'Zhuang',
  苗: 'Miao',
  彝: 'Yi',
  土家: 'Tujia',
  侗: 'Dong',
  瑶: 'Yao',
  白: 'Bai',
  哈尼: 'Hani',
  傣: 'Dai',
  傈僳: 'Lisu',
  景颇: 'Jingpo',
  布依: 'Bouyei',
  水: 'Sui',
  仡佬: 'Gelao',
  黎: 'Li',
  畲: 'She',
  羌: 'Qiang',
  土: 'Tu',
  撒拉: 'Salar',
  东乡: 'Dongxiang',
  保安: 'Bonan',
  裕固: 'Yugur',
  纳西: 'Naxi',
  拉祜: 'Lahu',
  佤: 'Va',
  普米: 'Pumi',
  怒: 'Nu',
  独龙: 'Derung',
  布朗: 'Blang',
  德昂: "De'ang",
  阿昌: 'Achang',
  基诺: 'Jino',
  仫佬: 'Mulao',
  毛南: 'Maonan',
  达斡尔: 'Daur',
  鄂温克: 'Ewenki',
  鄂伦春: 'Oroqen',
  各: '',
};

/** Pinyin of Chinese text as one capitalised word, an apostrophe before a syllable starting a, o or e. */
function word(text: string): string {
  const sounds = SOUNDS[text];
  if (sounds) return sounds;
  const chars = Array.from(text);
  const read = pinyin(text, { toneType: 'none', type: 'array', v: true }) as string[];
  const syllables = read.length === chars.length ? read.map((s, i) => PLACE_SOUNDS[chars[i]!] ?? s) : read;
  const joined = syllables.map((s, i) => (i > 0 && /^[aoe]/.test(s) ? `'${s}` : s)).join('');
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}

const TABLE: Record<string, Record<string, string>> = data;

/** Provinces' and prefectures' names without their suffix (河北, 唐山, 内蒙古): words of longer stems. */
const SHORT_NAMES = [
  ...Object.values(TABLE['86'] ?? {}),
  ...Object.keys(TABLE['86'] ?? {}).flatMap((p) => Object.values(TABLE[p] ?? {})),
]
  .map((n) => n.replace(/(壮族|回族|维吾尔)?(自治区|特别行政区|省|市|地区|盟)$/, ''))
  .filter((n) => n.length >= 2 && n.length <= 4)
  .sort((a, b) => b.length - a.length);

/** A long stem cut into the province and city names it starts with (河北唐山芦台 -> 河北, 唐山, 芦台). */
function segments(stem: string): string[] {
  const out: string[] = [];
  let rest = stem;
  while (rest.length >= 4) {
    const known = SHORT_NAMES.find((n) => rest.startsWith(n) && n.length < rest.length);
    if (!known) break;
    out.push(known);
    rest = rest.slice(known.length).replace(/^[省市]/, '');
  }
  if (rest) out.push(rest);
  return out;
}

/** The romanised name of a stem: one word, or, for a long stem, the province and city names it
 * starts with as words of their own (河北唐山芦台 -> Hebei Tangshan Lutai, 秦皇岛市 -> Qinhuangdao). */
export function romanise(text: string): string {
  const stem = text.length > 2 ? text.replace(/(?<=..)[省市]$/, '') : text;
  return segments(stem).map(word).join(' ');
}

/** The ethnic groups a stem ends with (恩施土家族苗族 -> 恩施, [Tujia, Miao]), or none. */
function splitPeoples(stem: string): { place: string; peoples: string[] } {
  const peoples: string[] = [];
  let place = stem;
  while (place.endsWith('族')) {
    const body = place.slice(0, -1);
    const name = Object.keys(PEOPLES)
      .filter((p) => body.endsWith(p))
      .sort((a, b) => b.length - a.length)[0];
    if (name === undefined) return { place: stem, peoples: [] };
    if (PEOPLES[name]) peoples.unshift(PEOPLES[name]);
    place = body.slice(0, -name.length);
  }
  return { place, peoples };
}

function joinPeoples(peoples: string[]): string {
  if (peoples.length < 2) return peoples.join('');
  return `${peoples.slice(0, -1).join(', ')} and ${peoples.at(-1)}`;
}

/** The English name of one region name. */
export function englishRegionName(name: string): string {
  const whole = WHOLE[name];
  if (whole) return whole;
  for (const [suffix, english] of SUFFIXES) {
    if (!name.endsWith(suffix) || name.length === suffix.length) continue;
    const stem = name.slice(0, -suffix.length);
    const { place, peoples } = suffix.startsWith('自治') ? splitPeoples(stem) : { place: stem, peoples: [] };
    // A one-character stem whose suffix has no English keeps the suffix in pinyin (X市 -> Xshi, not X).
    const own = romanise(place.length === 1 && !english ? name.slice(0, 2) : place);
    return [own, joinPeoples(peoples), english].filter(Boolean).join(' ');
  }
  return romanise(name);
}

/** Every region's English name by code. */
export function englishRegionNames(): Record<string, string> {
  const out: Record<string, string> = {};
  const table: Record<string, Record<string, string>> = data;
  for (const children of Object.values(table)) {
    for (const [code, name] of Object.entries(children)) out[code] = englishRegionName(name);
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

export const regionNamesFileText = () => `${JSON.stringify(englishRegionNames(), null, 2)}\n`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(REGION_NAMES_EN_FILE, regionNamesFileText());
  console.log(`wrote ${REGION_NAMES_EN_FILE}`);
}
