// A temporary schemas/ folder holding one test entity (plus the meta-schemas) that a test changes step
// by step, running the real generator after each step into a fresh copy of the previous output (so
// each step's migrations/index.ts is a new module to import). Nothing touches the repository's schemas/.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Migration } from '../../../runtime/core/migration.ts';
import { generate } from '../../../generator/generate.ts';

const root = resolve(import.meta.dirname, '../../..');

export type Props = Record<string, Record<string, unknown>>;

export interface EvolvingSchema {
  dir: string;
  /** Writes the entity file with these properties (and x-entity extras). */
  write(props: Props, entity?: Record<string, unknown>): void;
  /** Writes schemas/migrations/<file>. */
  writeDataMigration(file: string, text: string): void;
  /** Runs gen into a new output folder; returns the migrations it holds. */
  generate(opts?: { allowDestructive?: boolean; check?: boolean }): Promise<Migration[]>;
  /** The current output folder. */
  out(): string;
  remove(): void;
}

export const text = (title: string, en: string, extra: Record<string, unknown> = {}) => ({
  type: 'string',
  title,
  'x-title': { en },
  ...extra,
});

export function evolvingSchema(table: string): EvolvingSchema {
  const dir = mkdtempSync(join(tmpdir(), 'evolve-'));
  const schemas = join(dir, 'schemas');
  mkdirSync(join(schemas, 'fixtures'), { recursive: true });
  cpSync(join(root, 'schemas/_meta'), join(schemas, '_meta'), { recursive: true });
  let step = 0;
  let out = join(dir, 'out0');
  mkdirSync(out);
  return {
    dir,
    write(props, entity = {}) {
      const body = {
        $schema: '../_meta/entity.schema.json',
        $id: table,
        title: '测试',
        'x-title': { en: 'Test' },
        type: 'object',
        'x-entity': {
          table,
          api: `/zz/${table.replace(/_/g, '')}`,
          permission: `zz:${table.replace(/_/g, '')}`,
          list: { columns: ['name'] },
          ...entity,
        },
        properties: props,
        required: ['name'],
      };
      writeFileSync(join(schemas, 'fixtures', `${table}.json`), JSON.stringify(body, null, 2));
    },
    writeDataMigration(file, content) {
      mkdirSync(join(schemas, 'migrations'), { recursive: true });
      writeFileSync(join(schemas, 'migrations', file), content);
    },
    async generate(opts = {}) {
      const next = join(dir, `out${++step}`);
      cpSync(out, next, { recursive: true, force: true, errorOnExist: false });
      await generate({ schemasDir: schemas, outDir: next, ...opts });
      if (opts.check) return [];
      out = next;
      const mod = await import(pathToFileURL(join(next, 'migrations/index.ts')).href);
      return mod.migrations as Migration[];
    },
    out: () => out,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
