// Permission codes used by platform routes that are not generated from an entity (e.g. force
// logout, password reset). The permission seed (src/server/permissions/seed.ts) creates a button
// row for each under the menu `parentMenuKey` (a key of schemas/menus.json) and grants it to admin.
import type { I18nText } from '../../../runtime/core/registry.ts';

export interface ExtraPermissionCode {
  code: string;
  title: I18nText;
  parentMenuKey: string;
}

export const EXTRA_PERMISSION_CODES: ExtraPermissionCode[] = [];
