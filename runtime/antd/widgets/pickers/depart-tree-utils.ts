// Pure helpers over the department tree of the pickers: search (matches with their ancestors),
// every key (expand all), and the ids a linked check really chose.
import type { DepartNode } from '../../../react/use-depart-tree.ts';

/** The nodes whose title contains `keyword` (case-insensitive), kept under their ancestors. */
export function filterDepartTree(nodes: DepartNode[], keyword: string): DepartNode[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return nodes;
  const out: DepartNode[] = [];
  for (const n of nodes) {
    const children = filterDepartTree(n.children ?? [], needle);
    if (children.length || n.title.toLowerCase().includes(needle)) {
      out.push({ ...n, children: children.length ? children : undefined });
    }
  }
  return out;
}

/** Keys of every node that has children (what "expand all" opens). */
export function parentKeys(nodes: DepartNode[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.key, ...parentKeys(n.children)] : []));
}

/**
 * Linked checking (parent-child linkage, spec 001 §4.7): checking a node checks its whole subtree
 * and every ancestor whose children are then all checked; unchecking clears the subtree and every
 * ancestor. `byId` is the whole tree, so nodes a search hides keep their state.
 */
export function checkLinked(
  checked: readonly string[],
  key: string,
  on: boolean,
  byId: Map<string, DepartNode>,
): string[] {
  const out = new Set(checked);
  const subtree = (n: DepartNode | undefined): string[] =>
    n ? [n.key, ...(n.children ?? []).flatMap((c) => subtree(c))] : [key];
  for (const k of subtree(byId.get(key))) {
    if (on) out.add(k);
    else out.delete(k);
  }
  let parent = byId.get(key)?.parentId ? byId.get(byId.get(key)!.parentId!) : undefined;
  while (parent) {
    if (on && (parent.children ?? []).every((c) => out.has(c.key))) out.add(parent.key);
    else out.delete(parent.key);
    parent = parent.parentId ? byId.get(parent.parentId) : undefined;
  }
  return [...out];
}
