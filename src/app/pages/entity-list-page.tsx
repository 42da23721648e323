// Every entity page is the generic list; per-entity tweaks come from overrides/, never a copy.
import { ListView } from '../../../runtime/antd/list/list-view.tsx';
import type { MenuDef } from '../../../runtime/core/registry.ts';
import { overridesFor } from '../overrides/index.ts';
import { useMenuTitle } from '../shell/use-menu-title.ts';

export function EntityListPage({ menu }: { menu: MenuDef }) {
  const title = useMenuTitle();
  const overrides = overridesFor(menu.entity!);
  return (
    <ListView
      key={menu.entity}
      entityName={menu.entity!}
      title={title(menu)}
      cells={overrides.cells}
      widgets={overrides.widgets}
    />
  );
}

export default EntityListPage;
