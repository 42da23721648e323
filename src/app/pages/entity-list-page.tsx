// Every entity page is the generic list; per-entity tweaks come from overrides/, never a copy.
import { ListView } from '../../../runtime/antd/list/list-view.tsx';
import type { MenuDef } from '../../../runtime/core/registry.ts';
import { useMemo } from 'react';
import { ListUserProvider } from '../../../runtime/react/list-user.tsx';
import { menuFilterParams } from '../../../runtime/react/menu-filter.ts';
import { useSession } from '../auth/use-session.ts';
import { overridesHook } from '../overrides/index.ts';
import { useMenuTitle } from '../shell/use-menu-title.ts';

export function EntityListPage({ menu }: { menu: MenuDef }) {
  const title = useMenuTitle();
  // The route remounts this page per menu entry, so the same hook runs on every render.
  const useOverrides = overridesHook(menu.entity!);
  const overrides = useOverrides();
  // Column settings and the remembered list state are kept per signed-in user (also for lists the
  // overrides open in drawers, which render inside this provider).
  const { user } = useSession();
  // A menu's fixed filter (e.g. couriers: sys_user with roleType 1); kept stable for the list's hooks.
  const fixed = useMemo(() => menuFilterParams(menu.filter), [menu.filter]);
  return (
    <ListUserProvider userId={user?.id}>
      <ListView
        key={menu.entity}
        entityName={menu.entity!}
        title={title(menu)}
        cells={overrides.cells}
        widgets={overrides.widgets}
        toolbarExtra={overrides.toolbarExtra}
        rowActions={overrides.rowActions}
        editLocked={overrides.editLocked}
        formExtension={overrides.formExtension}
        fixed={fixed}
      />
    </ListUserProvider>
  );
}

export default EntityListPage;
