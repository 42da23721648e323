// The names the user and department pickers, their list cells and their editable-table cells show for
// stored keys. Kept apart from the pickers (and their dialogs) so the list's cells need none of them.
import type { DepartTree } from '../../../react/use-depart-tree.ts';
import type { PickerUser } from '../../../react/use-user-labels.ts';
import type { DepartStore } from './picker-options.ts';

/**
 * Real names (or the `text` field; the account when a user has none or is unknown) of stored keys,
 * in stored order.
 */
export function userNames(
  keys: string[],
  users: Map<string, PickerUser>,
  text: keyof PickerUser = 'realname',
): string[] {
  return keys.map((k) => {
    const u = users.get(k);
    const shown = u?.[text];
    return (shown === undefined || shown === null || shown === '' ? undefined : String(shown)) || u?.username || k;
  });
}

/**
 * Names of stored keys (ids or org codes), the key itself when the tree does not hold it. `text`
 * names another node field to show instead (the name, `departName`, shows in the UI language).
 */
export function departNames(keys: string[], tree: DepartTree, store: DepartStore, text?: string): string[] {
  const index = store === 'orgCode' ? tree.byOrgCode : tree.byId;
  const other = text && text !== 'departName' && text !== 'title' ? text : undefined;
  return keys.map((k) => {
    const node = index.get(k);
    if (!node) return k;
    if (!other) return node.title;
    const v = (node as unknown as Record<string, unknown>)[other];
    return v === undefined || v === null || v === '' ? k : String(v);
  });
}
