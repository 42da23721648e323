// generated from schemas/ - do not edit
import type { Migration } from '../../../runtime/core/migration.ts';

export const migration: Migration = {
  name: '0006_create_table_sys_saved_query',
  ops: [
    {
      op: 'createTable',
      table: 'sys_saved_query',
      columns: [
        {
          name: 'user_id',
          type: 'id',
        },
        {
          name: 'entity',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'save_code',
          type: 'varchar',
          length: 200,
        },
        {
          name: 'title',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'content',
          type: 'text',
        },
        {
          name: 'share_scope',
          type: 'integer',
        },
        {
          name: 'role_id',
          type: 'id',
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
          name: 'version',
          type: 'integer',
          notNull: true,
          default: 1,
        },
      ],
    },
    {
      op: 'createIndex',
      table: 'sys_saved_query',
      index: {
        name: 'uq_sys_saved_query_user_id_save_code_title',
        columns: ['user_id', 'save_code', 'title'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'sys_saved_query',
      index: {
        name: 'idx_sys_saved_query_entity_save_code',
        columns: ['entity', 'save_code'],
      },
    },
    {
      op: 'createIndex',
      table: 'sys_saved_query',
      index: {
        name: 'idx_sys_saved_query_create_time',
        columns: ['create_time'],
      },
    },
  ],
};
