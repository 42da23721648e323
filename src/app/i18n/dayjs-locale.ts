// dayjs follows the UI language (date pickers, formatted dates); applied by the signed-in shell.
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { Lang } from '../../../runtime/core/registry.ts';

export function applyDayjsLocale(lang: Lang): void {
  dayjs.locale(lang === 'en' ? 'en' : 'zh-cn');
}
