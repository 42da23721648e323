// generated from schemas/ - do not edit
import type { Migration } from '../../../runtime/core/migration.ts';

export const migration: Migration = {
  name: '0016_indexes',
  ops: [
    {
      op: 'dropIndex',
      table: 'sys_announcement',
      name: 'idx_sys_announcement_tenant_id_create_time',
    },
    {
      op: 'createIndex',
      table: 'sys_announcement',
      index: {
        name: 'idx_sys_announcement_tenant_id_create_time_id',
        columns: ['tenant_id', 'create_time', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'sys_announcement_send',
      name: 'idx_sys_announcement_send_create_time',
    },
    {
      op: 'createIndex',
      table: 'sys_announcement_send',
      index: {
        name: 'idx_sys_announcement_send_create_time_id',
        columns: ['create_time', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'sys_category',
      name: 'idx_sys_category_create_time',
    },
    {
      op: 'createIndex',
      table: 'sys_category',
      index: {
        name: 'idx_sys_category_create_time_id',
        columns: ['create_time', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'sys_check_rule',
      name: 'idx_sys_check_rule_create_time',
    },
    {
      op: 'createIndex',
      table: 'sys_check_rule',
      index: {
        name: 'idx_sys_check_rule_create_time_id',
        columns: ['create_time', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'sys_config',
      name: 'idx_sys_config_create_time',
    },
    {
      op: 'createIndex',
      table: 'sys_config',
      index: {
        name: 'idx_sys_config_create_time_id',
        columns: ['create_time', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'sys_depart',
      name: 'idx_sys_depart_depart_order',
    },
    {
      op: 'createIndex',
      table: 'sys_depart',
      index: {
        name: 'idx_sys_depart_depart_order_id',
        columns: ['depart_order', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'sys_depart_permission',
      name: 'idx_sys_depart_permission_create_time',
    },
    {
      op: 'createIndex',
      table: 'sys_depart_permission',
      index: {
        name: 'idx_sys_depart_permission_create_time_id',
        columns: ['create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'sys_depart_permission',
      index: {
        name: 'idx_sys_depart_permission_permission_id',
        columns: ['permission_id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'sys_depart_role',
      name: 'idx_sys_depart_role_create_time',
    },
    {
      op: 'createIndex',
      table: 'sys_depart_role',
      index: {
        name: 'idx_sys_depart_role_create_time_id',
        columns: ['create_time', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'sys_depart_role_permission',
      name: 'idx_sys_depart_role_permission_create_time',
    },
    {
      op: 'createIndex',
      table: 'sys_depart_role_permission',
      index: {
        name: 'idx_sys_depart_role_permission_create_time_id',
        columns: ['create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'sys_depart_role_permission',
      index: {
        name: 'idx_sys_depart_role_permission_permission_id',
        columns: ['permission_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'sys_depart_role_permission',
      index: {
        name: 'idx_sys_depart_role_permission_depart_id',
        columns: ['depart_id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'sys_depart_role_user',
      name: 'idx_sys_depart_role_user_create_time',
    },
    {
      op: 'createIndex',
      table: 'sys_depart_role_user',
      index: {
        name: 'idx_sys_depart_role_user_create_time_id',
        columns: ['create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'sys_depart_role_user',
      index: {
        name: 'idx_sys_depart_role_user_drole_id',
        columns: ['drole_id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'sys_dict',
      name: 'idx_sys_dict_create_time',
    },
    {
      op: 'createIndex',
      table: 'sys_dict',
      index: {
        name: 'idx_sys_dict_create_time_id',
        columns: ['create_time', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'sys_dict_item',
      name: 'idx_sys_dict_item_sort_order',
    },
    {
      op: 'createIndex',
      table: 'sys_dict_item',
      index: {
        name: 'idx_sys_dict_item_sort_order_id',
        columns: ['sort_order', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'sys_email_account',
      name: 'idx_sys_email_account_create_time',
    },
    {
      op: 'createIndex',
      table: 'sys_email_account',
      index: {
        name: 'idx_sys_email_account_create_time_id',
        columns: ['create_time', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'sys_email_log',
      name: 'idx_sys_email_log_create_time',
    },
    {
      op: 'createIndex',
      table: 'sys_email_log',
      index: {
        name: 'idx_sys_email_log_create_time_id',
        columns: ['create_time', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'sys_fill_rule',
      name: 'idx_sys_fill_rule_create_time',
    },
    {
      op: 'createIndex',
      table: 'sys_fill_rule',
      index: {
        name: 'idx_sys_fill_rule_create_time_id',
        columns: ['create_time', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'sys_log',
      name: 'idx_sys_log_log_type_create_time',
    },
    {
      op: 'dropIndex',
      table: 'sys_log',
      name: 'idx_sys_log_create_time',
    },
    {
      op: 'createIndex',
      table: 'sys_log',
      index: {
        name: 'idx_sys_log_log_type_create_time_id',
        columns: ['log_type', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'sys_log',
      index: {
        name: 'idx_sys_log_create_time_id',
        columns: ['create_time', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'sys_permission',
      name: 'idx_sys_permission_sort_no',
    },
    {
      op: 'createIndex',
      table: 'sys_permission',
      index: {
        name: 'idx_sys_permission_sort_no_id',
        columns: ['sort_no', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'sys_permission_data_rule',
      name: 'idx_sys_permission_data_rule_create_time',
    },
    {
      op: 'createIndex',
      table: 'sys_permission_data_rule',
      index: {
        name: 'idx_sys_permission_data_rule_create_time_id',
        columns: ['create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'sys_permission_data_rule',
      index: {
        name: 'idx_sys_permission_data_rule_permission_id',
        columns: ['permission_id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'sys_position',
      name: 'idx_sys_position_create_time',
    },
    {
      op: 'createIndex',
      table: 'sys_position',
      index: {
        name: 'idx_sys_position_create_time_id',
        columns: ['create_time', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'sys_quartz_job',
      name: 'idx_sys_quartz_job_create_time',
    },
    {
      op: 'createIndex',
      table: 'sys_quartz_job',
      index: {
        name: 'idx_sys_quartz_job_create_time_id',
        columns: ['create_time', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'sys_quartz_job_log',
      name: 'idx_sys_quartz_job_log_job_id_start_time',
    },
    {
      op: 'dropIndex',
      table: 'sys_quartz_job_log',
      name: 'idx_sys_quartz_job_log_start_time',
    },
    {
      op: 'createIndex',
      table: 'sys_quartz_job_log',
      index: {
        name: 'idx_sys_quartz_job_log_job_id_start_time_id',
        columns: ['job_id', 'start_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'sys_quartz_job_log',
      index: {
        name: 'idx_sys_quartz_job_log_start_time_id',
        columns: ['start_time', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'sys_report_snapshot',
      name: 'idx_sys_report_snapshot_snapshot_date',
    },
    {
      op: 'createIndex',
      table: 'sys_report_snapshot',
      index: {
        name: 'idx_sys_report_snapshot_snapshot_date_id',
        columns: ['snapshot_date', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'sys_role',
      name: 'idx_sys_role_create_time',
    },
    {
      op: 'createIndex',
      table: 'sys_role',
      index: {
        name: 'idx_sys_role_create_time_id',
        columns: ['create_time', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'sys_role_permission',
      name: 'idx_sys_role_permission_create_time',
    },
    {
      op: 'createIndex',
      table: 'sys_role_permission',
      index: {
        name: 'idx_sys_role_permission_create_time_id',
        columns: ['create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'sys_role_permission',
      index: {
        name: 'idx_sys_role_permission_permission_id',
        columns: ['permission_id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'sys_saved_query',
      name: 'idx_sys_saved_query_create_time',
    },
    {
      op: 'createIndex',
      table: 'sys_saved_query',
      index: {
        name: 'idx_sys_saved_query_create_time_id',
        columns: ['create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'sys_saved_query',
      index: {
        name: 'idx_sys_saved_query_role_id',
        columns: ['role_id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'sys_state_log',
      name: 'idx_sys_state_log_tenant_id_create_time',
    },
    {
      op: 'createIndex',
      table: 'sys_state_log',
      index: {
        name: 'idx_sys_state_log_tenant_id_create_time_id',
        columns: ['tenant_id', 'create_time', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'sys_tenant',
      name: 'idx_sys_tenant_create_time',
    },
    {
      op: 'createIndex',
      table: 'sys_tenant',
      index: {
        name: 'idx_sys_tenant_create_time_id',
        columns: ['create_time', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'sys_user',
      name: 'idx_sys_user_create_time',
    },
    {
      op: 'createIndex',
      table: 'sys_user',
      index: {
        name: 'idx_sys_user_role_type_create_time_id',
        columns: ['role_type', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'sys_user',
      index: {
        name: 'idx_sys_user_create_time_id',
        columns: ['create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'sys_user',
      index: {
        name: 'idx_sys_user_site_id',
        columns: ['site_id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'sys_user_depart',
      name: 'idx_sys_user_depart_create_time',
    },
    {
      op: 'createIndex',
      table: 'sys_user_depart',
      index: {
        name: 'idx_sys_user_depart_create_time_id',
        columns: ['create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'sys_user_depart',
      index: {
        name: 'idx_sys_user_depart_dep_id',
        columns: ['dep_id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'sys_user_position',
      name: 'idx_sys_user_position_create_time',
    },
    {
      op: 'createIndex',
      table: 'sys_user_position',
      index: {
        name: 'idx_sys_user_position_create_time_id',
        columns: ['create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'sys_user_position',
      index: {
        name: 'idx_sys_user_position_position_id',
        columns: ['position_id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'sys_user_role',
      name: 'idx_sys_user_role_create_time',
    },
    {
      op: 'createIndex',
      table: 'sys_user_role',
      index: {
        name: 'idx_sys_user_role_create_time_id',
        columns: ['create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'sys_user_role',
      index: {
        name: 'idx_sys_user_role_role_id',
        columns: ['role_id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'sys_user_tenant',
      name: 'idx_sys_user_tenant_create_time',
    },
    {
      op: 'createIndex',
      table: 'sys_user_tenant',
      index: {
        name: 'idx_sys_user_tenant_create_time_id',
        columns: ['create_time', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_accident',
      name: 'idx_wl_accident_tenant_id_accident_time',
    },
    {
      op: 'createIndex',
      table: 'wl_accident',
      index: {
        name: 'idx_wl_accident_tenant_id_accident_time_id',
        columns: ['tenant_id', 'accident_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_accident',
      index: {
        name: 'idx_wl_accident_tenant_id_vehicle_id',
        columns: ['tenant_id', 'vehicle_id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_area',
      name: 'idx_wl_area_tenant_id_create_time',
    },
    {
      op: 'createIndex',
      table: 'wl_area',
      index: {
        name: 'idx_wl_area_tenant_id_create_time_id',
        columns: ['tenant_id', 'create_time', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_banner',
      name: 'idx_wl_banner_tenant_id_sort',
    },
    {
      op: 'createIndex',
      table: 'wl_banner',
      index: {
        name: 'idx_wl_banner_tenant_id_sort_id',
        columns: ['tenant_id', 'sort', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_commission',
      name: 'idx_wl_commission_tenant_id_create_time',
    },
    {
      op: 'createIndex',
      table: 'wl_commission',
      index: {
        name: 'idx_wl_commission_tenant_id_create_time_id',
        columns: ['tenant_id', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_commission',
      index: {
        name: 'idx_wl_commission_tenant_id_site_id',
        columns: ['tenant_id', 'site_id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_customer',
      name: 'idx_wl_customer_tenant_id_create_time',
    },
    {
      op: 'createIndex',
      table: 'wl_customer',
      index: {
        name: 'idx_wl_customer_tenant_id_create_time_id',
        columns: ['tenant_id', 'create_time', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_customer_address',
      name: 'idx_wl_customer_address_tenant_id_create_time',
    },
    {
      op: 'createIndex',
      table: 'wl_customer_address',
      index: {
        name: 'idx_wl_customer_address_tenant_id_create_time_id',
        columns: ['tenant_id', 'create_time', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_driver',
      name: 'idx_wl_driver_tenant_id_create_time',
    },
    {
      op: 'createIndex',
      table: 'wl_driver',
      index: {
        name: 'idx_wl_driver_tenant_id_create_time_id',
        columns: ['tenant_id', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_driver',
      index: {
        name: 'idx_wl_driver_tenant_id_state_create_time_id',
        columns: ['tenant_id', 'state', 'create_time', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_driver_announcement',
      name: 'idx_wl_driver_announcement_tenant_id_create_time',
    },
    {
      op: 'createIndex',
      table: 'wl_driver_announcement',
      index: {
        name: 'idx_wl_driver_announcement_tenant_id_create_time_id',
        columns: ['tenant_id', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_driver_announcement',
      index: {
        name: 'idx_wl_driver_announcement_tenant_id_status_create_time_id',
        columns: ['tenant_id', 'status', 'create_time', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_driver_banner',
      name: 'idx_wl_driver_banner_tenant_id_sort',
    },
    {
      op: 'createIndex',
      table: 'wl_driver_banner',
      index: {
        name: 'idx_wl_driver_banner_tenant_id_sort_id',
        columns: ['tenant_id', 'sort', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_driver_msg_template',
      name: 'idx_wl_driver_msg_template_tenant_id_create_time',
    },
    {
      op: 'createIndex',
      table: 'wl_driver_msg_template',
      index: {
        name: 'idx_wl_driver_msg_template_tenant_id_create_time_id',
        columns: ['tenant_id', 'create_time', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_driver_transfer',
      name: 'idx_wl_driver_transfer_tenant_id_state_create_time',
    },
    {
      op: 'dropIndex',
      table: 'wl_driver_transfer',
      name: 'idx_wl_driver_transfer_tenant_id_create_time',
    },
    {
      op: 'createIndex',
      table: 'wl_driver_transfer',
      index: {
        name: 'idx_wl_driver_transfer_tenant_id_state_create_time_id',
        columns: ['tenant_id', 'state', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_driver_transfer',
      index: {
        name: 'idx_wl_driver_transfer_tenant_id_create_time_id',
        columns: ['tenant_id', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_driver_transfer',
      index: {
        name: 'idx_wl_driver_transfer_tenant_id_driver_id',
        columns: ['tenant_id', 'driver_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_driver_transfer',
      index: {
        name: 'idx_wl_driver_transfer_tenant_id_from_fleet_id',
        columns: ['tenant_id', 'from_fleet_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_driver_transfer',
      index: {
        name: 'idx_wl_driver_transfer_tenant_id_to_fleet_id',
        columns: ['tenant_id', 'to_fleet_id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_fleet',
      name: 'idx_wl_fleet_tenant_id_create_time',
    },
    {
      op: 'createIndex',
      table: 'wl_fleet',
      index: {
        name: 'idx_wl_fleet_tenant_id_create_time_id',
        columns: ['tenant_id', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_fleet',
      index: {
        name: 'idx_wl_fleet_tenant_id_site_id',
        columns: ['tenant_id', 'site_id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_freight',
      name: 'idx_wl_freight_tenant_id_start_weight',
    },
    {
      op: 'createIndex',
      table: 'wl_freight',
      index: {
        name: 'idx_wl_freight_tenant_id_start_weight_id',
        columns: ['tenant_id', 'start_weight', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_freight',
      index: {
        name: 'idx_wl_freight_tenant_id_template_id',
        columns: ['tenant_id', 'template_id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_freight_template',
      name: 'idx_wl_freight_template_tenant_id_create_time',
    },
    {
      op: 'createIndex',
      table: 'wl_freight_template',
      index: {
        name: 'idx_wl_freight_template_tenant_id_create_time_id',
        columns: ['tenant_id', 'create_time', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_news',
      name: 'idx_wl_news_tenant_id_create_time',
    },
    {
      op: 'createIndex',
      table: 'wl_news',
      index: {
        name: 'idx_wl_news_tenant_id_create_time_id',
        columns: ['tenant_id', 'create_time', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_order',
      name: 'idx_wl_order_tenant_id_order_state_create_time',
    },
    {
      op: 'dropIndex',
      table: 'wl_order',
      name: 'idx_wl_order_tenant_id_create_time',
    },
    {
      op: 'createIndex',
      table: 'wl_order',
      index: {
        name: 'idx_wl_order_tenant_id_order_state_create_time_id',
        columns: ['tenant_id', 'order_state', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_order',
      index: {
        name: 'idx_wl_order_tenant_id_create_time_id',
        columns: ['tenant_id', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_order',
      index: {
        name: 'idx_wl_order_tenant_id_vehicle_id',
        columns: ['tenant_id', 'vehicle_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_order',
      index: {
        name: 'idx_wl_order_tenant_id_driver_id',
        columns: ['tenant_id', 'driver_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_order',
      index: {
        name: 'idx_wl_order_tenant_id_freight_template_id',
        columns: ['tenant_id', 'freight_template_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_order',
      index: {
        name: 'idx_wl_order_tenant_id_driver_income_template_id',
        columns: ['tenant_id', 'driver_income_template_id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_order_assign',
      name: 'idx_wl_order_assign_tenant_id_courier_id_assign_time',
    },
    {
      op: 'dropIndex',
      table: 'wl_order_assign',
      name: 'idx_wl_order_assign_tenant_id_assign_time',
    },
    {
      op: 'createIndex',
      table: 'wl_order_assign',
      index: {
        name: 'idx_wl_order_assign_tenant_id_courier_id_assign_time_id',
        columns: ['tenant_id', 'courier_id', 'assign_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_order_assign',
      index: {
        name: 'idx_wl_order_assign_tenant_id_assign_time_id',
        columns: ['tenant_id', 'assign_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_order_assign',
      index: {
        name: 'idx_wl_order_assign_tenant_id_operator_id',
        columns: ['tenant_id', 'operator_id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_order_fee',
      name: 'idx_wl_order_fee_tenant_id_create_time',
    },
    {
      op: 'createIndex',
      table: 'wl_order_fee',
      index: {
        name: 'idx_wl_order_fee_tenant_id_create_time_id',
        columns: ['tenant_id', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_order_fee',
      index: {
        name: 'idx_wl_order_fee_tenant_id_order_id',
        columns: ['tenant_id', 'order_id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_parcel_order',
      name: 'idx_wl_parcel_order_tenant_id_order_state_create_time',
    },
    {
      op: 'dropIndex',
      table: 'wl_parcel_order',
      name: 'idx_wl_parcel_order_tenant_id_create_time',
    },
    {
      op: 'createIndex',
      table: 'wl_parcel_order',
      index: {
        name: 'idx_wl_parcel_order_tenant_id_order_state_create_time_id',
        columns: ['tenant_id', 'order_state', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_parcel_order',
      index: {
        name: 'idx_wl_parcel_order_tenant_id_payment_state_create_time_id',
        columns: ['tenant_id', 'payment_state', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_parcel_order',
      index: {
        name: 'idx_wl_parcel_order_tenant_id_create_time_id',
        columns: ['tenant_id', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_parcel_order',
      index: {
        name: 'idx_wl_parcel_order_tenant_id_pickup_site_id',
        columns: ['tenant_id', 'pickup_site_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_parcel_order',
      index: {
        name: 'idx_wl_parcel_order_tenant_id_delivery_site_id',
        columns: ['tenant_id', 'delivery_site_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_parcel_order',
      index: {
        name: 'idx_wl_parcel_order_tenant_id_pickup_courier_id',
        columns: ['tenant_id', 'pickup_courier_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_parcel_order',
      index: {
        name: 'idx_wl_parcel_order_tenant_id_dispatch_courier_id',
        columns: ['tenant_id', 'dispatch_courier_id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_route_change',
      name: 'idx_wl_route_change_tenant_id_state_create_time',
    },
    {
      op: 'dropIndex',
      table: 'wl_route_change',
      name: 'idx_wl_route_change_tenant_id_create_time',
    },
    {
      op: 'createIndex',
      table: 'wl_route_change',
      index: {
        name: 'idx_wl_route_change_tenant_id_state_create_time_id',
        columns: ['tenant_id', 'state', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_route_change',
      index: {
        name: 'idx_wl_route_change_tenant_id_create_time_id',
        columns: ['tenant_id', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_route_change',
      index: {
        name: 'idx_wl_route_change_tenant_id_trip_id',
        columns: ['tenant_id', 'trip_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_route_change',
      index: {
        name: 'idx_wl_route_change_tenant_id_from_line_id',
        columns: ['tenant_id', 'from_line_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_route_change',
      index: {
        name: 'idx_wl_route_change_tenant_id_to_line_id',
        columns: ['tenant_id', 'to_line_id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_site',
      name: 'idx_wl_site_tenant_id_type_create_time',
    },
    {
      op: 'dropIndex',
      table: 'wl_site',
      name: 'idx_wl_site_tenant_id_create_time',
    },
    {
      op: 'createIndex',
      table: 'wl_site',
      index: {
        name: 'idx_wl_site_tenant_id_type_create_time_id',
        columns: ['tenant_id', 'type', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_site',
      index: {
        name: 'idx_wl_site_tenant_id_create_time_id',
        columns: ['tenant_id', 'create_time', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_site_fee',
      name: 'idx_wl_site_fee_tenant_id_site_id_time',
    },
    {
      op: 'dropIndex',
      table: 'wl_site_fee',
      name: 'idx_wl_site_fee_tenant_id_time',
    },
    {
      op: 'createIndex',
      table: 'wl_site_fee',
      index: {
        name: 'idx_wl_site_fee_tenant_id_site_id_time_id',
        columns: ['tenant_id', 'site_id', 'time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_site_fee',
      index: {
        name: 'idx_wl_site_fee_tenant_id_time_id',
        columns: ['tenant_id', 'time', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_staff',
      name: 'idx_wl_staff_tenant_id_create_time',
    },
    {
      op: 'createIndex',
      table: 'wl_staff',
      index: {
        name: 'idx_wl_staff_tenant_id_create_time_id',
        columns: ['tenant_id', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_staff',
      index: {
        name: 'idx_wl_staff_tenant_id_site_id',
        columns: ['tenant_id', 'site_id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_storage_in',
      name: 'idx_wl_storage_in_tenant_id_site_id_time',
    },
    {
      op: 'dropIndex',
      table: 'wl_storage_in',
      name: 'idx_wl_storage_in_tenant_id_time',
    },
    {
      op: 'createIndex',
      table: 'wl_storage_in',
      index: {
        name: 'idx_wl_storage_in_tenant_id_site_id_time_id',
        columns: ['tenant_id', 'site_id', 'time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_storage_in',
      index: {
        name: 'idx_wl_storage_in_tenant_id_time_id',
        columns: ['tenant_id', 'time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_storage_in',
      index: {
        name: 'idx_wl_storage_in_tenant_id_operator_id',
        columns: ['tenant_id', 'operator_id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_storage_out',
      name: 'idx_wl_storage_out_tenant_id_site_id_time',
    },
    {
      op: 'dropIndex',
      table: 'wl_storage_out',
      name: 'idx_wl_storage_out_tenant_id_time',
    },
    {
      op: 'createIndex',
      table: 'wl_storage_out',
      index: {
        name: 'idx_wl_storage_out_tenant_id_site_id_time_id',
        columns: ['tenant_id', 'site_id', 'time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_storage_out',
      index: {
        name: 'idx_wl_storage_out_tenant_id_time_id',
        columns: ['tenant_id', 'time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_storage_out',
      index: {
        name: 'idx_wl_storage_out_tenant_id_operator_id',
        columns: ['tenant_id', 'operator_id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_transport_apply',
      name: 'idx_wl_transport_apply_tenant_id_state_create_time',
    },
    {
      op: 'dropIndex',
      table: 'wl_transport_apply',
      name: 'idx_wl_transport_apply_tenant_id_create_time',
    },
    {
      op: 'createIndex',
      table: 'wl_transport_apply',
      index: {
        name: 'idx_wl_transport_apply_tenant_id_state_create_time_id',
        columns: ['tenant_id', 'state', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_transport_apply',
      index: {
        name: 'idx_wl_transport_apply_tenant_id_create_time_id',
        columns: ['tenant_id', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_transport_apply',
      index: {
        name: 'idx_wl_transport_apply_tenant_id_site_id',
        columns: ['tenant_id', 'site_id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_transport_line',
      name: 'idx_wl_transport_line_tenant_id_create_time',
    },
    {
      op: 'createIndex',
      table: 'wl_transport_line',
      index: {
        name: 'idx_wl_transport_line_tenant_id_create_time_id',
        columns: ['tenant_id', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_transport_line',
      index: {
        name: 'idx_wl_transport_line_tenant_id_from_site_id',
        columns: ['tenant_id', 'from_site_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_transport_line',
      index: {
        name: 'idx_wl_transport_line_tenant_id_to_site_id',
        columns: ['tenant_id', 'to_site_id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_transport_trip',
      name: 'idx_wl_transport_trip_tenant_id_state_create_time',
    },
    {
      op: 'dropIndex',
      table: 'wl_transport_trip',
      name: 'idx_wl_transport_trip_tenant_id_create_time',
    },
    {
      op: 'createIndex',
      table: 'wl_transport_trip',
      index: {
        name: 'idx_wl_transport_trip_tenant_id_state_create_time_id',
        columns: ['tenant_id', 'state', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_transport_trip',
      index: {
        name: 'idx_wl_transport_trip_tenant_id_create_time_id',
        columns: ['tenant_id', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_transport_trip',
      index: {
        name: 'idx_wl_transport_trip_tenant_id_site_id',
        columns: ['tenant_id', 'site_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_transport_trip',
      index: {
        name: 'idx_wl_transport_trip_tenant_id_line_id',
        columns: ['tenant_id', 'line_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_transport_trip',
      index: {
        name: 'idx_wl_transport_trip_tenant_id_driver_id',
        columns: ['tenant_id', 'driver_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_transport_trip',
      index: {
        name: 'idx_wl_transport_trip_tenant_id_vehicle_id',
        columns: ['tenant_id', 'vehicle_id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_trip_order',
      name: 'idx_wl_trip_order_tenant_id_create_time',
    },
    {
      op: 'createIndex',
      table: 'wl_trip_order',
      index: {
        name: 'idx_wl_trip_order_tenant_id_create_time_id',
        columns: ['tenant_id', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_trip_order',
      index: {
        name: 'idx_wl_trip_order_tenant_id_order_id',
        columns: ['tenant_id', 'order_id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_vehicle',
      name: 'idx_wl_vehicle_tenant_id_state_create_time',
    },
    {
      op: 'dropIndex',
      table: 'wl_vehicle',
      name: 'idx_wl_vehicle_tenant_id_create_time',
    },
    {
      op: 'createIndex',
      table: 'wl_vehicle',
      index: {
        name: 'idx_wl_vehicle_tenant_id_state_create_time_id',
        columns: ['tenant_id', 'state', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_vehicle',
      index: {
        name: 'idx_wl_vehicle_tenant_id_create_time_id',
        columns: ['tenant_id', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_vehicle',
      index: {
        name: 'idx_wl_vehicle_tenant_id_site_id',
        columns: ['tenant_id', 'site_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_vehicle',
      index: {
        name: 'idx_wl_vehicle_tenant_id_type_id',
        columns: ['tenant_id', 'type_id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_vehicle_order',
      name: 'idx_wl_vehicle_order_tenant_id_order_state_create_time',
    },
    {
      op: 'dropIndex',
      table: 'wl_vehicle_order',
      name: 'idx_wl_vehicle_order_tenant_id_create_time',
    },
    {
      op: 'createIndex',
      table: 'wl_vehicle_order',
      index: {
        name: 'idx_wl_vehicle_order_tenant_id_order_state_create_time_id',
        columns: ['tenant_id', 'order_state', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_vehicle_order',
      index: {
        name: 'idx_wl_vehicle_order_tenant_id_create_time_id',
        columns: ['tenant_id', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_vehicle_order',
      index: {
        name: 'idx_wl_vehicle_order_tenant_id_line_id',
        columns: ['tenant_id', 'line_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_vehicle_order',
      index: {
        name: 'idx_wl_vehicle_order_tenant_id_vehicle_id',
        columns: ['tenant_id', 'vehicle_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_vehicle_order',
      index: {
        name: 'idx_wl_vehicle_order_tenant_id_driver_id',
        columns: ['tenant_id', 'driver_id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_vehicle_track',
      name: 'idx_wl_vehicle_track_tenant_id_vehicle_id_time',
    },
    {
      op: 'dropIndex',
      table: 'wl_vehicle_track',
      name: 'idx_wl_vehicle_track_tenant_id_time',
    },
    {
      op: 'createIndex',
      table: 'wl_vehicle_track',
      index: {
        name: 'idx_wl_vehicle_track_tenant_id_vehicle_id_time_id',
        columns: ['tenant_id', 'vehicle_id', 'time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_vehicle_track',
      index: {
        name: 'idx_wl_vehicle_track_tenant_id_time_id',
        columns: ['tenant_id', 'time', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_vehicle_type',
      name: 'idx_wl_vehicle_type_tenant_id_create_time',
    },
    {
      op: 'createIndex',
      table: 'wl_vehicle_type',
      index: {
        name: 'idx_wl_vehicle_type_tenant_id_create_time_id',
        columns: ['tenant_id', 'create_time', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_waybill',
      name: 'idx_wl_waybill_tenant_id_state_create_time',
    },
    {
      op: 'dropIndex',
      table: 'wl_waybill',
      name: 'idx_wl_waybill_tenant_id_create_time',
    },
    {
      op: 'createIndex',
      table: 'wl_waybill',
      index: {
        name: 'idx_wl_waybill_tenant_id_state_create_time_id',
        columns: ['tenant_id', 'state', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_waybill',
      index: {
        name: 'idx_wl_waybill_tenant_id_driver_id_create_time_id',
        columns: ['tenant_id', 'driver_id', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_waybill',
      index: {
        name: 'idx_wl_waybill_tenant_id_create_time_id',
        columns: ['tenant_id', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_waybill',
      index: {
        name: 'idx_wl_waybill_tenant_id_vehicle_id',
        columns: ['tenant_id', 'vehicle_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_waybill',
      index: {
        name: 'idx_wl_waybill_tenant_id_fleet_id',
        columns: ['tenant_id', 'fleet_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_waybill',
      index: {
        name: 'idx_wl_waybill_tenant_id_line_id',
        columns: ['tenant_id', 'line_id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_waybill_task',
      name: 'idx_wl_waybill_task_tenant_id_create_time',
    },
    {
      op: 'createIndex',
      table: 'wl_waybill_task',
      index: {
        name: 'idx_wl_waybill_task_tenant_id_create_time_id',
        columns: ['tenant_id', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_waybill_task',
      index: {
        name: 'idx_wl_waybill_task_tenant_id_waybill_id',
        columns: ['tenant_id', 'waybill_id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_waybill_task',
      index: {
        name: 'idx_wl_waybill_task_tenant_id_order_id',
        columns: ['tenant_id', 'order_id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_zone',
      name: 'idx_wl_zone_tenant_id_create_time',
    },
    {
      op: 'createIndex',
      table: 'wl_zone',
      index: {
        name: 'idx_wl_zone_tenant_id_create_time_id',
        columns: ['tenant_id', 'create_time', 'id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_zone_freight',
      name: 'idx_wl_zone_freight_tenant_id_create_time',
    },
    {
      op: 'createIndex',
      table: 'wl_zone_freight',
      index: {
        name: 'idx_wl_zone_freight_tenant_id_create_time_id',
        columns: ['tenant_id', 'create_time', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_zone_freight',
      index: {
        name: 'idx_wl_zone_freight_tenant_id_to_zone_id',
        columns: ['tenant_id', 'to_zone_id'],
      },
    },
    {
      op: 'dropIndex',
      table: 'wl_zone_freight_detail',
      name: 'idx_wl_zone_freight_detail_tenant_id_order_num',
    },
    {
      op: 'createIndex',
      table: 'wl_zone_freight_detail',
      index: {
        name: 'idx_wl_zone_freight_detail_tenant_id_order_num_id',
        columns: ['tenant_id', 'order_num', 'id'],
      },
    },
    {
      op: 'createIndex',
      table: 'wl_zone_freight_detail',
      index: {
        name: 'idx_wl_zone_freight_detail_tenant_id_zone_freight_id',
        columns: ['tenant_id', 'zone_freight_id'],
      },
    },
  ],
};
