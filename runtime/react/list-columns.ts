// Column settings of a list (antd Pro's column setting and density): which of the entity's columns
// show and in which order, and the table density, persisted per user and entity in localStorage
// (`listColumns:<userId>:<entity>`). Every readable field is offered, not only `list.columns`
// (those show by default, the rest can be switched on); secret fields, fields a field permission
// hides, and the technical id/version/tenant columns are never offered. A stored layout survives
// schema changes: vanished fields drop out, new ones join at the end with their default visibility.
import { useCallback, useMemo, useState } from 'react';
import type { EntityDef } from '../core/registry.ts';
import { listColumnsKey, readJson, writeStored } from './list-storage.ts';

/** antd table sizes: large is antd Pro's "default" density. */
export type Density = 'large' | 'middle' | 'small';
export const DENSITIES: readonly Density[] = ['large', 'middle', 'small'];
export const DEFAULT_DENSITY: Density = 'middle';

/** Standard columns that mean nothing to a reader of the list. */
const TECHNICAL = new Set(['id', 'version', 'tenantId']);

export interface ColumnSetting {
  key: string;
  show: boolean;
}

/** What is kept in storage. */
export interface StoredColumns {
  order?: string[];
  shown?: string[];
  density?: Density;
}

/** Fields offered as columns: list.columns first (their order), then the others in schema order. */
export function columnCandidates(entity: EntityDef, hidden: ReadonlySet<string>): string[] {
  const offered = entity.fields
    .filter((f) => !f.secret && !hidden.has(f.name) && !TECHNICAL.has(f.name))
    .map((f) => f.name);
  const set = new Set(offered);
  const listed = entity.list.columns.filter((n) => set.has(n));
  return [...listed, ...offered.filter((n) => !listed.includes(n))];
}

/** The default layout: list.columns shown, everything else offered but off. */
export function defaultSettings(entity: EntityDef, candidates: string[]): ColumnSetting[] {
  const listed = new Set(entity.list.columns);
  return candidates.map((key) => ({ key, show: listed.has(key) }));
}

/** A stored layout applied to today's candidates. */
export function mergeSettings(defaults: ColumnSetting[], stored: StoredColumns | null): ColumnSetting[] {
  if (!stored?.order || !Array.isArray(stored.order)) return defaults;
  const byKey = new Map(defaults.map((c) => [c.key, c]));
  const shown = new Set(Array.isArray(stored.shown) ? stored.shown : []);
  const known = stored.order.filter((k) => byKey.has(k));
  const seen = new Set(known);
  return [...known.map((key) => ({ key, show: shown.has(key) })), ...defaults.filter((c) => !seen.has(c.key))];
}

/** Move the item at `from` to index `to` (both within the list). */
export function moveItem<T>(items: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return items;
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export interface ColumnSettingsState {
  /** Every offered column, in display order, with its visibility. */
  columns: ColumnSetting[];
  /** Keys of the shown columns in display order. */
  visible: string[];
  density: Density;
  /** Show or hide a column; the last shown column cannot be hidden. */
  toggle(key: string, show: boolean): void;
  /** Show all offered columns, or back to only the first one when `false`. */
  toggleAll(show: boolean): void;
  /** Move a column up (-1) or down (+1). */
  move(key: string, delta: number): void;
  /** Put column `key` where column `target` is (drag and drop). */
  moveTo(key: string, target: string): void;
  /** Forget the stored column layout (density stays). */
  reset(): void;
  setDensity(density: Density): void;
}

export function useColumnSettings(entity: EntityDef, userId: string, hidden: ReadonlySet<string>): ColumnSettingsState {
  const key = listColumnsKey(userId, entity.name);
  const candidates = useMemo(() => columnCandidates(entity, hidden), [entity, hidden]);
  const defaults = useMemo(() => defaultSettings(entity, candidates), [entity, candidates]);
  // Re-read storage when the user or entity changes (the key), not on every render.
  const [stored, setStored] = useState<{ key: string; value: StoredColumns | null }>(() => ({
    key,
    value: readJson<StoredColumns>('local', key),
  }));
  const current = useMemo(
    () => (stored.key === key ? stored.value : readJson<StoredColumns>('local', key)),
    [stored, key],
  );
  const columns = useMemo(() => mergeSettings(defaults, current), [defaults, current]);
  const visible = useMemo(() => columns.filter((c) => c.show).map((c) => c.key), [columns]);
  const density = current?.density && DENSITIES.includes(current.density) ? current.density : DEFAULT_DENSITY;

  const save = useCallback(
    (value: StoredColumns | null) => {
      setStored({ key, value });
      writeStored('local', key, value && JSON.stringify(value));
    },
    [key],
  );
  const saveColumns = (next: ColumnSetting[]) =>
    save({
      ...current,
      order: next.map((c) => c.key),
      shown: next.filter((c) => c.show).map((c) => c.key),
    });

  return {
    columns,
    visible,
    density,
    toggle: (k, show) => {
      if (!show && visible.length <= 1) return;
      saveColumns(columns.map((c) => (c.key === k ? { ...c, show } : c)));
    },
    toggleAll: (show) => saveColumns(columns.map((c, i) => ({ ...c, show: show || i === 0 }))),
    move: (k, delta) => {
      const from = columns.findIndex((c) => c.key === k);
      saveColumns(moveItem(columns, from, from + delta));
    },
    moveTo: (k, target) => {
      const from = columns.findIndex((c) => c.key === k);
      const to = columns.findIndex((c) => c.key === target);
      saveColumns(moveItem(columns, from, to));
    },
    reset: () => save(current?.density ? { density: current.density } : null),
    setDensity: (d) => save({ ...current, density: d }),
  };
}
