// generated from schemas/ - do not edit
import type { Migration } from '../../../runtime/core/migration.ts';

export const migration: Migration = {
  name: '0017_add_column_wl_order',
  ops: [
    {
      op: 'addColumn',
      table: 'wl_order',
      column: {
        name: 'weight',
        type: 'double',
      },
    },
  ],
};
