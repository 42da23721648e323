// antd and dayjs locales follow the UI language.
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { Lang } from '../../../runtime/core/registry.ts';

export function antdLocale(lang: Lang) {
  return lang === 'en' ? enUS : zhCN;
}

export function applyDayjsLocale(lang: Lang): void {
  dayjs.locale(lang === 'en' ? 'en' : 'zh-cn');
}
