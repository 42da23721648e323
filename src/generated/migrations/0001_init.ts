// generated from schemas/ - do not edit
import type { Migration } from '../../../runtime/core/migration.ts';

export const migration: Migration = {
  name: '0001_init',
  ops: [
    {
      op: 'createTable',
      table: 'sys_user',
      columns: [
        {
          name: 'username',
          type: 'varchar',
          length: 18,
        },
        {
          name: 'realname',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'password',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'phone',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'email',
          type: 'varchar',
          length: 128,
        },
        {
          name: 'status',
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
      table: 'sys_user',
      index: {
        name: 'uq_sys_user_username',
        columns: ['username'],
        unique: true,
      },
    },
    {
      op: 'createTable',
      table: 'wl_site',
      columns: [
        {
          name: 'site_name',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'parent_id',
          type: 'id',
        },
        {
          name: 'type',
          type: 'integer',
        },
        {
          name: 'site_mode',
          type: 'integer',
        },
        {
          name: 'area',
          type: 'varchar',
          length: 128,
        },
        {
          name: 'address',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'person',
          type: 'varchar',
          length: 32,
        },
        {
          name: 'person_phone',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'start_time',
          type: 'time',
        },
        {
          name: 'end_time',
          type: 'time',
        },
        {
          name: 'position',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'locate',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'site_receive_fee_type',
          type: 'integer',
        },
        {
          name: 'site_receive_fee',
          type: 'bigint',
        },
        {
          name: 'site_stock_fee_type',
          type: 'integer',
        },
        {
          name: 'site_stock_fee',
          type: 'bigint',
        },
        {
          name: 'site_dispatch_fee_type',
          type: 'integer',
        },
        {
          name: 'site_dispatch_fee',
          type: 'bigint',
        },
        {
          name: 'express_receive_fee_type',
          type: 'integer',
        },
        {
          name: 'express_receive_fee',
          type: 'bigint',
        },
        {
          name: 'express_dispatch_fee_type',
          type: 'integer',
        },
        {
          name: 'express_dispatch_fee',
          type: 'bigint',
        },
        {
          name: 'stock_in_fee_type',
          type: 'integer',
        },
        {
          name: 'stock_in_fee',
          type: 'bigint',
        },
        {
          name: 'stock_out_fee_type',
          type: 'integer',
        },
        {
          name: 'stock_out_fee',
          type: 'bigint',
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
      table: 'wl_site',
      index: {
        name: 'uq_wl_site_tenant_id_site_name',
        columns: ['tenant_id', 'site_name'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'wl_site',
      index: {
        name: 'idx_wl_site_type_create_time',
        columns: ['type', 'create_time'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_site',
      index: {
        name: 'idx_wl_site_parent_id',
        columns: ['parent_id'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_vehicle',
      columns: [
        {
          name: 'serial',
          type: 'varchar',
          length: 32,
        },
        {
          name: 'site_id',
          type: 'id',
        },
        {
          name: 'type_id',
          type: 'id',
        },
        {
          name: 'licence_number',
          type: 'varchar',
          length: 16,
        },
        {
          name: 'driver_name',
          type: 'varchar',
          length: 32,
        },
        {
          name: 'allow_weight',
          type: 'double',
        },
        {
          name: 'allow_volume',
          type: 'double',
        },
        {
          name: 'state',
          type: 'integer',
        },
        {
          name: 'colour',
          type: 'varchar',
          length: 16,
        },
        {
          name: 'current_address',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'driving_license_url',
          type: 'varchar',
          length: 500,
        },
        {
          name: 'vehicle_url',
          type: 'varchar',
          length: 2000,
        },
        {
          name: 'whole_order_fee_type',
          type: 'integer',
        },
        {
          name: 'whole_order_fee',
          type: 'bigint',
        },
        {
          name: 'part_order_fee_type',
          type: 'integer',
        },
        {
          name: 'part_order_fee',
          type: 'bigint',
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
      table: 'wl_vehicle',
      index: {
        name: 'uq_wl_vehicle_tenant_id_licence_number',
        columns: ['tenant_id', 'licence_number'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'wl_vehicle',
      index: {
        name: 'idx_wl_vehicle_state_create_time',
        columns: ['state', 'create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_vehicle_type',
      columns: [
        {
          name: 'name',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'img',
          type: 'varchar',
          length: 500,
        },
        {
          name: 'car_long',
          type: 'double',
        },
        {
          name: 'car_height',
          type: 'double',
        },
        {
          name: 'car_load_weight',
          type: 'double',
        },
        {
          name: 'car_load_volume',
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
      table: 'wl_vehicle_type',
      index: {
        name: 'uq_wl_vehicle_type_tenant_id_name',
        columns: ['tenant_id', 'name'],
        unique: true,
      },
    },
  ],
};
