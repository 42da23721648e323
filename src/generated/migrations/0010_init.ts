// generated from schemas/ - do not edit
import type { Migration } from '../../../runtime/core/migration.ts';

export const migration: Migration = {
  name: '0010_init',
  ops: [
    {
      op: 'createTable',
      table: 'sys_announcement',
      columns: [
        {
          name: 'title',
          type: 'varchar',
          length: 100,
        },
        {
          name: 'msg_category',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'msg_type',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'user_ids',
          type: 'text',
        },
        {
          name: 'send_type',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'priority',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'msg_abstract',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'content',
          type: 'text',
        },
        {
          name: 'open_type',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'open_page',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'bus_id',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'send_status',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'sender',
          type: 'varchar',
          length: 100,
        },
        {
          name: 'send_time',
          type: 'datetime',
        },
        {
          name: 'cancel_time',
          type: 'datetime',
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
      table: 'sys_announcement',
      index: {
        name: 'idx_sys_announcement_tenant_id_send_status_send_time',
        columns: ['tenant_id', 'send_status', 'send_time'],
      },
    },
    {
      op: 'createIndex',
      table: 'sys_announcement',
      index: {
        name: 'idx_sys_announcement_tenant_id_create_time',
        columns: ['tenant_id', 'create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'sys_announcement_send',
      columns: [
        {
          name: 'annt_id',
          type: 'id',
        },
        {
          name: 'user_id',
          type: 'id',
        },
        {
          name: 'read_flag',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'read_time',
          type: 'datetime',
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
      table: 'sys_announcement_send',
      index: {
        name: 'uq_sys_announcement_send_annt_id_user_id',
        columns: ['annt_id', 'user_id'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'sys_announcement_send',
      index: {
        name: 'idx_sys_announcement_send_user_id_read_flag',
        columns: ['user_id', 'read_flag'],
      },
    },
    {
      op: 'createIndex',
      table: 'sys_announcement_send',
      index: {
        name: 'idx_sys_announcement_send_create_time',
        columns: ['create_time'],
      },
    },
  ],
};
