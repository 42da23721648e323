// generated from schemas/ - do not edit
import type { Migration } from '../../../runtime/core/migration.ts';

export const migration: Migration = {
  name: '0002_create_index_sys_user',
  ops: [
    {
      op: 'createIndex',
      table: 'sys_user',
      index: {
        name: 'idx_sys_user_create_time',
        columns: ['create_time'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_site',
      name: 'idx_wl_site_type_create_time',
    },
    {
      op: 'dropIndex',
      table: 'wl_site',
      name: 'idx_wl_site_parent_id',
    },
    {
      op: 'createIndex',
      table: 'wl_site',
      index: {
        name: 'idx_wl_site_tenant_id_type_create_time',
        columns: ['tenant_id', 'type', 'create_time'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_site',
      index: {
        name: 'idx_wl_site_tenant_id_parent_id',
        columns: ['tenant_id', 'parent_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_site',
      index: {
        name: 'idx_wl_site_tenant_id_create_time',
        columns: ['tenant_id', 'create_time'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_vehicle',
      name: 'idx_wl_vehicle_state_create_time',
    },
    {
      op: 'createIndex',
      table: 'wl_vehicle',
      index: {
        name: 'idx_wl_vehicle_tenant_id_state_create_time',
        columns: ['tenant_id', 'state', 'create_time'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_vehicle',
      index: {
        name: 'idx_wl_vehicle_tenant_id_create_time',
        columns: ['tenant_id', 'create_time'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_vehicle_type',
      index: {
        name: 'idx_wl_vehicle_type_tenant_id_create_time',
        columns: ['tenant_id', 'create_time'],
      },
    },
  ],
};
