// The editable table's controller (README.md).
export * from './row-store.ts';
export * from './store-hooks.ts';
export * from './cell-validator.ts';
export * from './use-add-settings.ts';
export * from './table-engine.ts';
export * from './use-editable-table.ts';
