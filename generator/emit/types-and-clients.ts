// Entity types (json-schema-to-typescript over the wire record schema) and one typed client per entity.
import { compile } from '../ts-compile-cache.ts';
import type { Registry } from '../../runtime/core/registry.ts';
import { BANNER, type OutputFiles } from './output.ts';
import { wireSchemas } from './route-schemas.ts';

export const pascal = (id: string) => id.replace(/(^|_)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
export const kebab = (id: string) => id.replace(/_/g, '-');

export async function emitTypesAndClients(registry: Registry, out: OutputFiles): Promise<void> {
  const names = Object.keys(registry.entities).sort();
  for (const name of names) {
    const e = registry.entities[name];
    const type = pascal(name);
    const record = wireSchemas(e, registry).record as { properties: Record<string, Record<string, unknown>> };
    // Property titles would become named aliases; keep the English title as the doc comment only.
    const properties = Object.fromEntries(
      Object.entries(record.properties).map(([k, { title: _title, ...rest }]) => [k, rest]),
    );
    const schema = { ...record, properties, title: type, additionalProperties: false };
    const ts = await compile(schema as never, type, { bannerComment: '', format: false, additionalProperties: false });
    out.set(`types/${kebab(name)}.ts`, `${BANNER}${ts}`);
    out.set(
      `clients/${kebab(name)}.ts`,
      `${BANNER}import type { DataProvider } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { ${type} } from '../types/${kebab(name)}.ts';

/** Typed client for ${e.title.en} (${e.api}). */
export function ${type[0].toLowerCase()}${type.slice(1)}Client(dp: DataProvider) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<${type}>> => dp.getList<${type}>('${name}', params),
    get: (id: string): Promise<${type}> => dp.getOne<${type}>('${name}', id),
    add: (data: Partial<${type}>): Promise<${type}> => dp.create<${type}>('${name}', data),
    edit: (data: Partial<${type}> & { id: string; version: number }): Promise<${type}> => dp.update<${type}>('${name}', data),
    remove: (id: string): Promise<void> => dp.delete('${name}', id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany('${name}', ids),
  };
}
`,
    );
  }
  out.set(
    'index.ts',
    `${BANNER}export { registry } from './registry.ts';\nexport { routeSchemas } from './route-schemas.ts';\nexport { migrations } from './migrations/index.ts';\nexport { permissionSeed } from './permissions.ts';\n${names
      .map(
        (n) =>
          `export type { ${pascal(n)} } from './types/${kebab(n)}.ts';\nexport { ${pascal(n)[0].toLowerCase()}${pascal(n).slice(1)}Client } from './clients/${kebab(n)}.ts';`,
      )
      .join('\n')}\n`,
  );
}
