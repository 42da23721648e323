// generated from schemas/ - do not edit
import type { Migration } from '../../../runtime/core/migration.ts';
import { migration as m0 } from './0001_init.ts';
import { migration as m1 } from './0002_create_index_sys_user.ts';
import { migration as m2 } from './0003_create_table_sys_category.ts';
import { migration as m3 } from './0004_add_column_wl_vehicle.ts';
import { migration as m4 } from './0005_init.ts';
import { migration as m5 } from './0006_create_table_sys_saved_query.ts';
import { migration as m6 } from './0007_add_column_wl_freight.ts';
import { migration as m7 } from './0008_init.ts';
import { migration as m8 } from './0009_init.ts';
import { migration as m9 } from './0010_init.ts';
import { migration as m10 } from './0011_create_table_sys_state_log.ts';
import { migration as m11 } from './0012_add_column_wl_order.ts';
import { migration as m12 } from './0013_init.ts';
import { migration as m13 } from './0014_init.ts';
import { migration as m14 } from './0015_add_column_wl_order.ts';
import { migration as m15 } from './0016_indexes.ts';
import { migration as m16 } from './0017_add_column_wl_order.ts';
import { migration as m17 } from './0018_add_column_sys_role.ts';
import { migration as m18 } from './0019_create_index_sys_announcement.ts';
import { migration as m19 } from './0020_add_column_sys_role.ts';

export const migrations: Migration[] = [
  m0,
  m1,
  m2,
  m3,
  m4,
  m5,
  m6,
  m7,
  m8,
  m9,
  m10,
  m11,
  m12,
  m13,
  m14,
  m15,
  m16,
  m17,
  m18,
  m19,
];
