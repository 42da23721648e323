// generated from schemas/ - do not edit
import type { Migration } from '../../../runtime/core/migration.ts';

export const migration: Migration = {
  name: '0003_create_table_sys_category',
  ops: [
    {
      op: 'createTable',
      table: 'sys_category',
      columns: [
        {
          name: 'parent_id',
          type: 'id',
        },
        {
          name: 'name',
          type: 'varchar',
          length: 100,
        },
        {
          name: 'code',
          type: 'varchar',
          length: 100,
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
      table: 'sys_category',
      index: {
        name: 'uq_sys_category_code',
        columns: ['code'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'sys_category',
      index: {
        name: 'idx_sys_category_parent_id',
        columns: ['parent_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'sys_category',
      index: {
        name: 'idx_sys_category_create_time',
        columns: ['create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'sys_check_rule',
      columns: [
        {
          name: 'rule_name',
          type: 'varchar',
          length: 100,
        },
        {
          name: 'rule_code',
          type: 'varchar',
          length: 100,
        },
        {
          name: 'rule_json',
          type: 'varchar',
          length: 4000,
        },
        {
          name: 'rule_description',
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
          name: 'version',
          type: 'integer',
          notNull: true,
          default: 1,
        },
      ],
    },
    {
      op: 'createIndex',
      table: 'sys_check_rule',
      index: {
        name: 'uq_sys_check_rule_rule_code',
        columns: ['rule_code'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'sys_check_rule',
      index: {
        name: 'idx_sys_check_rule_create_time',
        columns: ['create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'sys_config',
      columns: [
        {
          name: 'param_key',
          type: 'varchar',
          length: 100,
        },
        {
          name: 'param_value',
          type: 'varchar',
          length: 2000,
        },
        {
          name: 'status',
          type: 'varchar',
          length: 255,
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
          name: 'version',
          type: 'integer',
          notNull: true,
          default: 1,
        },
      ],
    },
    {
      op: 'createIndex',
      table: 'sys_config',
      index: {
        name: 'uq_sys_config_param_key',
        columns: ['param_key'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'sys_config',
      index: {
        name: 'idx_sys_config_create_time',
        columns: ['create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'sys_depart',
      columns: [
        {
          name: 'parent_id',
          type: 'id',
        },
        {
          name: 'depart_name',
          type: 'varchar',
          length: 100,
        },
        {
          name: 'depart_name_en',
          type: 'varchar',
          length: 100,
        },
        {
          name: 'org_code',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'org_category',
          type: 'integer',
        },
        {
          name: 'depart_order',
          type: 'integer',
        },
        {
          name: 'mobile',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'address',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'memo',
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
          name: 'version',
          type: 'integer',
          notNull: true,
          default: 1,
        },
      ],
    },
    {
      op: 'createIndex',
      table: 'sys_depart',
      index: {
        name: 'uq_sys_depart_org_code',
        columns: ['org_code'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'sys_depart',
      index: {
        name: 'idx_sys_depart_parent_id',
        columns: ['parent_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'sys_depart',
      index: {
        name: 'idx_sys_depart_depart_order',
        columns: ['depart_order'],
      },
    },
    {
      op: 'createTable',
      table: 'sys_depart_permission',
      columns: [
        {
          name: 'depart_id',
          type: 'id',
        },
        {
          name: 'permission_id',
          type: 'id',
        },
        {
          name: 'data_rule_ids',
          type: 'varchar',
          length: 1000,
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
      table: 'sys_depart_permission',
      index: {
        name: 'uq_sys_depart_permission_depart_id_permission_id',
        columns: ['depart_id', 'permission_id'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'sys_depart_permission',
      index: {
        name: 'idx_sys_depart_permission_create_time',
        columns: ['create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'sys_depart_role',
      columns: [
        {
          name: 'depart_id',
          type: 'id',
        },
        {
          name: 'role_name',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'role_code',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'description',
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
          name: 'version',
          type: 'integer',
          notNull: true,
          default: 1,
        },
      ],
    },
    {
      op: 'createIndex',
      table: 'sys_depart_role',
      index: {
        name: 'uq_sys_depart_role_depart_id_role_code',
        columns: ['depart_id', 'role_code'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'sys_depart_role',
      index: {
        name: 'idx_sys_depart_role_create_time',
        columns: ['create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'sys_depart_role_permission',
      columns: [
        {
          name: 'role_id',
          type: 'id',
        },
        {
          name: 'permission_id',
          type: 'id',
        },
        {
          name: 'depart_id',
          type: 'id',
        },
        {
          name: 'data_rule_ids',
          type: 'varchar',
          length: 1000,
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
      table: 'sys_depart_role_permission',
      index: {
        name: 'uq_sys_depart_role_permission_role_id_permission_id',
        columns: ['role_id', 'permission_id'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'sys_depart_role_permission',
      index: {
        name: 'idx_sys_depart_role_permission_create_time',
        columns: ['create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'sys_depart_role_user',
      columns: [
        {
          name: 'user_id',
          type: 'id',
        },
        {
          name: 'drole_id',
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
      table: 'sys_depart_role_user',
      index: {
        name: 'uq_sys_depart_role_user_user_id_drole_id',
        columns: ['user_id', 'drole_id'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'sys_depart_role_user',
      index: {
        name: 'idx_sys_depart_role_user_create_time',
        columns: ['create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'sys_dict',
      columns: [
        {
          name: 'dict_name',
          type: 'varchar',
          length: 100,
        },
        {
          name: 'dict_name_en',
          type: 'varchar',
          length: 100,
        },
        {
          name: 'dict_code',
          type: 'varchar',
          length: 100,
        },
        {
          name: 'description',
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
          name: 'version',
          type: 'integer',
          notNull: true,
          default: 1,
        },
      ],
    },
    {
      op: 'createIndex',
      table: 'sys_dict',
      index: {
        name: 'uq_sys_dict_dict_code',
        columns: ['dict_code'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'sys_dict',
      index: {
        name: 'idx_sys_dict_create_time',
        columns: ['create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'sys_dict_item',
      columns: [
        {
          name: 'dict_id',
          type: 'id',
        },
        {
          name: 'item_text',
          type: 'varchar',
          length: 100,
        },
        {
          name: 'item_text_en',
          type: 'varchar',
          length: 100,
        },
        {
          name: 'item_value',
          type: 'varchar',
          length: 100,
        },
        {
          name: 'color',
          type: 'varchar',
          length: 32,
        },
        {
          name: 'description',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'sort_order',
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
          name: 'version',
          type: 'integer',
          notNull: true,
          default: 1,
        },
      ],
    },
    {
      op: 'createIndex',
      table: 'sys_dict_item',
      index: {
        name: 'uq_sys_dict_item_dict_id_item_value',
        columns: ['dict_id', 'item_value'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'sys_dict_item',
      index: {
        name: 'idx_sys_dict_item_sort_order',
        columns: ['sort_order'],
      },
    },
    {
      op: 'createTable',
      table: 'sys_fill_rule',
      columns: [
        {
          name: 'rule_name',
          type: 'varchar',
          length: 100,
        },
        {
          name: 'rule_code',
          type: 'varchar',
          length: 100,
        },
        {
          name: 'prefix',
          type: 'varchar',
          length: 16,
        },
        {
          name: 'date_format',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'seq_length',
          type: 'integer',
        },
        {
          name: 'current_seq',
          type: 'integer',
        },
        {
          name: 'seq_date',
          type: 'varchar',
          length: 16,
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
      table: 'sys_fill_rule',
      index: {
        name: 'uq_sys_fill_rule_rule_code',
        columns: ['rule_code'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'sys_fill_rule',
      index: {
        name: 'idx_sys_fill_rule_create_time',
        columns: ['create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'sys_log',
      columns: [
        {
          name: 'log_type',
          type: 'integer',
        },
        {
          name: 'log_content',
          type: 'varchar',
          length: 1000,
        },
        {
          name: 'operate_type',
          type: 'integer',
        },
        {
          name: 'userid',
          type: 'varchar',
          length: 32,
        },
        {
          name: 'username',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'ip',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'method',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'request_url',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'request_param',
          type: 'varchar',
          length: 2000,
        },
        {
          name: 'cost_time',
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
      table: 'sys_log',
      index: {
        name: 'idx_sys_log_log_type_create_time',
        columns: ['log_type', 'create_time'],
      },
    },
    {
      op: 'createIndex',
      table: 'sys_log',
      index: {
        name: 'idx_sys_log_create_time',
        columns: ['create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'sys_permission',
      columns: [
        {
          name: 'parent_id',
          type: 'id',
        },
        {
          name: 'name',
          type: 'varchar',
          length: 100,
        },
        {
          name: 'name_en',
          type: 'varchar',
          length: 100,
        },
        {
          name: 'menu_type',
          type: 'integer',
        },
        {
          name: 'url',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'component',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'icon',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'sort_no',
          type: 'double',
        },
        {
          name: 'hidden',
          type: 'boolean',
        },
        {
          name: 'perms',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'perms_type',
          type: 'integer',
        },
        {
          name: 'status',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'rule_flag',
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
      table: 'sys_permission',
      index: {
        name: 'idx_sys_permission_parent_id',
        columns: ['parent_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'sys_permission',
      index: {
        name: 'idx_sys_permission_sort_no',
        columns: ['sort_no'],
      },
    },
    {
      op: 'createTable',
      table: 'sys_permission_data_rule',
      columns: [
        {
          name: 'permission_id',
          type: 'id',
        },
        {
          name: 'rule_name',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'rule_column',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'rule_conditions',
          type: 'varchar',
          length: 255,
        },
        {
          name: 'rule_value',
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
          name: 'version',
          type: 'integer',
          notNull: true,
          default: 1,
        },
      ],
    },
    {
      op: 'createIndex',
      table: 'sys_permission_data_rule',
      index: {
        name: 'idx_sys_permission_data_rule_create_time',
        columns: ['create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'sys_position',
      columns: [
        {
          name: 'code',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'name',
          type: 'varchar',
          length: 100,
        },
        {
          name: 'post_rank',
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
      table: 'sys_position',
      index: {
        name: 'uq_sys_position_code',
        columns: ['code'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'sys_position',
      index: {
        name: 'idx_sys_position_create_time',
        columns: ['create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'sys_role',
      columns: [
        {
          name: 'role_name',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'role_code',
          type: 'varchar',
          length: 64,
        },
        {
          name: 'description',
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
          name: 'version',
          type: 'integer',
          notNull: true,
          default: 1,
        },
      ],
    },
    {
      op: 'createIndex',
      table: 'sys_role',
      index: {
        name: 'uq_sys_role_role_code',
        columns: ['role_code'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'sys_role',
      index: {
        name: 'idx_sys_role_create_time',
        columns: ['create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'sys_role_permission',
      columns: [
        {
          name: 'role_id',
          type: 'id',
        },
        {
          name: 'permission_id',
          type: 'id',
        },
        {
          name: 'data_rule_ids',
          type: 'varchar',
          length: 1000,
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
      table: 'sys_role_permission',
      index: {
        name: 'uq_sys_role_permission_role_id_permission_id',
        columns: ['role_id', 'permission_id'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'sys_role_permission',
      index: {
        name: 'idx_sys_role_permission_create_time',
        columns: ['create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'sys_tenant',
      columns: [
        {
          name: 'tenant_no',
          type: 'integer',
        },
        {
          name: 'name',
          type: 'varchar',
          length: 100,
        },
        {
          name: 'begin_date',
          type: 'datetime',
        },
        {
          name: 'end_date',
          type: 'datetime',
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
          name: 'version',
          type: 'integer',
          notNull: true,
          default: 1,
        },
      ],
    },
    {
      op: 'createIndex',
      table: 'sys_tenant',
      index: {
        name: 'uq_sys_tenant_tenant_no',
        columns: ['tenant_no'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'sys_tenant',
      index: {
        name: 'idx_sys_tenant_create_time',
        columns: ['create_time'],
      },
    },
    {
      op: 'addColumn',
      table: 'sys_user',
      column: {
        name: 'sex',
        type: 'integer',
      },
    },
    {
      op: 'addColumn',
      table: 'sys_user',
      column: {
        name: 'birthday',
        type: 'date',
      },
    },
    {
      op: 'addColumn',
      table: 'sys_user',
      column: {
        name: 'avatar',
        type: 'varchar',
        length: 500,
      },
    },
    {
      op: 'addColumn',
      table: 'sys_user',
      column: {
        name: 'work_no',
        type: 'varchar',
        length: 32,
      },
    },
    {
      op: 'addColumn',
      table: 'sys_user',
      column: {
        name: 'org_code',
        type: 'varchar',
        length: 64,
      },
    },
    {
      op: 'addColumn',
      table: 'sys_user',
      column: {
        name: 'role_type',
        type: 'integer',
      },
    },
    {
      op: 'addColumn',
      table: 'sys_user',
      column: {
        name: 'site_id',
        type: 'id',
      },
    },
    {
      op: 'addColumn',
      table: 'sys_user',
      column: {
        name: 'must_change_password',
        type: 'boolean',
      },
    },
    {
      op: 'createTable',
      table: 'sys_user_depart',
      columns: [
        {
          name: 'user_id',
          type: 'id',
        },
        {
          name: 'dep_id',
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
      table: 'sys_user_depart',
      index: {
        name: 'uq_sys_user_depart_user_id_dep_id',
        columns: ['user_id', 'dep_id'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'sys_user_depart',
      index: {
        name: 'idx_sys_user_depart_create_time',
        columns: ['create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'sys_user_position',
      columns: [
        {
          name: 'user_id',
          type: 'id',
        },
        {
          name: 'position_id',
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
      table: 'sys_user_position',
      index: {
        name: 'uq_sys_user_position_user_id_position_id',
        columns: ['user_id', 'position_id'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'sys_user_position',
      index: {
        name: 'idx_sys_user_position_create_time',
        columns: ['create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'sys_user_role',
      columns: [
        {
          name: 'user_id',
          type: 'id',
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
      table: 'sys_user_role',
      index: {
        name: 'uq_sys_user_role_user_id_role_id',
        columns: ['user_id', 'role_id'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'sys_user_role',
      index: {
        name: 'idx_sys_user_role_create_time',
        columns: ['create_time'],
      },
    },
    {
      op: 'createTable',
      table: 'sys_user_tenant',
      columns: [
        {
          name: 'user_id',
          type: 'id',
        },
        {
          name: 'tenant_no',
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
      table: 'sys_user_tenant',
      index: {
        name: 'uq_sys_user_tenant_user_id_tenant_no',
        columns: ['user_id', 'tenant_no'],
        unique: true,
      },
    },
    {
      op: 'createIndex',
      table: 'sys_user_tenant',
      index: {
        name: 'idx_sys_user_tenant_create_time',
        columns: ['create_time'],
      },
    },
  ],
};
