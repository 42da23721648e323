// The Schema Studio's answers (dev/studio/routes.ts, development only), shared by the server that
// builds them and the screen that reads them (src/app/pages/studio).
import type { MigrationOp } from './migration.ts';
import type { DictDef, EntityDef } from './registry.ts';

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
  /** Folders that hold entity files (logistics, system ...): where a new entity may go. */
  folders: string[];
  entities: EntitySummary[];
  dicts: DictSummary[];
}

/** What the forms offer: the formats with the types each fits, the widgets with their options. */
export interface StudioCatalogue {
  formats: Record<string, string[]>;
  widgets: Record<string, string[]>;
}

/** A refusal of the generator: the file, the JSON pointer inside it, the message. */
export interface StudioProblem {
  file: string;
  pointer: string;
  message: string;
}

export interface PlanStep {
  op: MigrationOp;
  /** The schema-evolution rules refuse it without a data migration: it may lose data. */
  destructive: boolean;
  /** The change's key (table.column or table) when destructive. */
  key?: string;
}

/** A column gone and one of the same type new in the same table: probably a renamed field. */
export interface RenameOffer {
  file: string;
  table: string;
  /** The field that disappeared (its column is in the snapshot). */
  from: string;
  /** The new field: the rename writes `"x-renamed-from": from` on it. */
  to: string;
}

export interface DraftCheck {
  /** The generator's refusals; empty when gen would accept the draft. */
  problems: StudioProblem[];
  steps: PlanStep[];
  /** Refused changes no pending data migration covers (drops and lossy type changes). */
  refused: { key: string; message: string; drop: boolean }[];
  renames: RenameOffer[];
  /** The text each draft file would have on disk (key order and prettier formatting applied). */
  texts: Record<string, string>;
  /** The registry entries the draft's entity and dictionary files build: the screen's live preview. */
  preview: { entities: Record<string, EntityDef>; dicts: Record<string, DictDef> };
}

export interface SaveResult extends DraftCheck {
  /** Paths under schemas/ whose text changed on disk. */
  written: string[];
  /** Keys of confirmed drops: the next gen needs --allow-destructive for them. */
  allowDestructive: string[];
}
