// What an override may add to the generic list of one entity (docs/architecture.md#the-app: bespoke behaviour lives
// here, keyed by entity, never in a copy of the list page).
import type { CellRegistry } from '../../../runtime/antd/cells/cell-types.ts';
import type { ListViewProps } from '../../../runtime/antd/list/list-view.tsx';
import type { WidgetRegistry } from '../../../runtime/antd/widgets/index.ts';

export interface EntityOverrides {
  cells?: CellRegistry;
  widgets?: WidgetRegistry;
  toolbarExtra?: ListViewProps['toolbarExtra'];
  rowActions?: ListViewProps['rowActions'];
  editLocked?: ListViewProps['editLocked'];
  formExtension?: ListViewProps['formExtension'];
}
