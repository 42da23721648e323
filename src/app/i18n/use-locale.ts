// antd and dayjs locales follow the UI language. dayjs is set by the signed-in shell
// (dayjs-locale.ts, from routes/guarded-shell.tsx): only its date pickers and formats use it, and it
// stays out of the sign-in page's size budget.
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { Lang } from '../../../runtime/core/registry.ts';

export function antdLocale(lang: Lang) {
  return lang === 'en' ? enUS : zhCN;
}
