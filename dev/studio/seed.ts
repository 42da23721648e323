// The studio's menu entry and permission, seeded only by the development server: a top-level menu
// row "Schema 设计器 / Schema Studio" opening the SPA page `studio` (src/app/pages/studio/, compiled
// only in development) and carrying the `dev:studio` code its routes need. The platform's own seed
// (seedPermissions) adds the rows when missing and grants them to the admin role; a production
// server never runs this, so its menus and codes have no studio.
import type { MenuDef, Registry } from '../../runtime/core/registry.ts';
import type { Db, Dialect } from '../../src/server/engine/db/database.ts';
import { seedPermissions } from '../../src/server/platform/permissions/seed.ts';
import { STUDIO_PERMISSION } from './routes.ts';

export const STUDIO_MENU: MenuDef = {
  key: 'devStudio',
  title: { zh: 'Schema 设计器', en: 'Schema Studio' },
  icon: 'AppstoreOutlined',
  path: '/dev/studio',
  page: 'studio',
  permission: STUDIO_PERMISSION,
};

export async function seedStudio(db: Db, dialect: Dialect): Promise<void> {
  const registry: Registry = { entities: {}, dicts: {}, menus: [STUDIO_MENU] };
  await seedPermissions(db, dialect, registry, [], []);
}
