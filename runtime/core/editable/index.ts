// The editable table's pure logic (README.md): contract, rules, rows, numbers, statistics, window, columns.
export * from './types.ts';
export * from './patterns.ts';
export * from './rules.ts';
export * from './numbers.ts';
export * from './rows.ts';
export * from './statistics.ts';
export * from './virtual-window.ts';
export * from './add-settings.ts';
export * from './columns-from-fields.ts';
