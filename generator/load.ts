// Load schemas/: read every entity, dictionary and report file, validate it against the meta-schemas
// and collect each problem with the file path, the JSON pointer and a plain message (buildRegistry
// throws them all at once, with its own cross-file problems).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { Ajv, type ErrorObject } from 'ajv';

/** Folders of schemas/ that hold something other than entity files; every other folder holds entities. */
const NON_ENTITY_DIRS = new Set(['_meta', 'dicts', 'reports', 'migrations']);

export interface SchemaProblem {
  file: string;
  pointer: string;
  message: string;
}

export class SchemaError extends Error {
  readonly problems: SchemaProblem[];
  // No parameter property: the generator runs under Node's own type stripping (package.json "gen").
  constructor(problems: SchemaProblem[]) {
    super(problems.map((p) => `${p.file}: ${p.pointer || '/'}: ${p.message}`).join('\n'));
    this.problems = problems;
  }
}

export interface LoadedFile<T = Record<string, unknown>> {
  file: string;
  data: T;
}

export interface LoadedSchemas {
  root: string;
  entities: LoadedFile[];
  dicts: LoadedFile[];
  /** schemas/reports/*.json, checked against _meta/report.schema.json. */
  reports: LoadedFile[];
  menus: LoadedFile<unknown[]> | undefined;
  /**
   * Problems found while loading (not valid JSON, meta-schema errors). The files they name are left
   * out, and buildRegistry reports them together with its cross-file checks of the other files.
   */
  problems?: SchemaProblem[];
  /** Entity names, dictionary codes and report codes of files left out ($id / code, else the file name). */
  invalid?: { entities: Set<string>; dicts: Set<string>; reports: Set<string> };
}

function listJson(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listJson(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

function readJson(path: string, root: string, problems: SchemaProblem[]): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    problems.push({ file: relative(root, path), pointer: '', message: `not valid JSON: ${(err as Error).message}` });
    return undefined;
  }
}

function describe(e: ErrorObject): string {
  switch (e.keyword) {
    case 'required':
      return `missing required property "${(e.params as { missingProperty: string }).missingProperty}"`;
    case 'additionalProperties':
      return `unknown property "${(e.params as { additionalProperty: string }).additionalProperty}"`;
    case 'enum':
      return `must be one of ${JSON.stringify((e.params as { allowedValues: unknown[] }).allowedValues)}`;
    case 'propertyNames':
      return `property name ${JSON.stringify((e.params as { propertyName: string }).propertyName)} is invalid (use camelCase)`;
    default:
      return e.message ?? e.keyword;
  }
}

export function loadSchemas(root: string): LoadedSchemas {
  const problems: SchemaProblem[] = [];
  const ajv = new Ajv({ allErrors: true, strict: false });
  const entityMeta = JSON.parse(readFileSync(join(root, '_meta/entity.schema.json'), 'utf8'));
  const dictMeta = JSON.parse(readFileSync(join(root, '_meta/dict.schema.json'), 'utf8'));
  const reportMeta = JSON.parse(readFileSync(join(root, '_meta/report.schema.json'), 'utf8'));
  ajv.addSchema(entityMeta);
  const validateEntity = ajv.getSchema('entity.schema.json')!;
  const validateDict = ajv.compile(dictMeta);
  const validateReport = ajv.compile(reportMeta);

  const invalid = { entities: new Set<string>(), dicts: new Set<string>(), reports: new Set<string>() };
  const load = (dir: string, validate: typeof validateDict, left: Set<string>, key: string): LoadedFile[] =>
    listJson(join(root, dir)).flatMap((path) => {
      const file = relative(root, path);
      const data = readJson(path, root, problems);
      const leave = () => {
        left.add(basename(path, '.json'));
        const name = (data as Record<string, unknown> | undefined)?.[key];
        if (typeof name === 'string') left.add(name);
      };
      if (data === undefined) return (leave(), []);
      if (!validate(data)) {
        leave();
        const seen = new Set<string>();
        for (const e of validate.errors ?? []) {
          if (e.keyword === 'if' || e.keyword === 'anyOf' || e.keyword === 'oneOf') continue;
          const p = { file, pointer: e.instancePath, message: describe(e) };
          const key = `${p.pointer}|${p.message}`;
          if (!seen.has(key)) problems.push(p);
          seen.add(key);
        }
        return [];
      }
      return [{ file, data: data as Record<string, unknown> }];
    });

  const entityDirs = readdirSync(root)
    .filter((d) => !NON_ENTITY_DIRS.has(d) && statSync(join(root, d)).isDirectory())
    .sort();
  const entities = entityDirs.flatMap((dir) => load(dir, validateEntity, invalid.entities, '$id'));
  const dicts = load('dicts', validateDict, invalid.dicts, 'code');
  const reports = load('reports', validateReport, invalid.reports, 'code');
  const menuPath = join(root, 'menus.json');
  const menusData = listJson(root).includes(menuPath) ? readJson(menuPath, root, problems) : undefined;
  if (menusData !== undefined && !Array.isArray(menusData)) {
    problems.push({ file: 'menus.json', pointer: '', message: 'must be an array of menu entries' });
  }
  return {
    root,
    entities,
    dicts,
    reports,
    menus: Array.isArray(menusData) ? { file: 'menus.json', data: menusData } : undefined,
    problems,
    invalid,
  };
}
