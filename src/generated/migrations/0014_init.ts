// generated from schemas/ - do not edit
import type { Migration } from '../../../runtime/core/migration.ts';

export const migration: Migration = {
  name: '0014_init',
  ops: [
    {
      op: 'createTable',
      table: 'wl_driver',
      columns: [
        {
          name: 'fleet_id',
          type: 'id',
        },
        {
          name: 'name',
          type: 'varchar',
          length: 32,
        },
        {
          name: 'username',
          type: 'varchar',
          length: 18,
        },
        {
          name: 'password',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'first_name',
          type: 'varchar',
          length: 32,
        },
        {
          name: 'last_name',
          type: 'varchar',
          length: 32,
        },
        {
          name: 'phone',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'email',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'sex',
          type: 'integer',
        },
        {
          name: 'family_members',
          type: 'varchar',
          length: 32,
        },
        {
          name: 'member_phone',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'license_plate_number',
          type: 'varchar',
          length: 16,
        },
        {
          name: 'home_address',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'guarantor',
          type: 'varchar',
          length: 32,
        },
        {
          name: 'guarantor_phone',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'driver_photo',
          type: 'varchar',
          length: 500,
        },
        {
          name: 'vehicle_photos',
          type: 'varchar',
          length: 2000,
        },
        {
          name: 'from_type',
          type: 'integer',
        },
        {
          name: 'state',
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
      table: 'wl_driver',
      index: {
        name: 'uq_wl_driver_tenant_id_username',
        columns: ['tenant_id', 'username'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'wl_driver',
      index: {
        name: 'idx_wl_driver_tenant_id_fleet_id',
        columns: ['tenant_id', 'fleet_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_driver',
      index: {
        name: 'idx_wl_driver_tenant_id_create_time',
        columns: ['tenant_id', 'create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_driver_transfer',
      columns: [
        {
          name: 'driver_id',
          type: 'id',
        },
        {
          name: 'from_fleet_id',
          type: 'id',
        },
        {
          name: 'to_fleet_id',
          type: 'id',
        },
        {
          name: 'reason',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'state',
          type: 'integer',
        },
        {
          name: 'reject_reason',
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
      table: 'wl_driver_transfer',
      index: {
        name: 'idx_wl_driver_transfer_tenant_id_state_create_time',
        columns: ['tenant_id', 'state', 'create_time'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_driver_transfer',
      index: {
        name: 'idx_wl_driver_transfer_tenant_id_create_time',
        columns: ['tenant_id', 'create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_fleet',
      columns: [
        {
          name: 'site_id',
          type: 'id',
        },
        {
          name: 'name',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'manager',
          type: 'varchar',
          length: 32,
        },
        {
          name: 'manager_phone',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'driver_count',
          type: 'integer',
        },
        {
          name: 'truck_count',
          type: 'integer',
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
      table: 'wl_fleet',
      index: {
        name: 'uq_wl_fleet_tenant_id_name',
        columns: ['tenant_id', 'name'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'wl_fleet',
      index: {
        name: 'idx_wl_fleet_tenant_id_create_time',
        columns: ['tenant_id', 'create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_route_change',
      columns: [
        {
          name: 'trip_id',
          type: 'id',
        },
        {
          name: 'from_line_id',
          type: 'id',
        },
        {
          name: 'to_line_id',
          type: 'id',
        },
        {
          name: 'reason',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'state',
          type: 'integer',
        },
        {
          name: 'reject_reason',
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
      table: 'wl_route_change',
      index: {
        name: 'idx_wl_route_change_tenant_id_state_create_time',
        columns: ['tenant_id', 'state', 'create_time'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_route_change',
      index: {
        name: 'idx_wl_route_change_tenant_id_create_time',
        columns: ['tenant_id', 'create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_transport_apply',
      columns: [
        {
          name: 'site_id',
          type: 'id',
        },
        {
          name: 'apply_name',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'notes',
          type: 'varchar',
          length: 500,
        },
        {
          name: 'state',
          type: 'integer',
        },
        {
          name: 'operate_by',
          type: 'varchar',
          length: 32,
        },
        {
          name: 'operate_time',
          type: 'datetime',
        },
        {
          name: 'reject_reason',
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
      table: 'wl_transport_apply',
      index: {
        name: 'idx_wl_transport_apply_tenant_id_state_create_time',
        columns: ['tenant_id', 'state', 'create_time'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_transport_apply',
      index: {
        name: 'idx_wl_transport_apply_tenant_id_create_time',
        columns: ['tenant_id', 'create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_transport_line',
      columns: [
        {
          name: 'code',
          type: 'varchar',
          length: 32,
        },
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
          name: 'from_site_id',
          type: 'id',
        },
        {
          name: 'to_site_id',
          type: 'id',
        },
        {
          name: 'distance',
          type: 'double',
        },
        {
          name: 'avg_price',
          type: 'bigint',
        },
        {
          name: 'duration',
          type: 'integer',
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
      table: 'wl_transport_line',
      index: {
        name: 'uq_wl_transport_line_tenant_id_code',
        columns: ['tenant_id', 'code'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'wl_transport_line',
      index: {
        name: 'idx_wl_transport_line_tenant_id_create_time',
        columns: ['tenant_id', 'create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_transport_trip',
      columns: [
        {
          name: 'serial_no',
          type: 'varchar',
          length: 32,
        },
        {
          name: 'site_id',
          type: 'id',
        },
        {
          name: 'line_id',
          type: 'id',
        },
        {
          name: 'driver_id',
          type: 'id',
        },
        {
          name: 'vehicle_id',
          type: 'id',
        },
        {
          name: 'start_time',
          type: 'datetime',
        },
        {
          name: 'end_time',
          type: 'datetime',
        },
        {
          name: 'type',
          type: 'integer',
        },
        {
          name: 'state',
          type: 'integer',
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
      table: 'wl_transport_trip',
      index: {
        name: 'uq_wl_transport_trip_tenant_id_serial_no',
        columns: ['tenant_id', 'serial_no'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'wl_transport_trip',
      index: {
        name: 'idx_wl_transport_trip_tenant_id_state_create_time',
        columns: ['tenant_id', 'state', 'create_time'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_transport_trip',
      index: {
        name: 'idx_wl_transport_trip_tenant_id_create_time',
        columns: ['tenant_id', 'create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_trip_order',
      columns: [
        {
          name: 'trip_id',
          type: 'id',
        },
        {
          name: 'order_id',
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
      table: 'wl_trip_order',
      index: {
        name: 'uq_wl_trip_order_tenant_id_trip_id_order_id',
        columns: ['tenant_id', 'trip_id', 'order_id'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'wl_trip_order',
      index: {
        name: 'idx_wl_trip_order_tenant_id_create_time',
        columns: ['tenant_id', 'create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_vehicle_order',
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
          name: 'item_weight',
          type: 'double',
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
          name: 'receiver_address',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'line_id',
          type: 'id',
        },
        {
          name: 'vehicle_id',
          type: 'id',
        },
        {
          name: 'driver_id',
          type: 'id',
        },
        {
          name: 'reject_reason',
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
      table: 'wl_vehicle_order',
      index: {
        name: 'uq_wl_vehicle_order_tenant_id_order_no',
        columns: ['tenant_id', 'order_no'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'wl_vehicle_order',
      index: {
        name: 'idx_wl_vehicle_order_tenant_id_order_state_create_time',
        columns: ['tenant_id', 'order_state', 'create_time'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_vehicle_order',
      index: {
        name: 'idx_wl_vehicle_order_tenant_id_create_time',
        columns: ['tenant_id', 'create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_waybill',
      columns: [
        {
          name: 'waybill_no',
          type: 'varchar',
          length: 32,
        },
        {
          name: 'state',
          type: 'integer',
        },
        {
          name: 'vehicle_id',
          type: 'id',
        },
        {
          name: 'driver_id',
          type: 'id',
        },
        {
          name: 'fleet_id',
          type: 'id',
        },
        {
          name: 'line_id',
          type: 'id',
        },
        {
          name: 'planned_pickup_time',
          type: 'datetime',
        },
        {
          name: 'actual_pickup_time',
          type: 'datetime',
        },
        {
          name: 'planned_arrival_time',
          type: 'datetime',
        },
        {
          name: 'actual_arrival_time',
          type: 'datetime',
        },
        {
          name: 'planned_return_time',
          type: 'datetime',
        },
        {
          name: 'actual_return_time',
          type: 'datetime',
        },
        {
          name: 'order_count',
          type: 'integer',
        },
        {
          name: 'piece_count',
          type: 'integer',
        },
        {
          name: 'freight',
          type: 'bigint',
        },
        {
          name: 'gross_weight',
          type: 'double',
        },
        {
          name: 'net_weight',
          type: 'double',
        },
        {
          name: 'start_mileage',
          type: 'double',
        },
        {
          name: 'end_mileage',
          type: 'double',
        },
        {
          name: 'fuel_litres',
          type: 'double',
        },
        {
          name: 'fuel_cost',
          type: 'bigint',
        },
        {
          name: 'signer_name',
          type: 'varchar',
          length: 32,
        },
        {
          name: 'load_pictures',
          type: 'varchar',
          length: 2000,
        },
        {
          name: 'unload_pictures',
          type: 'varchar',
          length: 2000,
        },
        {
          name: 'start_position',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'end_position',
          type: 'varchar',
          length: 64,
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
      table: 'wl_waybill',
      index: {
        name: 'uq_wl_waybill_tenant_id_waybill_no',
        columns: ['tenant_id', 'waybill_no'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'wl_waybill',
      index: {
        name: 'idx_wl_waybill_tenant_id_state_create_time',
        columns: ['tenant_id', 'state', 'create_time'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_waybill',
      index: {
        name: 'idx_wl_waybill_tenant_id_create_time',
        columns: ['tenant_id', 'create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_waybill_task',
      columns: [
        {
          name: 'waybill_id',
          type: 'id',
        },
        {
          name: 'sequence',
          type: 'integer',
        },
        {
          name: 'order_id',
          type: 'id',
        },
        {
          name: 'address',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'planned_time',
          type: 'datetime',
        },
        {
          name: 'actual_time',
          type: 'datetime',
        },
        {
          name: 'state',
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
      table: 'wl_waybill_task',
      index: {
        name: 'idx_wl_waybill_task_tenant_id_create_time',
        columns: ['tenant_id', 'create_time'],
      },
    },
  ],
};
