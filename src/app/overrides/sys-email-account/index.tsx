// sys_email_account: a test-send row action on the generic list.
import { useMemo } from 'react';
import type { EntityOverrides } from '../types.ts';
import { TestSendAction } from './test-send-action.tsx';

export function useEmailAccountOverrides(): EntityOverrides {
  return useMemo(() => ({ rowActions: (row) => <TestSendAction row={row} /> }), []);
}
