// A row action opening a drawer with the generic list of a child entity filtered to the row (a
// dictionary's items, a menu's data rules). New records start with the filter value. List codes are
// menu permissions (not in `auth`), so the action itself is not guarded; the drawer's buttons are, and
// the server refuses a list the user may not read.
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { ListView } from '../../../runtime/antd/list/list-view.tsx';
import { useRegistry } from '../../../runtime/react/registry-context.tsx';

export interface SubListActionProps {
  label: string;
  title: string;
  entityName: string;
  /** Field of the child entity holding the row's id. */
  foreignKey: string;
  parentId: string;
}

export function SubListAction({ label, title, entityName, foreignKey, parentId }: SubListActionProps) {
  const [open, setOpen] = useState(false);
  const entity = useRegistry().entities[entityName];
  if (!entity) return null;
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} size={900} title={title} destroyOnHidden>
        {open && <ListView entityName={entityName} syncUrl={false} fixed={{ [foreignKey]: parentId }} bare />}
      </Drawer>
    </>
  );
}
