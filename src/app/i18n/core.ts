// i18next set-up: zh-CN by default, English switchable; the choice is kept in localStorage. Two
// namespaces: 'app' (this folder) and 'schema' (generated from schemas/: entity, field, dict and menu
// titles). This module holds the 'app' part, which the sign-in page needs; the 'schema' bundle
// (schema-bundle.ts) is added by the signed-in shell, so the sign-in page does not download it.
// antd and dayjs locales follow the language (see use-locale.ts).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '../../../runtime/core/registry.ts';
import { authEn } from './auth-en.ts';
import { authZhCN } from './auth-zh-CN.ts';
import { en } from './en.ts';
import { shellEn } from './shell-en.ts';
import { shellZhCN } from './shell-zh-CN.ts';
import { sysEn } from './system-en.ts';
import { sysZhCN } from './system-zh-CN.ts';
import { zhCN } from './zh-CN.ts';

export const LANG_STORAGE_KEY = 'language';
export const LANGS: { value: Lang; label: string }[] = [
  { value: 'zh-CN', label: '简体中文' },
  { value: 'en', label: 'English' },
];

export function storedLang(): Lang {
  try {
    return globalThis.localStorage?.getItem(LANG_STORAGE_KEY) === 'en' ? 'en' : 'zh-CN';
  } catch {
    return 'zh-CN';
  }
}

export function toLang(value: string | undefined): Lang {
  return value === 'en' ? 'en' : 'zh-CN';
}

/** The i18next instance with the 'app' namespace (the 'schema' one comes with the shell). */
export function createI18n(lang: Lang = storedLang()) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'zh-CN',
    supportedLngs: ['zh-CN', 'en'],
    defaultNS: 'app',
    ns: ['app', 'schema'],
    resources: {
      'zh-CN': { app: { ...zhCN, sys: sysZhCN, auth: authZhCN, shell: shellZhCN } },
      en: { app: { ...en, sys: sysEn, auth: authEn, shell: shellEn } },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

export async function switchLang(i18n: ReturnType<typeof createI18n>, lang: Lang): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  await i18n.changeLanguage(lang);
}
