// Per-entity tweaks of the generic screens, keyed by entity name: cells or widgets by key. Empty for
// now; add an entry here instead of copying the list page.
import type { CellRegistry } from '../../../runtime/antd/cells/cell-types.ts';
import type { WidgetRegistry } from '../../../runtime/antd/widgets/index.ts';

export interface EntityOverrides {
  cells?: CellRegistry;
  widgets?: WidgetRegistry;
}

const OVERRIDES: Record<string, EntityOverrides> = {};

export function overridesFor(entity: string): EntityOverrides {
  return OVERRIDES[entity] ?? {};
}
