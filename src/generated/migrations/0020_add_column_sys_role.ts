// generated from schemas/ - do not edit
import type { Migration } from '../../../runtime/core/migration.ts';

export const migration: Migration = {
  name: '0020_add_column_sys_role',
  ops: [
    {
      op: 'addColumn',
      table: 'sys_role',
      column: {
        name: 'description_en',
        type: 'varchar',
        length: 255,
      },
    },
  ],
};
