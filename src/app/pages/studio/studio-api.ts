// The studio's calls (dev/studio/routes.ts, registered only by the development server).
import { useMemo } from 'react';
import type { DictDef, EntityDef } from '../../../../runtime/core/registry.ts';
import { useApi } from '../../overrides/use-api.ts';
import type { Json } from './draft-model.ts';

export interface EntitySummary {
  name: string;
  file: string;
  title: string;
  en: string;
  table: string;
  api: string;
}

export interface DictSummary {
  code: string;
  file: string;
  title: string;
  en: string;
  items: { value: string | number; title: string; en: string }[];
}

export interface SchemaIndex {
  folders: string[];
  entities: EntitySummary[];
  dicts: DictSummary[];
  catalogue: { formats: Record<string, string[]>; widgets: Record<string, string[]> };
}

export interface SchemaProblem {
  file: string;
  pointer: string;
  message: string;
}

export interface PlanStep {
  op: { op: string; table?: string; [key: string]: unknown };
  destructive: boolean;
  key?: string;
}

export interface RenameOffer {
  file: string;
  table: string;
  from: string;
  to: string;
}

export interface DraftCheck {
  problems: SchemaProblem[];
  steps: PlanStep[];
  refused: { key: string; message: string; drop: boolean }[];
  renames: RenameOffer[];
  texts: Record<string, string>;
  preview: { entities: Record<string, EntityDef>; dicts: Record<string, DictDef> };
}

export interface SaveResult extends DraftCheck {
  written: string[];
  allowDestructive: string[];
}

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
