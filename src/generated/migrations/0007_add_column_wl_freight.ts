// generated from schemas/ - do not edit
import type { Migration } from '../../../runtime/core/migration.ts';

export const migration: Migration = {
  name: '0007_add_column_wl_freight',
  ops: [
    {
      op: 'addColumn',
      table: 'wl_freight',
      column: {
        name: 'order_num',
        type: 'integer',
      },
    },
  ],
};
