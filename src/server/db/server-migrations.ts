// Tables the engine itself needs (not entities of schemas/): sessions and the data log. Applied
// before the generated migrations; names are prefixed so they never collide with generated ones.
import type { Migration } from '../../../runtime/core/migration.ts';

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
];
