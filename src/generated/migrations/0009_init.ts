// generated from schemas/ - do not edit
import type { Migration } from '../../../runtime/core/migration.ts';

export const migration: Migration = {
  name: '0009_init',
  ops: [
    {
      op: 'createTable',
      table: 'sys_email_account',
      columns: [
        {
          name: 'from_address',
          type: 'varchar',
          length: 128,
        },
        {
          name: 'host',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'port',
          type: 'integer',
        },
        {
          name: 'use_ssl',
          type: 'boolean',
        },
        {
          name: 'username',
          type: 'varchar',
          length: 128,
        },
        {
          name: 'password',
          type: 'varchar',
          length: 1000,
        },
        {
          name: 'is_default',
          type: 'boolean',
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
      table: 'sys_email_account',
      index: {
        name: 'idx_sys_email_account_create_time',
        columns: ['create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'sys_email_log',
      columns: [
        {
          name: 'account_id',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'from_address',
          type: 'varchar',
          length: 128,
        },
        {
          name: 'to_address',
          type: 'varchar',
          length: 1000,
        },
        {
          name: 'subject',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'content',
          type: 'text',
        },
        {
          name: 'is_html',
          type: 'boolean',
        },
        {
          name: 'status',
          type: 'integer',
        },
        {
          name: 'error_msg',
          type: 'varchar',
          length: 2000,
        },
        {
          name: 'retry_count',
          type: 'integer',
        },
        {
          name: 'next_retry_time',
          type: 'datetime',
        },
        {
          name: 'sent_time',
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
      table: 'sys_email_log',
      index: {
        name: 'idx_sys_email_log_status_next_retry_time',
        columns: ['status', 'next_retry_time'],
      },
    },
    {
      op: 'createIndex',
      table: 'sys_email_log',
      index: {
        name: 'idx_sys_email_log_create_time',
        columns: ['create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'sys_quartz_job',
      columns: [
        {
          name: 'job_key',
          type: 'varchar',
          length: 100,
        },
        {
          name: 'cron_expression',
          type: 'varchar',
          length: 120,
        },
        {
          name: 'parameter',
          type: 'varchar',
          length: 1000,
        },
        {
          name: 'description',
          type: 'varchar',
          length: 500,
        },
        {
          name: 'status',
          type: 'integer',
        },
        {
          name: 'next_fire_time',
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
      table: 'sys_quartz_job',
      index: {
        name: 'idx_sys_quartz_job_status_next_fire_time',
        columns: ['status', 'next_fire_time'],
      },
    },
    {
      op: 'createIndex',
      table: 'sys_quartz_job',
      index: {
        name: 'idx_sys_quartz_job_create_time',
        columns: ['create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'sys_quartz_job_log',
      columns: [
        {
          name: 'job_id',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'job_key',
          type: 'varchar',
          length: 100,
        },
        {
          name: 'parameter',
          type: 'varchar',
          length: 1000,
        },
        {
          name: 'fire_type',
          type: 'integer',
        },
        {
          name: 'fire_time',
          type: 'datetime',
        },
        {
          name: 'start_time',
          type: 'datetime',
        },
        {
          name: 'cost_time',
          type: 'integer',
        },
        {
          name: 'status',
          type: 'integer',
        },
        {
          name: 'result_msg',
          type: 'varchar',
          length: 2000,
        },
        {
          name: 'error_msg',
          type: 'varchar',
          length: 2000,
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
      table: 'sys_quartz_job_log',
      index: {
        name: 'idx_sys_quartz_job_log_job_id_start_time',
        columns: ['job_id', 'start_time'],
      },
    },
    {
      op: 'createIndex',
      table: 'sys_quartz_job_log',
      index: {
        name: 'idx_sys_quartz_job_log_start_time',
        columns: ['start_time'],
      },
    },
    {
      op: 'createTable',
      table: 'sys_report_snapshot',
      columns: [
        {
          name: 'snapshot_date',
          type: 'date',
        },
        {
          name: 'entity_name',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'row_count',
          type: 'integer',
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
      table: 'sys_report_snapshot',
      index: {
        name: 'uq_sys_report_snapshot_snapshot_date_entity_name',
        columns: ['snapshot_date', 'entity_name'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'sys_report_snapshot',
      index: {
        name: 'idx_sys_report_snapshot_snapshot_date',
        columns: ['snapshot_date'],
      },
    },
  ],
};
