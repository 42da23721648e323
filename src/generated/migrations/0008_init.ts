// generated from schemas/ - do not edit
import type { Migration } from '../../../runtime/core/migration.ts';

export const migration: Migration = {
  name: '0008_init',
  ops: [
    {
      op: 'createTable',
      table: 'wl_order',
      columns: [
        {
          name: 'order_no',
          type: 'varchar',
          length: 32,
        },
        {
          name: 'order_state',
          type: 'integer',
        },
        {
          name: 'item_info',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'price',
          type: 'bigint',
        },
        {
          name: 'received_price',
          type: 'bigint',
        },
        {
          name: 'sender_name',
          type: 'varchar',
          length: 32,
        },
        {
          name: 'sender_phone',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'sender_area',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'sender_address',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'receiver_name',
          type: 'varchar',
          length: 32,
        },
        {
          name: 'receiver_phone',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'receiver_area',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'receiver_address',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'vehicle_id',
          type: 'id',
        },
        {
          name: 'plate_number',
          type: 'varchar',
          length: 16,
        },
        {
          name: 'pickup_code',
          type: 'varchar',
          length: 16,
        },
        {
          name: 'unload_code',
          type: 'varchar',
          length: 16,
        },
        {
          name: 'freight_template_id',
          type: 'id',
        },
        {
          name: 'driver_income_template_id',
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
      table: 'wl_order',
      index: {
        name: 'uq_wl_order_tenant_id_order_no',
        columns: ['tenant_id', 'order_no'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'wl_order',
      index: {
        name: 'idx_wl_order_tenant_id_order_state_create_time',
        columns: ['tenant_id', 'order_state', 'create_time'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_order',
      index: {
        name: 'idx_wl_order_tenant_id_create_time',
        columns: ['tenant_id', 'create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_order_fee',
      columns: [
        {
          name: 'order_id',
          type: 'id',
        },
        {
          name: 'order_state',
          type: 'integer',
        },
        {
          name: 'amount',
          type: 'bigint',
        },
        {
          name: 'time',
          type: 'datetime',
        },
        {
          name: 'voucher',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'remark',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'order_num',
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
      table: 'wl_order_fee',
      index: {
        name: 'idx_wl_order_fee_tenant_id_create_time',
        columns: ['tenant_id', 'create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_zone',
      columns: [
        {
          name: 'name',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'code',
          type: 'varchar',
          length: 32,
        },
        {
          name: 'area',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'remark',
          type: 'varchar',
          length: 255,
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
      table: 'wl_zone',
      index: {
        name: 'uq_wl_zone_tenant_id_code',
        columns: ['tenant_id', 'code'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'wl_zone',
      index: {
        name: 'idx_wl_zone_tenant_id_create_time',
        columns: ['tenant_id', 'create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_zone_freight',
      columns: [
        {
          name: 'name',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'from_zone_id',
          type: 'id',
        },
        {
          name: 'to_zone_id',
          type: 'id',
        },
        {
          name: 'remark',
          type: 'varchar',
          length: 255,
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
      table: 'wl_zone_freight',
      index: {
        name: 'uq_wl_zone_freight_tenant_id_from_zone_id_to_zone_id',
        columns: ['tenant_id', 'from_zone_id', 'to_zone_id'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'wl_zone_freight',
      index: {
        name: 'idx_wl_zone_freight_tenant_id_create_time',
        columns: ['tenant_id', 'create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_zone_freight_detail',
      columns: [
        {
          name: 'zone_freight_id',
          type: 'id',
        },
        {
          name: 'start_operator',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'interval_start',
          type: 'double',
        },
        {
          name: 'end_operator',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'interval_end',
          type: 'double',
        },
        {
          name: 'price_per_kg',
          type: 'bigint',
        },
        {
          name: 'order_num',
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
      table: 'wl_zone_freight_detail',
      index: {
        name: 'idx_wl_zone_freight_detail_tenant_id_order_num',
        columns: ['tenant_id', 'order_num'],
      },
    },
  ],
};
