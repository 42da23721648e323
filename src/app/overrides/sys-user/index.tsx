// sys_user: roles and departments in the form; freeze/unfreeze, reset and change password.
import { useMemo } from 'react';
import type { EntityOverrides } from '../types.ts';
import { FreezeButtons, useUserRowActions } from './user-actions.tsx';
import { useUserFormExtension } from './user-form-extension.tsx';

export function useUserOverrides(): EntityOverrides {
  const formExtension = useUserFormExtension();
  const rowActions = useUserRowActions();
  return useMemo(
    () => ({
      formExtension,
      toolbarExtra: (list) => <FreezeButtons list={list} />,
      rowActions,
    }),
    [formExtension, rowActions],
  );
}
