// Permission codes used by platform routes that are not generated from an entity (e.g. force
// logout, password reset). The permission seed (src/server/platform/permissions/seed.ts) creates a button
// row for each under the menu `parentMenuKey` (a key of schemas/menus.json) and grants it to admin.
import type { I18nText } from '../../../../runtime/core/registry.ts';

export interface ExtraPermissionCode {
  code: string;
  title: I18nText;
  parentMenuKey: string;
}

export const EXTRA_PERMISSION_CODES: ExtraPermissionCode[] = [
  // Sign-in and session routes (sys/password-routes.ts, user-status-routes.ts, online-routes.ts).
  {
    code: 'system:user:changePassword',
    title: { zh: '用户:修改密码', en: 'User: change password' },
    parentMenuKey: 'user',
  },
  {
    code: 'system:user:resetPassword',
    title: { zh: '用户:重置密码', en: 'User: reset password' },
    parentMenuKey: 'user',
  },
  {
    code: 'system:user:frozenBatch',
    title: { zh: '用户:冻结/解冻', en: 'User: freeze/unfreeze' },
    parentMenuKey: 'user',
  },
  {
    code: 'system:online:forceLogout',
    title: { zh: '在线用户:强制退出', en: 'Online users: force logout' },
    parentMenuKey: 'onlineUser',
  },
  // Sharing a saved advanced query with a role or everyone (query/saved-query-routes.ts).
  {
    code: 'system:savedQuery:share',
    title: { zh: '高级查询:共享', en: 'Advanced query: share' },
    parentMenuKey: 'role',
  },
];
