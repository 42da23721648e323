// A draft checked exactly as `npm run gen` would check it: the draft's files are laid over a copy of
// schemas/ and go through the generator's own load (meta-schemas), buildRegistry (cross-file rules) and
// renames; the migration plan is the generator's diff (generator/emit/migration-diff.ts) of the draft
// against src/generated/migrations/snapshot.json, with each step that may lose data flagged and a
// rename offered where a column disappeared and one of the same type appeared in the same table.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildRegistry } from '../../generator/build-registry.ts';
import { loadDataMigrations } from '../../generator/data-migrations.ts';
import { diffSnapshots } from '../../generator/emit/migration-diff.ts';
import { snapshotOf } from '../../generator/emit/migrations.ts';
import { formatOutput } from '../../generator/format-cache.ts';
import { SchemaError, loadSchemas } from '../../generator/load.ts';
import { renamesOf } from '../../generator/renames.ts';
import type { ColumnSpec, MigrationSnapshot } from '../../runtime/core/migration.ts';
import type { Registry } from '../../runtime/core/registry.ts';
import type { DraftCheck, PlanStep, RenameOffer } from '../../runtime/core/studio-wire.ts';
import { orderDict, orderEntity, orderMenus } from './key-order.ts';
import { kindOfPath, StudioError } from './schema-files.ts';

type Json = Record<string, unknown>;

/** Files to write, by path under schemas/ (e.g. logistics/wl_x.json, dicts/x.json, menus.json). */
export interface Draft {
  files: Record<string, unknown>;
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function readOriginal(schemasDir: string, rel: string): unknown {
  const path = join(schemasDir, rel);
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The draft files as they go on disk: the project's key order, then prettier as `npm run gen` formats schemas. */
export async function renderFiles(schemasDir: string, files: Record<string, unknown>): Promise<Record<string, string>> {
  const texts = new Map<string, string>();
  for (const [rel, data] of Object.entries(files)) {
    const kind = kindOfPath(rel);
    const original = readOriginal(schemasDir, rel);
    let value = data;
    if (kind === 'entity' && isObject(data)) value = orderEntity(data, isObject(original) ? original : undefined);
    if (kind === 'dict' && isObject(data)) value = orderDict(data, isObject(original) ? original : undefined);
    if (kind === 'menus' && Array.isArray(data))
      value = orderMenus(data, Array.isArray(original) ? original : undefined);
    texts.set(rel, `${JSON.stringify(value, null, 2)}\n`);
  }
  // The formatter gen runs over schema files (generator/format-schemas.ts), through the same cache.
  await formatOutput(texts);
  return Object.fromEntries(texts);
}

const sameColumn = (a: ColumnSpec, b: ColumnSpec) => a.type === b.type && (a.length ?? 0) === (b.length ?? 0);
const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function renameOffers(
  before: MigrationSnapshot,
  after: MigrationSnapshot,
  registry: Registry,
  fileOf: Map<string, string>,
): RenameOffer[] {
  const offers: RenameOffer[] = [];
  for (const entity of Object.values(registry.entities)) {
    const old = before.tables[entity.table];
    const now = after.tables[entity.table];
    if (!old || !now) continue;
    const gone = old.columns.filter((c) => !now.columns.some((n) => n.name === c.name));
    const added = now.columns.filter((c) => !old.columns.some((o) => o.name === c.name));
    for (const col of added) {
      const field = entity.fields.find((f) => f.column === col.name);
      const match = gone.find((g) => sameColumn(g, col));
      if (!field || !match) continue;
      offers.push({
        file: fileOf.get(entity.name) ?? '',
        table: entity.table,
        from: camel(match.name),
        to: field.name,
      });
    }
  }
  return offers;
}

/** Checks a draft as gen would, without writing anything under schemas/ or src/generated/. */
export async function checkDraft(schemasDir: string, generatedDir: string, draft: Draft): Promise<DraftCheck> {
  if (!isObject(draft) || !isObject(draft.files) || !Object.keys(draft.files).length) {
    throw new StudioError(400, {
      zh: '草稿为空：请提供至少一个文件（files）',
      en: 'The draft is empty: send at least one file (files)',
    });
  }
  const texts = await renderFiles(schemasDir, draft.files);

  const overlay = mkdtempSync(join(tmpdir(), 'studio-draft-'));
  try {
    cpSync(schemasDir, overlay, { recursive: true });
    for (const [rel, text] of Object.entries(texts)) writeFileSync(join(overlay, rel), text);
    const loaded = loadSchemas(overlay);
    let registry: Registry;
    let renames;
    try {
      registry = buildRegistry(loaded);
      renames = renamesOf(loaded);
    } catch (err) {
      if (err instanceof SchemaError) {
        const preview = { entities: {}, dicts: {} };
        return { problems: err.problems, steps: [], refused: [], renames: [], texts, preview };
      }
      throw err;
    }
    const snapPath = join(generatedDir, 'migrations/snapshot.json');
    const before: MigrationSnapshot = existsSync(snapPath)
      ? JSON.parse(readFileSync(snapPath, 'utf8'))
      : { tables: {} };
    const after = snapshotOf(registry);
    const diff = diffSnapshots(before, after, renames);
    const pending = (await loadDataMigrations(schemasDir)).filter((d) => !before.history?.[d.historyKey]);
    const covered = new Set(pending.flatMap((d) => d.changes));
    const refused = diff.refused.filter((r) => !covered.has(r.key));
    const steps: PlanStep[] = [
      ...diff.before.map((op) => ({ op, destructive: false })),
      ...diff.risky.flatMap((r) => r.ops.map((op) => ({ op, destructive: !covered.has(r.key), key: r.key }))),
      ...diff.after.map((op) => ({ op, destructive: false })),
    ];
    const fileOf = new Map(loaded.entities.map((e) => [String(e.data.$id), e.file.split('\\').join('/')]));
    const drafted = new Set(Object.keys(texts));
    const entities = Object.values(registry.entities).filter((e) => drafted.has(fileOf.get(e.name) ?? ''));
    // The draft's dictionaries and those its entities use (one saved a moment ago may not be generated yet).
    const used = new Set(entities.flatMap((e) => e.fields.flatMap((f) => (f.dict ? [f.dict] : []))));
    const preview = {
      entities: Object.fromEntries(entities.map((e) => [e.name, e])),
      dicts: Object.fromEntries(
        Object.values(registry.dicts)
          .filter((d) => drafted.has(`dicts/${d.code}.json`) || used.has(d.code))
          .map((d) => [d.code, d]),
      ),
    };
    const offers = renameOffers(before, after, registry, fileOf);
    return { problems: [], steps, refused, renames: offers, texts, preview };
  } finally {
    rmSync(overlay, { recursive: true, force: true });
  }
}
