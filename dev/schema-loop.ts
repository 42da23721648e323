// One pass of the schema loop of `npm run dev`, run on start and after each save under schemas/:
// regenerate (the generator in this process, so prettier and its caches stay warm), build a new app on
// the fresh registry, route schemas and migrations (buildApp migrates the development database and
// seeds the entity's permissions and dictionaries), and swap it in (app-slot.ts). A schema error or a
// refused migration (the generator's schema-evolution rules) keeps the last good app answering and
// is reported as problems: file, JSON pointer, message.
import { EventEmitter } from 'node:events';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Migration } from '../runtime/core/migration.ts';
import type { Registry } from '../runtime/core/registry.ts';
import { routeSchemasOf } from '../generator/emit/route-schemas.ts';
import { generate } from '../generator/generate.ts';
import { SchemaError } from '../generator/load.ts';
import { buildApp, type BuildAppOptions } from '../src/server/app.ts';
import type { WireSchemaSet } from '../src/server/engine/crud/entity-model.ts';
import type { AppSlot } from './app-slot.ts';
import { registryFileVersion } from './registry-version.ts';

export interface DevProblem {
  /** The schema file, relative to the schemas folder ('' when the problem is not one file's). */
  file: string;
  /** JSON pointer inside the file ('' when none). */
  pointer: string;
  message: string;
}

export interface Rebuilt {
  /** Files the generator wrote or removed under the output folder. */
  changed: string[];
  /** The whole pass; of it, the generator's part. */
  ms: number;
  genMs: number;
  /** Set on the first build that created the `admin` account. */
  adminPassword?: string;
}

export interface SchemaLoopEvents {
  rebuilt: [Rebuilt];
  problems: [DevProblem[]];
}

export interface SchemaLoopOptions {
  schemasDir: string;
  outDir: string;
  build: Omit<BuildAppOptions, 'registry' | 'routeSchemas' | 'migrations'>;
  slot: AppSlot;
}

/** Every generated migration in outDir, in order (a new file is a new module: no stale import). */
async function loadMigrations(outDir: string): Promise<Migration[]> {
  const dir = join(outDir, 'migrations');
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => /^\d{4}_.*\.ts$/.test(f)) : [];
  const modules = await Promise.all(files.sort().map((f) => import(pathToFileURL(join(dir, f)).href)));
  return modules.map((m) => (m as { migration: Migration }).migration);
}

function problemsOf(err: unknown, schemasDir: string): DevProblem[] {
  if (err instanceof SchemaError) {
    return err.problems.map((p) => ({
      file: p.file.startsWith(schemasDir) ? p.file.slice(schemasDir.length + 1) : p.file,
      pointer: p.pointer,
      message: p.message,
    }));
  }
  return [{ file: '', pointer: '', message: (err as Error).message }];
}

/** The text of every file under the schemas folder, by path relative to it. */
function readTexts(dir: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const rel of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    try {
      texts.set(rel, readFileSync(join(dir, rel), 'utf8'));
    } catch {
      // a folder, or a file gone meanwhile
    }
  }
  return texts;
}

export class SchemaLoop extends EventEmitter<SchemaLoopEvents> {
  private readonly opts: SchemaLoopOptions;
  private running: Promise<void> | undefined;
  private again = false;
  private built = false;
  /** The schema files as the last pass left them (gen formats the files it is given). */
  private texts = new Map<string, string>();
  private genMs = 0;
  /** Drops confirmed in the Schema Studio: the next pass generates with allowDestructive. */
  private allowed = new Set<string>();
  /** The problems of the last pass (none when it succeeded). */
  problems: DevProblem[] = [];

  constructor(opts: SchemaLoopOptions) {
    super();
    this.opts = opts;
  }

  /** Resolves when no pass is running or pending. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Lets the next pass drop these columns or tables (keys `table.column`, `table`), confirmed by a person. */
  allowDrops(keys: string[]): void {
    for (const k of keys) this.allowed.add(k);
  }

  /** Whether any of these files (relative to the schemas folder) differs from what the last pass saw. */
  changedSince(files: string[]): boolean {
    const dir = this.opts.schemasDir;
    return files.some((rel) => {
      const path = join(dir, rel);
      return (existsSync(path) ? readFileSync(path, 'utf8') : undefined) !== this.texts.get(rel);
    });
  }

  /** Runs a pass now, or once more after the one in progress; resolves when the loop is idle. */
  run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await this.pass();
        } finally {
          this.texts = readTexts(this.opts.schemasDir);
        }
      } while (this.again);
    })().finally(() => {
      this.running = undefined;
    });
    this.opts.slot.hold(this.running);
    return this.running;
  }

  private async pass(): Promise<void> {
    const t0 = performance.now();
    const { schemasDir, outDir } = this.opts;
    let registry: Registry;
    let changed: string[];
    try {
      const result = await generate({ schemasDir, outDir, allowDestructive: this.allowed.size > 0 });
      this.allowed.clear();
      changed = [...result.changed, ...result.stale];
      registry = JSON.parse(JSON.stringify(result.registry)) as Registry;
    } catch (err) {
      this.report(problemsOf(err, schemasDir));
      // At start, the last good state is what the output folder holds.
      if (!this.built) await this.buildFrom(await this.loadOutput(), t0, []);
      return;
    }
    // A save that changes no output (e.g. gen formatting the file it was given) keeps the running app.
    if (this.built && !changed.length) {
      this.report([]);
      return;
    }
    this.genMs = Math.round(performance.now() - t0);
    const routeSchemas = routeSchemasOf(registry) as Record<string, WireSchemaSet>;
    await this.buildFrom({ registry, routeSchemas, migrations: await loadMigrations(outDir) }, t0, changed);
  }

  private async loadOutput(): Promise<Pick<BuildAppOptions, 'registry' | 'routeSchemas' | 'migrations'>> {
    const load = (rel: string) => import(pathToFileURL(join(this.opts.outDir, rel)).href);
    return {
      registry: (await load('registry.ts')).registry as Registry,
      routeSchemas: (await load('route-schemas.ts')).routeSchemas as Record<string, WireSchemaSet>,
      migrations: await loadMigrations(this.opts.outDir),
    };
  }

  private async buildFrom(
    generated: Pick<BuildAppOptions, 'registry' | 'routeSchemas' | 'migrations'>,
    t0: number,
    changed: string[],
  ): Promise<void> {
    let built;
    try {
      built = await buildApp({ ...this.opts.build, ...generated });
      await built.app.ready();
    } catch (err) {
      await built?.app.close();
      this.report(problemsOf(err, this.opts.schemasDir));
      if (!this.built) throw err;
      return;
    }
    // The registry the app was built on is the one the pass left in outDir (gen wrote it, or, after a
    // failed first pass, the one loaded from there).
    this.opts.slot.swap(built.app, registryFileVersion(this.opts.outDir));
    const first = !this.built;
    this.built = true;
    if (!first || !this.problems.length) this.report([]);
    const ms = Math.round(performance.now() - t0);
    this.emit('rebuilt', { changed, ms, genMs: this.genMs, adminPassword: built.adminPassword });
  }

  private report(problems: DevProblem[]): void {
    const had = this.problems.length > 0;
    this.problems = problems;
    if (problems.length || had) this.emit('problems', problems);
  }
}
