// Cells render one value of a list column. They are looked up by key: the field's x-widget, then
// 'dict' / 'ref' for bound fields, then its format, then its type (docs/architecture.md#the-runtime). Apps may override any key.
import type { ComponentType } from 'react';
import type { FieldDef } from '../../core/registry.ts';
import type { Row } from '../../core/wire.ts';

export interface CellProps {
  value: unknown;
  record: Row;
  field: FieldDef;
}

export type CellRegistry = Record<string, ComponentType<CellProps>>;

export function cellKeys(field: FieldDef): string[] {
  const keys: string[] = [];
  if (field.widget) keys.push(field.widget);
  if (field.dict) keys.push('dict');
  if (field.ref) keys.push('ref');
  if (field.format) keys.push(field.format);
  keys.push(field.type);
  return keys;
}

export function resolveCell(cells: CellRegistry, field: FieldDef): ComponentType<CellProps> {
  for (const key of cellKeys(field)) if (cells[key]) return cells[key];
  return cells.string;
}
