// Tables the engine itself needs (not entities of schemas/): sessions, the data log and the sign-in
// infrastructure (captcha and SMS codes, login failures, rate-limit counters). They live in the
// database, not in process memory, so several instances behind one load balancer agree. Applied
// before the generated migrations; names are prefixed so they never collide with generated ones.
import type { Migration } from '../../../../runtime/core/migration.ts';

export const serverMigrations: Migration[] = [
  {
    name: 'server_0001_session_data_log',
    ops: [
      {
        op: 'createTable',
        table: 'sys_session',
        columns: [
          { name: 'token_hash', type: 'varchar', length: 64, primaryKey: true },
          { name: 'user_id', type: 'id', notNull: true },
          { name: 'username', type: 'varchar', length: 64, notNull: true },
          { name: 'create_time', type: 'datetime', notNull: true },
          /** Unix ms; compared with Date.now() on every request. */
          { name: 'expires_at', type: 'bigint', notNull: true },
          { name: 'ip', type: 'varchar', length: 64 },
        ],
      },
      { op: 'createIndex', table: 'sys_session', index: { name: 'idx_sys_session_user_id', columns: ['user_id'] } },
      {
        op: 'createTable',
        table: 'sys_data_log',
        columns: [
          { name: 'id', type: 'id', primaryKey: true },
          { name: 'table_name', type: 'varchar', length: 64, notNull: true },
          { name: 'data_id', type: 'id', notNull: true },
          /** add | edit | delete */
          { name: 'op', type: 'varchar', length: 16, notNull: true },
          { name: 'old_data', type: 'text' },
          { name: 'new_data', type: 'text' },
          { name: 'create_by', type: 'varchar', length: 64 },
          { name: 'create_time', type: 'datetime', notNull: true },
          { name: 'tenant_id', type: 'integer' },
          { name: 'request_id', type: 'varchar', length: 64 },
        ],
      },
      {
        op: 'createIndex',
        table: 'sys_data_log',
        index: { name: 'idx_sys_data_log_table_data', columns: ['table_name', 'data_id'] },
      },
    ],
  },
  {
    name: 'server_0002_sign_in',
    ops: [
      // A public session id (the token hash stays private) for the online-user list and force-logout.
      { op: 'addColumn', table: 'sys_session', column: { name: 'id', type: 'id' } },
      /** Unix ms of the last request, refreshed at most once a minute. */
      { op: 'addColumn', table: 'sys_session', column: { name: 'last_seen', type: 'bigint' } },
      {
        op: 'createIndex',
        table: 'sys_session',
        index: { name: 'uq_sys_session_id', columns: ['id'], unique: true },
      },
      {
        op: 'createTable',
        table: 'sys_captcha',
        columns: [
          { name: 'check_key', type: 'varchar', length: 64, primaryKey: true },
          { name: 'code', type: 'varchar', length: 8, notNull: true },
          { name: 'expires_at', type: 'bigint', notNull: true },
        ],
      },
      {
        op: 'createTable',
        table: 'sys_sms_code',
        columns: [
          /** `<mode>:<mobile>`: a registration code never signs in. */
          { name: 'code_key', type: 'varchar', length: 64, primaryKey: true },
          { name: 'code', type: 'varchar', length: 8, notNull: true },
          { name: 'expires_at', type: 'bigint', notNull: true },
          { name: 'sent_at', type: 'bigint', notNull: true },
          { name: 'attempts', type: 'integer', notNull: true, default: 0 },
        ],
      },
      {
        op: 'createTable',
        table: 'sys_login_failure',
        columns: [
          { name: 'username', type: 'varchar', length: 64, primaryKey: true },
          { name: 'fail_count', type: 'integer', notNull: true },
          { name: 'first_fail_at', type: 'bigint', notNull: true },
          { name: 'locked_until', type: 'bigint' },
        ],
      },
      {
        op: 'createTable',
        table: 'sys_rate_limit',
        columns: [
          { name: 'rate_key', type: 'varchar', length: 128, primaryKey: true },
          { name: 'window_start', type: 'bigint', notNull: true },
          { name: 'hits', type: 'integer', notNull: true },
        ],
      },
    ],
  },
  {
    name: 'server_0003_upload',
    ops: [
      // Who stored each upload and in which tenant (files/upload-records.ts): the static route serves a
      // file only to its tenant, and the per-user quota (rate and total size) counts these rows.
      {
        op: 'createTable',
        table: 'sys_upload',
        columns: [
          /** The stored relative path, as the upload answer gives it. */
          { name: 'path', type: 'varchar', length: 255, primaryKey: true },
          { name: 'tenant_id', type: 'integer', notNull: true },
          /** sys_user.id of the uploader. */
          { name: 'create_by', type: 'id', notNull: true },
          { name: 'size', type: 'bigint', notNull: true },
          /** Unix ms. */
          { name: 'created_at', type: 'bigint', notNull: true },
        ],
      },
      {
        op: 'createIndex',
        table: 'sys_upload',
        index: { name: 'idx_sys_upload_create_by', columns: ['create_by', 'created_at'] },
      },
    ],
  },
  {
    name: 'server_0004_upload_ref',
    ops: [
      // Which records hold which uploads (platform/files/upload-refs.ts), kept by the write pipeline: the
      // static route serves an upload to its uploader and to the readers of the records holding it.
      {
        op: 'createTable',
        table: 'sys_upload_ref',
        columns: [
          { name: 'path', type: 'varchar', length: 255, notNull: true },
          /** The registry entity name, e.g. sys_announcement. */
          { name: 'entity', type: 'varchar', length: 64, notNull: true },
          { name: 'record_id', type: 'id', notNull: true },
          /** The field's wire name. */
          { name: 'field', type: 'varchar', length: 64, notNull: true },
        ],
      },
      {
        op: 'createIndex',
        table: 'sys_upload_ref',
        index: { name: 'uq_sys_upload_ref', columns: ['path', 'entity', 'record_id', 'field'], unique: true },
      },
      {
        op: 'createIndex',
        table: 'sys_upload_ref',
        index: { name: 'idx_sys_upload_ref_record', columns: ['entity', 'record_id'] },
      },
      {
        op: 'addColumn',
        table: 'sys_upload',
        /** 1: its holders are recorded in sys_upload_ref. NULL: stored before, served by the tenant rule alone. */
        column: { name: 'refs_kept', type: 'integer' },
      },
    ],
  },
  {
    name: 'server_0005_seed_state',
    ops: [
      // What a start-time seed last wrote and the state of its tables after it (platform/permissions/seed.ts):
      // a start finding both unchanged skips the seed.
      {
        op: 'createTable',
        table: 'sys_seed_state',
        columns: [
          { name: 'name', type: 'varchar', length: 64, primaryKey: true },
          { name: 'fingerprint', type: 'varchar', length: 255, notNull: true },
        ],
      },
    ],
  },
];
