// The schema files the studio reads and writes: entity files (schemas/<folder>/<name>.json),
// dictionaries (schemas/dicts/<code>.json) and schemas/menus.json. A draft names files by their path
// under schemas/; anything else (the meta-schemas, data migrations, reports, src/generated/) is
// refused before a byte is written.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { I18nText } from '../../runtime/core/registry.ts';
import type { DictSummary, EntitySummary, SchemaIndex } from '../../runtime/core/studio-wire.ts';

type Json = Record<string, unknown>;

/** A refusal with a message in both languages and, for a bad draft, the generator's problems. */
export class StudioError extends Error {
  readonly text: I18nText;
  readonly status: number;
  readonly detail?: unknown;
  constructor(status: number, text: I18nText, detail?: unknown) {
    super(text.en);
    this.status = status;
    this.text = text;
    this.detail = detail;
  }
}

const NOT_ENTITY_DIRS = new Set(['_meta', 'dicts', 'reports', 'migrations']);
const ENTITY_PATH = /^([a-z][a-z0-9_]*)\/([a-z][a-z0-9_]*)\.json$/;

export type FileKind = 'entity' | 'dict' | 'menus';

/** What a draft path is, or a refusal naming it. */
export function kindOfPath(rel: string): FileKind {
  if (rel === 'menus.json') return 'menus';
  const m = ENTITY_PATH.exec(rel);
  if (m && m[1] === 'dicts') return 'dict';
  if (m && !NOT_ENTITY_DIRS.has(m[1])) return 'entity';
  throw new StudioError(
    400,
    {
      zh: `不能写入文件 ${rel}：设计器只写实体（schemas/<目录>/<名称>.json）、字典（schemas/dicts/）和 menus.json`,
      en: `Cannot write ${rel}: the studio writes only entity files (schemas/<folder>/<name>.json), dictionaries (schemas/dicts/) and menus.json`,
    },
    { file: rel },
  );
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const en = (v: unknown) => text((v as Json | undefined)?.en);

/** Entities and dictionaries as the files on disk say (a file that is not JSON is left out). */
export function listSchemas(schemasDir: string): SchemaIndex {
  const folders = readdirSync(schemasDir)
    .filter((d) => !NOT_ENTITY_DIRS.has(d) && statSync(join(schemasDir, d)).isDirectory())
    .sort();
  const entities = folders.flatMap((folder) =>
    readdirSync(join(schemasDir, folder))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .flatMap((f): EntitySummary[] => {
        const data = readJson(join(schemasDir, folder, f)) as Json | undefined;
        const entity = (data?.['x-entity'] ?? {}) as Json;
        if (!data) return [];
        return [
          {
            name: text(data.$id) || f.replace(/\.json$/, ''),
            file: `${folder}/${f}`,
            title: text(data.title),
            en: en(data['x-title']),
            table: text(entity.table),
            api: text(entity.api),
          },
        ];
      }),
  );
  const dictDir = join(schemasDir, 'dicts');
  const dicts = (existsSync(dictDir) ? readdirSync(dictDir) : [])
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f): DictSummary[] => {
      const data = readJson(join(dictDir, f)) as Json | undefined;
      if (!data) return [];
      const items = Array.isArray(data.items) ? (data.items as Json[]) : [];
      return [
        {
          code: text(data.code) || f.replace(/\.json$/, ''),
          file: `dicts/${f}`,
          title: text(data.title),
          en: en(data['x-title']),
          items: items.map((i) => ({
            value: i.value as string | number,
            title: text(i.title),
            en: en(i['x-title']),
          })),
        },
      ];
    });
  return { folders, entities, dicts };
}

/** One schema file's JSON (kindOfPath refuses paths outside the studio's files). */
export function readSchemaFile(schemasDir: string, rel: string): unknown {
  kindOfPath(rel);
  const path = join(schemasDir, rel);
  if (!existsSync(path)) {
    throw new StudioError(404, { zh: `文件不存在：${rel}`, en: `No such file: ${rel}` }, { file: rel });
  }
  const data = readJson(path);
  if (data === undefined) {
    throw new StudioError(
      422,
      { zh: `${rel} 不是有效的 JSON，请先在编辑器中修正`, en: `${rel} is not valid JSON; fix it in an editor first` },
      { file: rel },
    );
  }
  return data;
}
