// A menu entry's title in the current language (generated 'schema' bundle, registry as fallback).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { text, type MenuDef } from '../../../runtime/core/registry.ts';
import { toLang } from '../i18n/index.ts';

export function useMenuTitle(): (menu: MenuDef) => string {
  const { t, i18n } = useTranslation('schema');
  return useCallback(
    (menu: MenuDef) => t(`menu.${menu.key}`, { defaultValue: text(menu.title, toLang(i18n.language)) }),
    [t, i18n.language],
  );
}
