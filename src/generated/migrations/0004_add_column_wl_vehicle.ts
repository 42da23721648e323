// generated from schemas/ - do not edit
import type { Migration } from '../../../runtime/core/migration.ts';

export const migration: Migration = {
  name: '0004_add_column_wl_vehicle',
  ops: [
    {
      op: 'addColumn',
      table: 'wl_vehicle',
      column: {
        name: 'area',
        type: 'varchar',
        length: 64,
      },
    },
  ],
};
