// Entity types (json-schema-to-typescript over the wire schemas) and one typed client per entity.
// Per entity `types/<name>.ts` holds the record as list/get answer it (with the derived label keys),
// the add body (required fields required; fields the server fills stay optional) and the edit body
// (a record as read, or id + version + the fields to change); `clients/<name>.ts` wraps a
// DataProvider: list, get, add, edit, remove, removeMany, exportXls, and where the entity has them,
// `details.<key>(id)` (master-detail rows) and `actions.<name>(body)` (x-states transitions).
import { compile } from '../ts-compile-cache.ts';
import type { EntityDef, Registry } from '../../runtime/core/registry.ts';
import { engineTransitions } from '../../runtime/core/states.ts';
import { BANNER, type OutputFiles } from './output.ts';
import { wireSchemas } from './route-schemas.ts';

export const pascal = (id: string) => id.replace(/(^|_)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
export const kebab = (id: string) => id.replace(/_/g, '-');
const camel = (id: string) => pascal(id)[0].toLowerCase() + pascal(id).slice(1);
const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
/** A key as a TypeScript property name (quoted unless it is an identifier). */
const prop = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : quote(k));
const union = (names: string[]) => names.map(quote).join(' | ');

type Props = Record<string, Record<string, unknown>>;

/** Property titles would become named aliases: keep the English title (description) as the doc comment only. */
const untitled = (props: Props) =>
  Object.fromEntries(Object.entries(props).map(([k, { title: _t, ...rest }]) => [k, rest]));

/** Rows of one detail as the master's add/edit take them: a new row needs the child's required fields. */
const detailRowType = (child: string, foreignKey: string) =>
  `(Omit<${pascal(child)}Add, ${quote(foreignKey)}> & Partial<${pascal(child)}>)[]`;

async function typesOf(e: EntityDef, registry: Registry): Promise<string> {
  const type = pascal(e.name);
  const wire = wireSchemas(e, registry);
  const record = wire.record as { properties: Props; required: string[] };
  const add = wire.add as { properties: Props; required: string[] };
  const writable = new Set(e.fields.filter((f) => !f.standard && !f.readOnly).map((f) => f.name));
  const details = e.detail ?? [];
  const detailProps = Object.fromEntries(
    details.map((d) => [d.key, { tsType: detailRowType(d.entity, d.foreignKey), description: d.title.en }]),
  );
  const addProps = Object.fromEntries(Object.entries(add.properties).filter(([k]) => writable.has(k)));
  // Body-only links (x-entity.links, e.g. a user's role ids, comma-separated): optional on add and edit.
  const links = e.links ?? [];
  const linkProps = Object.fromEntries(links.map((l) => [l.name, { type: 'string', description: l.title.en }]));
  // One compile for both interfaces (the add body as a definition: half the generator's time).
  const ts = await compile(
    {
      ...record,
      properties: untitled(record.properties),
      title: type,
      additionalProperties: false,
      definitions: {
        [`${type}Add`]: {
          type: 'object',
          title: `${type}Add`,
          description: `The body of add: the required fields; a field with a default (or filled by the server) may be left out.`,
          properties: { ...untitled(addProps), ...linkProps, ...detailProps },
          required: add.required,
          additionalProperties: false,
        },
      },
    } as never,
    type,
    { bannerComment: '', format: false, additionalProperties: false, unreachableDefinitions: true },
  );
  const imports = [...new Set(details.map((d) => d.entity))]
    .filter((child) => child !== e.name)
    .map((child) => `import type { ${pascal(child)}, ${pascal(child)}Add } from './${kebab(child)}.ts';\n`)
    .join('');
  const extraEdit = [
    ...links.map((l) => `  /** ${l.title.en} */\n  ${prop(l.name)}?: string;\n`),
    ...details.map((d) => `  ${prop(d.key)}?: ${detailRowType(d.entity, d.foreignKey)};\n`),
  ];
  const detailEdit = extraEdit.length ? ` & {\n${extraEdit.join('')}}` : '';
  const editTs =
    `/**\n * The body of edit: a record as list or get returned it (its labels, standard and read-only keys are\n` +
    ` * accepted and ignored), or its id and version with the fields to change.\n */\n` +
    `export type ${type}Edit = Partial<${type}> & { id: string; version: number }${detailEdit};\n`;
  return `${BANNER}${imports}${imports ? '\n' : ''}${ts}\n${editTs}`;
}

