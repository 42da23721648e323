// generated from schemas/ - do not edit
import type { Migration } from '../../../runtime/core/migration.ts';

export const migration: Migration = {
  name: '0011_create_table_sys_state_log',
  ops: [
    {
      op: 'createTable',
      table: 'sys_state_log',
      columns: [
        {
          name: 'entity_name',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'record_id',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'field_name',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'from_state',
          type: 'varchar',
          length: 32,
        },
        {
          name: 'to_state',
          type: 'varchar',
          length: 32,
        },
        {
          name: 'action',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'note',
          type: 'varchar',
          length: 500,
        },
        {
          name: 'id',
          type: 'id',
          primaryKey: true,
        },
        {
          name: 'create_by',
          type: 'varchar',
          length: 32,
        },
        {
          name: 'create_time',
          type: 'datetime',
        },
        {
          name: 'update_by',
          type: 'varchar',
          length: 32,
        },
        {
          name: 'update_time',
          type: 'datetime',
        },
        {
          name: 'sys_org_code',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'tenant_id',
          type: 'integer',
          notNull: true,
          default: 0,
        },
        {
          name: 'version',
          type: 'integer',
          notNull: true,
          default: 1,
        },
      ],
    },
    {
      op: 'createIndex',
      table: 'sys_state_log',
      index: {
        name: 'idx_sys_state_log_tenant_id_entity_name_record_id',
        columns: ['tenant_id', 'entity_name', 'record_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'sys_state_log',
      index: {
        name: 'idx_sys_state_log_tenant_id_create_time',
        columns: ['tenant_id', 'create_time'],
      },
    },
  ],
};
