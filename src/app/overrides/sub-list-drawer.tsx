// A row action opening a drawer with the generic list of a child entity filtered to the row (a
// dictionary's items, a menu's data rules). New records start with the filter value. List codes are
// menu permissions (not in `auth`), so the action itself is not guarded; the drawer's buttons are, and
// the server refuses a list the user may not read.
import { Drawer } from 'antd';
import { ListView } from '../../../runtime/antd/list/list-view.tsx';
import type { RowAction } from '../../../runtime/antd/list/row-actions.tsx';
import { useRegistry } from '../../../runtime/react/registry-context.tsx';

export interface SubListActionProps {
  /** The action's key within the row. */
  key: string;
  label: string;
  title: string;
  entityName: string;
  /** Field of the child entity holding the row's id. */
  foreignKey: string;
  parentId: string;
}

/** The row action (a row-actions.tsx descriptor) opening the drawer. */
export function subListAction({ key, label, ...drawer }: SubListActionProps): RowAction {
  return { key, label, dialog: (close) => <SubListDrawer {...drawer} onClose={close} /> };
}

function SubListDrawer(props: Omit<SubListActionProps, 'key' | 'label'> & { onClose(): void }) {
  const { title, entityName, foreignKey, parentId, onClose } = props;
  const entity = useRegistry().entities[entityName];
  if (!entity) return null;
  return (
    <Drawer open onClose={onClose} size={900} title={title}>
      <ListView entityName={entityName} syncUrl={false} fixed={{ [foreignKey]: parentId }} bare />
    </Drawer>
  );
}
