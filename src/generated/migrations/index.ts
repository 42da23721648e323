// generated from schemas/ - do not edit
import type { Migration } from '../../../runtime/core/migration.ts';
import { migration as m0 } from './0001_init.ts';

export const migrations: Migration[] = [m0];
