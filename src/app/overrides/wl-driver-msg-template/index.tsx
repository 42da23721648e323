// wl_driver_msg_template: a template in use (useStatus 1) cannot be edited
// (docs/decisions.md#13-message-templates-in-use): its Edit is disabled with the spec's message as the
// tooltip, as the server refuses the save with the same words.
import { useMemo } from 'react';
import { useLang } from '../../../../runtime/react/registry-context.tsx';
import type { EntityOverrides } from '../types.ts';

const IN_USE = 1;
const EDIT_REFUSED = { 'zh-CN': '此模板已被应用，禁止编辑!', en: 'This template is in use and cannot be edited!' };

export function useMsgTemplateOverrides(): EntityOverrides {
  const lang = useLang();
  return useMemo(
    () => ({ editLocked: (row) => (Number(row.useStatus) === IN_USE ? EDIT_REFUSED[lang] : undefined) }),
    [lang],
  );
}