function actionsOf(e: EntityDef): string {
  const type = pascal(e.name);
  const transitions = engineTransitions(e);
  if (!transitions.length) return '';
  const lines = transitions.map((tr) => {
    const requires = tr.requires ?? [];
    const verifies = tr.verifies ?? [];
    const fields =
      (requires.length ? ` & Partial<Pick<${type}, ${union(requires)}>>` : '') +
      (verifies.length ? ` & Partial<Record<${union(verifies)}, string | number>>` : '');
    const title = tr.title ? `${tr.title.zh} / ${tr.title.en}: ` : '';
    const needs =
      (requires.length ? `; needs ${requires.join(', ')} filled (sent here or already stored)` : '') +
      (verifies.length ? `; checks ${verifies.join(', ')} against the stored value` : '');
    return (
      `      /** ${title}${tr.from.join(', ')} -> ${tr.to}${needs}. */\n` +
      `      ${prop(tr.name)}: (body: ActionRequest${fields}): Promise<${type}> =>\n` +
      `        dp.action<${type}>(${quote(e.name)}, ${quote(tr.name)}, body),\n`
    );
  });
  return (
    `    /** Workflow actions (POST ${e.api}/action/{name}): the record as queryById gives it after the move. */\n` +
    `    actions: {\n${lines.join('')}    },\n`
  );
}

function detailsOf(e: EntityDef): string {
  if (!e.detail?.length) return '';
  const lines = e.detail.map(
    (d) =>
      `      /** ${d.title.zh} / ${d.title.en} of one record (GET ${e.api}/details/${d.key}?id=), labels included. */\n` +
      `      ${prop(d.key)}: (id: string): Promise<${pascal(d.entity)}[]> =>\n` +
      `        dp.getDetails<${pascal(d.entity)}>(${quote(e.name)}, ${quote(d.key)}, id),\n`,
  );
  return `    /** Detail rows; they are saved with the record through add and edit. */\n    details: {\n${lines.join('')}    },\n`;
}

function clientOf(e: EntityDef): string {
  const type = pascal(e.name);
  const name = quote(e.name);
  const acts = engineTransitions(e).length > 0;
  const needs = [...(acts ? ['action'] : []), ...(e.detail?.length ? ['getDetails'] : [])];
  const provider = needs.length ? `DataProvider & Required<Pick<DataProvider, ${union(needs)}>>` : 'DataProvider';
  const childTypes = [...new Set((e.detail ?? []).map((d) => d.entity))]
    .filter((child) => child !== e.name)
    .map((child) => `import type { ${pascal(child)} } from '../types/${kebab(child)}.ts';\n`)
    .join('');
  const coreTypes = ['DataProvider', 'ExportOptions', ...(acts ? ['ActionRequest'] : [])].join(', ');
  return `${BANNER}import type { ${coreTypes} } from '../../../runtime/core/data-provider.ts';
import type { ListParams, PageResult } from '../../../runtime/core/wire.ts';
import type { ${type}, ${type}Add, ${type}Edit } from '../types/${kebab(e.name)}.ts';
${childTypes}
/** Typed client for ${e.title.en} (${e.api}). */
export function ${camel(e.name)}Client(dp: ${provider}) {
  return {
    list: (params: ListParams = {}): Promise<PageResult<${type}>> => dp.getList<${type}>(${name}, params),
    get: (id: string): Promise<${type}> => dp.getOne<${type}>(${name}, id),
    add: (data: ${type}Add): Promise<${type}> => dp.create<${type}>(${name}, data as Partial<${type}>),
    /** A record as list or get returned it may be sent back as it is (labels are ignored). */
    edit: (data: ${type}Edit): Promise<${type}> => dp.update<${type}>(${name}, data),
    remove: (id: string): Promise<void> => dp.delete(${name}, id),
    removeMany: (ids: string[]): Promise<void> => dp.deleteMany(${name}, ids),
    /** The list's filters and sort (or \`selections\`: comma-separated ids) as an .xlsx workbook. */
    exportXls: (params: ListParams = {}, options?: ExportOptions): Promise<Blob> =>
      dp.exportXls(${name}, params, options),
${actionsOf(e)}${detailsOf(e)}  };
}
`;
}

export async function emitTypesAndClients(registry: Registry, out: OutputFiles): Promise<void> {
  const names = Object.keys(registry.entities).sort();
  for (const name of names) {
    const e = registry.entities[name];
    out.set(`types/${kebab(name)}.ts`, await typesOf(e, registry));
    out.set(`clients/${kebab(name)}.ts`, clientOf(e));
  }
  out.set(
    'index.ts',
    `${BANNER}export { registry } from './registry.ts';\nexport { routeSchemas } from './route-schemas.ts';\nexport { migrations } from './migrations/index.ts';\nexport { permissionSeed } from './permissions.ts';\n${names
      .map(
        (n) =>
          `export type { ${pascal(n)}, ${pascal(n)}Add, ${pascal(n)}Edit } from './types/${kebab(n)}.ts';\nexport { ${camel(n)}Client } from './clients/${kebab(n)}.ts';`,
      )
      .join('\n')}\n`,
  );
}
