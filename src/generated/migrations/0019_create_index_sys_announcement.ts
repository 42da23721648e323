// generated from schemas/ - do not edit
import type { Migration } from '../../../runtime/core/migration.ts';

export const migration: Migration = {
  name: '0019_create_index_sys_announcement',
  ops: [
    {
      op: 'createIndex',
      table: 'sys_announcement',
      index: {
        name: 'idx_sys_announcement_tenant_id_send_status_create_time_id',
        columns: ['tenant_id', 'send_status', 'create_time', 'id'],
      },
    },
  ],
};
