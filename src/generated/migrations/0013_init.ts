// generated from schemas/ - do not edit
import type { Migration } from '../../../runtime/core/migration.ts';

export const migration: Migration = {
  name: '0013_init',
  ops: [
    {
      op: 'createTable',
      table: 'wl_accident',
      columns: [
        {
          name: 'vehicle_id',
          type: 'id',
        },
        {
          name: 'driver_name',
          type: 'varchar',
          length: 32,
        },
        {
          name: 'accident_time',
          type: 'datetime',
        },
        {
          name: 'place',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'type',
          type: 'integer',
        },
        {
          name: 'description',
          type: 'varchar',
          length: 2000,
        },
        {
          name: 'images',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'loss_amount',
          type: 'bigint',
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
      table: 'wl_accident',
      index: {
        name: 'idx_wl_accident_tenant_id_accident_time',
        columns: ['tenant_id', 'accident_time'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_area',
      columns: [
        {
          name: 'name',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'parent_id',
          type: 'id',
        },
        {
          name: 'postcode',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'level',
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
      table: 'wl_area',
      index: {
        name: 'idx_wl_area_tenant_id_parent_id',
        columns: ['tenant_id', 'parent_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_area',
      index: {
        name: 'idx_wl_area_tenant_id_create_time',
        columns: ['tenant_id', 'create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_banner',
      columns: [
        {
          name: 'title',
          type: 'varchar',
          length: 128,
        },
        {
          name: 'image',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'link_url',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'sort',
          type: 'integer',
        },
        {
          name: 'status',
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
      table: 'wl_banner',
      index: {
        name: 'idx_wl_banner_tenant_id_sort',
        columns: ['tenant_id', 'sort'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_commission',
      columns: [
        {
          name: 'name',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'target',
          type: 'integer',
        },
        {
          name: 'site_id',
          type: 'id',
        },
        {
          name: 'role_type',
          type: 'integer',
        },
        {
          name: 'type',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'value',
          type: 'double',
        },
        {
          name: 'status',
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
      table: 'wl_commission',
      index: {
        name: 'idx_wl_commission_tenant_id_create_time',
        columns: ['tenant_id', 'create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_customer',
      columns: [
        {
          name: 'name',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'phone',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'company',
          type: 'varchar',
          length: 128,
        },
        {
          name: 'email',
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
      table: 'wl_customer',
      index: {
        name: 'uq_wl_customer_tenant_id_phone',
        columns: ['tenant_id', 'phone'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'wl_customer',
      index: {
        name: 'idx_wl_customer_tenant_id_create_time',
        columns: ['tenant_id', 'create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_customer_address',
      columns: [
        {
          name: 'customer_id',
          type: 'id',
        },
        {
          name: 'contact',
          type: 'varchar',
          length: 32,
        },
        {
          name: 'phone',
          type: 'varchar',
          length: 255,
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
      table: 'wl_customer_address',
      index: {
        name: 'idx_wl_customer_address_tenant_id_customer_id',
        columns: ['tenant_id', 'customer_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_customer_address',
      index: {
        name: 'idx_wl_customer_address_tenant_id_create_time',
        columns: ['tenant_id', 'create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_driver_announcement',
      columns: [
        {
          name: 'title',
          type: 'varchar',
          length: 128,
        },
        {
          name: 'content',
          type: 'text',
        },
        {
          name: 'status',
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
      table: 'wl_driver_announcement',
      index: {
        name: 'idx_wl_driver_announcement_tenant_id_create_time',
        columns: ['tenant_id', 'create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_driver_banner',
      columns: [
        {
          name: 'title',
          type: 'varchar',
          length: 128,
        },
        {
          name: 'image',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'link_url',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'sort',
          type: 'integer',
        },
        {
          name: 'status',
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
      table: 'wl_driver_banner',
      index: {
        name: 'idx_wl_driver_banner_tenant_id_sort',
        columns: ['tenant_id', 'sort'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_driver_msg_template',
      columns: [
        {
          name: 'name',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'code',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'type',
          type: 'integer',
        },
        {
          name: 'content',
          type: 'varchar',
          length: 2000,
        },
        {
          name: 'use_status',
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
      table: 'wl_driver_msg_template',
      index: {
        name: 'uq_wl_driver_msg_template_tenant_id_code',
        columns: ['tenant_id', 'code'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'wl_driver_msg_template',
      index: {
        name: 'idx_wl_driver_msg_template_tenant_id_create_time',
        columns: ['tenant_id', 'create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_news',
      columns: [
        {
          name: 'title',
          type: 'varchar',
          length: 128,
        },
        {
          name: 'cover',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'content',
          type: 'text',
        },
        {
          name: 'top_flag',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'status',
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
      table: 'wl_news',
      index: {
        name: 'idx_wl_news_tenant_id_create_time',
        columns: ['tenant_id', 'create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_order_assign',
      columns: [
        {
          name: 'parcel_order_id',
          type: 'id',
        },
        {
          name: 'assign_type',
          type: 'integer',
        },
        {
          name: 'courier_id',
          type: 'id',
        },
        {
          name: 'assign_time',
          type: 'datetime',
        },
        {
          name: 'operator_id',
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
      table: 'wl_order_assign',
      index: {
        name: 'idx_wl_order_assign_tenant_id_parcel_order_id',
        columns: ['tenant_id', 'parcel_order_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_order_assign',
      index: {
        name: 'idx_wl_order_assign_tenant_id_courier_id_assign_time',
        columns: ['tenant_id', 'courier_id', 'assign_time'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_order_assign',
      index: {
        name: 'idx_wl_order_assign_tenant_id_assign_time',
        columns: ['tenant_id', 'assign_time'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_parcel_order',
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
          name: 'item_length',
          type: 'double',
        },
        {
          name: 'item_width',
          type: 'double',
        },
        {
          name: 'item_height',
          type: 'double',
        },
        {
          name: 'item_volume',
          type: 'double',
        },
        {
          name: 'price',
          type: 'bigint',
        },
        {
          name: 'payment_type',
          type: 'integer',
        },
        {
          name: 'payment_method',
          type: 'integer',
        },
        {
          name: 'received_price',
          type: 'bigint',
        },
        {
          name: 'uncollected_price',
          type: 'bigint',
        },
        {
          name: 'payment_state',
          type: 'integer',
        },
        {
          name: 'sender_name',
          type: 'varchar',
          length: 32,
        },
        {
          name: 'sender_area',
          type: 'varchar',
          length: 128,
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
          name: 'receiver_area',
          type: 'varchar',
          length: 128,
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
          name: 'pickup_site_id',
          type: 'id',
        },
        {
          name: 'delivery_site_id',
          type: 'id',
        },
        {
          name: 'current_site_id',
          type: 'id',
        },
        {
          name: 'pickup_courier_id',
          type: 'id',
        },
        {
          name: 'pickup_time',
          type: 'datetime',
        },
        {
          name: 'dispatch_courier_id',
          type: 'id',
        },
        {
          name: 'dispatch_time',
          type: 'datetime',
        },
        {
          name: 'sign_name',
          type: 'varchar',
          length: 32,
        },
        {
          name: 'sign_time',
          type: 'datetime',
        },
        {
          name: 'reject_reason',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'reject_images',
          type: 'varchar',
          length: 2000,
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
          name: 'remark',
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
      table: 'wl_parcel_order',
      index: {
        name: 'uq_wl_parcel_order_tenant_id_order_no',
        columns: ['tenant_id', 'order_no'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'wl_parcel_order',
      index: {
        name: 'idx_wl_parcel_order_tenant_id_order_state_create_time',
        columns: ['tenant_id', 'order_state', 'create_time'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_parcel_order',
      index: {
        name: 'idx_wl_parcel_order_tenant_id_current_site_id_order_state',
        columns: ['tenant_id', 'current_site_id', 'order_state'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_parcel_order',
      index: {
        name: 'idx_wl_parcel_order_tenant_id_create_time',
        columns: ['tenant_id', 'create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_site_fee',
      columns: [
        {
          name: 'site_id',
          type: 'id',
        },
        {
          name: 'parcel_order_id',
          type: 'id',
        },
        {
          name: 'fee_kind',
          type: 'integer',
        },
        {
          name: 'fee_type',
          type: 'integer',
        },
        {
          name: 'fee_value',
          type: 'bigint',
        },
        {
          name: 'order_price',
          type: 'bigint',
        },
        {
          name: 'amount',
          type: 'bigint',
        },
        {
          name: 'action',
          type: 'varchar',
          length: 32,
        },
        {
          name: 'time',
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
      table: 'wl_site_fee',
      index: {
        name: 'idx_wl_site_fee_tenant_id_site_id_time',
        columns: ['tenant_id', 'site_id', 'time'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_site_fee',
      index: {
        name: 'idx_wl_site_fee_tenant_id_parcel_order_id',
        columns: ['tenant_id', 'parcel_order_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_site_fee',
      index: {
        name: 'idx_wl_site_fee_tenant_id_time',
        columns: ['tenant_id', 'time'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_staff',
      columns: [
        {
          name: 'name',
          type: 'varchar',
          length: 32,
        },
        {
          name: 'site_id',
          type: 'id',
        },
        {
          name: 'job_name',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'phone',
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
      table: 'wl_staff',
      index: {
        name: 'idx_wl_staff_tenant_id_create_time',
        columns: ['tenant_id', 'create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_storage_in',
      columns: [
        {
          name: 'parcel_order_id',
          type: 'id',
        },
        {
          name: 'site_id',
          type: 'id',
        },
        {
          name: 'order_state',
          type: 'integer',
        },
        {
          name: 'action',
          type: 'varchar',
          length: 32,
        },
        {
          name: 'operator_id',
          type: 'id',
        },
        {
          name: 'time',
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
      table: 'wl_storage_in',
      index: {
        name: 'idx_wl_storage_in_tenant_id_parcel_order_id',
        columns: ['tenant_id', 'parcel_order_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_storage_in',
      index: {
        name: 'idx_wl_storage_in_tenant_id_site_id_time',
        columns: ['tenant_id', 'site_id', 'time'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_storage_in',
      index: {
        name: 'idx_wl_storage_in_tenant_id_time',
        columns: ['tenant_id', 'time'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_storage_out',
      columns: [
        {
          name: 'parcel_order_id',
          type: 'id',
        },
        {
          name: 'site_id',
          type: 'id',
        },
        {
          name: 'order_state',
          type: 'integer',
        },
        {
          name: 'action',
          type: 'varchar',
          length: 32,
        },
        {
          name: 'operator_id',
          type: 'id',
        },
        {
          name: 'time',
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
      table: 'wl_storage_out',
      index: {
        name: 'idx_wl_storage_out_tenant_id_parcel_order_id',
        columns: ['tenant_id', 'parcel_order_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_storage_out',
      index: {
        name: 'idx_wl_storage_out_tenant_id_site_id_time',
        columns: ['tenant_id', 'site_id', 'time'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_storage_out',
      index: {
        name: 'idx_wl_storage_out_tenant_id_time',
        columns: ['tenant_id', 'time'],
      },
    },
    {
      op: 'createTable',
      table: 'wl_vehicle_track',
      columns: [
        {
          name: 'vehicle_id',
          type: 'id',
        },
        {
          name: 'time',
          type: 'datetime',
        },
        {
          name: 'lng',
          type: 'double',
        },
        {
          name: 'lat',
          type: 'double',
        },
        {
          name: 'speed',
          type: 'double',
        },
        {
          name: 'address',
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
      table: 'wl_vehicle_track',
      index: {
        name: 'idx_wl_vehicle_track_tenant_id_vehicle_id_time',
        columns: ['tenant_id', 'vehicle_id', 'time'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_vehicle_track',
      index: {
        name: 'idx_wl_vehicle_track_tenant_id_time',
        columns: ['tenant_id', 'time'],
      },
    },
  ],
};
