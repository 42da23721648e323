// wl_driver_msg_template: a template in use (useStatus 1) cannot be edited
// (docs/decisions.md#13-message-templates-in-use): its Edit is disabled with the spec's message as the
// tooltip, as the server refuses the save with the same words.
import { useMemo } from 'react';
import { useLang } from '../../../../runtime/react/registry-context.tsx';
import type { EntityOverrides } from '../types.ts';
import { TEMPLATE_MESSAGES } from './messages.ts';

const IN_USE = 1;

export function useMsgTemplateOverrides(): EntityOverrides {
  const lang = useLang();
  return useMemo(
    () => ({
      editLocked: (row) => (Number(row.useStatus) === IN_USE ? TEMPLATE_MESSAGES.editRefused[lang] : undefined),
    }),
    [lang],
  );
}
