// generated from schemas/ - do not edit
import type { Migration } from '../../../runtime/core/migration.ts';

export const migration: Migration = {
  name: '0005_init',
  ops: [
    {
      op: 'createTable',
      table: 'wl_freight',
      columns: [
        {
          name: 'template_id',
          type: 'id',
        },
        {
          name: 'start_weight',
          type: 'double',
        },
        {
          name: 'end_weight',
          type: 'double',
        },
        {
          name: 'price',
          type: 'bigint',
        },
        {
          name: 'pricing_type',
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
      table: 'wl_freight',
      index: {
        name: 'idx_wl_freight_tenant_id_start_weight',
        columns: ['tenant_id', 'start_weight'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_freight_template',
      columns: [
        {
          name: 'name',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'type',
          type: 'integer',
        },
        {
          name: 'is_common',
          type: 'boolean',
        },
        {
          name: 'ratio',
          type: 'double',
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
      table: 'wl_freight_template',
      index: {
        name: 'uq_wl_freight_template_tenant_id_name',
        columns: ['tenant_id', 'name'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'wl_freight_template',
      index: {
        name: 'idx_wl_freight_template_tenant_id_create_time',
        columns: ['tenant_id', 'create_time'],
      },
    },
  ],
};
