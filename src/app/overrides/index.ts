// Per-entity tweaks of the generic screens, keyed by entity name: cells or widgets by key, extra
// toolbar buttons, row actions and form sections. Add an entry here instead of copying the list page.
// Each entry is a hook (overrides call the platform APIs); the list page of an entity always calls the
// same one, since the page remounts when the entity changes.
import { useAnnouncementOverrides } from '../notice/announcement-overrides.tsx';
import { useDictOverrides } from './sys-dict/index.tsx';
import { useEmailAccountOverrides } from './sys-email-account/index.tsx';
import { usePermissionOverrides } from './sys-permission/index.tsx';
import { useQuartzJobOverrides } from './sys-quartz-job/index.tsx';
import { useRoleOverrides } from './sys-role/index.tsx';
import { useStateLogOverrides } from './sys-state-log/index.tsx';
import { useFreightOrderOverrides } from './wl-order/index.tsx';
import { useUserOverrides } from './sys-user/index.tsx';
import { useMsgTemplateOverrides } from './wl-driver-msg-template/index.tsx';
import type { EntityOverrides } from './types.ts';

export type { EntityOverrides } from './types.ts';

const NONE: EntityOverrides = {};
const useNone = () => NONE;

const OVERRIDES: Record<string, () => EntityOverrides> = {
  sys_user: useUserOverrides,
  sys_role: useRoleOverrides,
  sys_dict: useDictOverrides,
  sys_permission: usePermissionOverrides,
  sys_announcement: useAnnouncementOverrides,
  sys_quartz_job: useQuartzJobOverrides,
  sys_email_account: useEmailAccountOverrides,
  sys_state_log: useStateLogOverrides,
  wl_order: useFreightOrderOverrides,
  wl_driver_msg_template: useMsgTemplateOverrides,
};

export function overridesHook(entity: string): () => EntityOverrides {
  return OVERRIDES[entity] ?? useNone;
}
