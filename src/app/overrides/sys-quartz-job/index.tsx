// sys_quartz_job: start / stop by status and run once, as row actions of the generic list.
import { useMemo } from 'react';
import type { EntityOverrides } from '../types.ts';
import { useJobRowActions } from './job-actions.tsx';

export function useQuartzJobOverrides(): EntityOverrides {
  const rowActions = useJobRowActions();
  return useMemo(() => ({ rowActions }), [rowActions]);
}
