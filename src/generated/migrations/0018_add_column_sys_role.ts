// generated from schemas/ - do not edit
import type { Migration } from '../../../runtime/core/migration.ts';

export const migration: Migration = {
  name: '0018_add_column_sys_role',
  ops: [
    {
      op: 'addColumn',
      table: 'sys_role',
      column: {
        name: 'role_name_en',
        type: 'varchar',
        length: 64,
      },
    },
    {
      op: 'addColumn',
      table: 'sys_tenant',
      column: {
        name: 'name_en',
        type: 'varchar',
        length: 100,
      },
    },
  ],
};
