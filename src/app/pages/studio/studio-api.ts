// The studio's calls (dev/studio/routes.ts, registered only by the development server).
import { useMemo } from 'react';
import type {
  DraftCheck,
  SaveResult,
  SchemaIndex as Index,
  StudioCatalogue,
} from '../../../../runtime/core/studio-wire.ts';
import { useApi } from '../../overrides/use-api.ts';
import type { Json } from './draft-model.ts';

export type {
  DictSummary,
  DraftCheck,
  EntitySummary,
  PlanStep,
  RenameOffer,
  SaveResult,
} from '../../../../runtime/core/studio-wire.ts';

/** The listing with the catalogue the forms offer (dev/studio/routes.ts adds it). */
export type SchemaIndex = Index & { catalogue: StudioCatalogue };

export function useStudioApi() {
  const api = useApi();
  return useMemo(
    () => ({
      schemas: () => api.get<SchemaIndex>('/dev/studio/schemas'),
      file: (path: string) => api.get<Json>('/dev/studio/file', { path }),
      check: (files: Record<string, unknown>) => api.post<DraftCheck>('/dev/studio/check', { files }),
      save: (files: Record<string, unknown>, confirmDestructive: boolean) =>
        api.post<SaveResult>('/dev/studio/save', { files, confirmDestructive }),
    }),
    [api],
  );
}
