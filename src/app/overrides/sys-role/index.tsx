// sys_role: the "授权" row action (permission tree and data rules).
import type { EntityOverrides } from '../types.ts';
import { RoleAuthAction } from './role-auth-drawer.tsx';

const ROLE_OVERRIDES: EntityOverrides = { rowActions: (row) => <RoleAuthAction row={row} /> };

export function useRoleOverrides(): EntityOverrides {
  return ROLE_OVERRIDES;
}
