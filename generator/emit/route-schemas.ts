// Wire schemas per entity: the record a client reads, and the bodies of add and edit. The server
// validates with exactly these (Ajv), the OpenAPI document and the TypeScript types come from them.
// A multi-valued field (comma-joined values) cannot use `enum`: it carries the extension keyword
// `x-multi` {values?, min?, max?} (its dictionary's values and its x-items bounds), which the server's
// Ajv registers (src/server/engine/crud/body-validator.ts).
// Round trips (runtime/core/round-trip.ts): a record declares the derived keys a read row carries
// (`<field>_dictText`, `hasChild`, `children`); add and edit bodies accept and ignore them, as they do the standard
// and read-only fields, so a row read from list or queryById can be sent back as it is. Any other
// unknown key is still refused. A field the server fills on add (default, fill rule, workflow status)
// is not required by the add body.
import type { EntityDef, FieldDef, Registry } from '../../runtime/core/registry.ts';
import { FORMAT_RULES } from '../../runtime/core/formats.ts';
import { CHILDREN, HAS_CHILD, derivedKeys, dictTextKey, filledOnAdd, hasLabel } from '../../runtime/core/round-trip.ts';
import { BANNER, setLiteral, type OutputFiles } from './output.ts';

/** `x-multi`: the allowed values of a comma-joined field and how many it may hold. */
export interface MultiKeyword {
  values?: string[];
  min?: number;
  max?: number;
}

export interface WireSchemas {
  record: Record<string, unknown>;
  add: Record<string, unknown>;
  edit: Record<string, unknown>;
}

function propSchema(f: FieldDef, registry: Registry, nullable: boolean): Record<string, unknown> {
  const p: Record<string, unknown> = {
    type: nullable ? [f.type, 'null'] : f.type,
    title: f.title.zh,
    description: f.title.en,
  };
  if (f.format && FORMAT_RULES[f.format]) p.format = f.format;
  for (const k of ['minLength', 'maxLength', 'minimum', 'maximum', 'pattern'] as const)
    if (f[k] !== undefined) p[k] = f[k];
  // text255 has its own rule (and message) for the 255 characters of its column.
  if (f.sqlType === 'varchar' && f.maxLength === undefined && f.length && f.format !== 'text255')
    p.maxLength = f.length;
  if (f.multiple) {
    const multi: MultiKeyword = {};
    if (f.dict) multi.values = registry.dicts[f.dict].items.map((i) => String(i.value));
    if (f.items?.min !== undefined) multi.min = f.items.min;
    if (f.items?.max !== undefined) multi.max = f.items.max;
    if (Object.keys(multi).length) p['x-multi'] = multi;
  } else if (f.dict) {
    const values = registry.dicts[f.dict].items.map((i) => i.value);
    p.enum = nullable ? [...values, null] : values;
  }
  return p;
}

/** The derived keys of a read row (never required): labels of dictionary and reference fields, hasChild. */
function derivedProps(e: EntityDef, registry: Registry): [string, Record<string, unknown>][] {
  const props: [string, Record<string, unknown>][] = e.fields.filter(hasLabel).map((f) => {
    const target = f.ref && registry.entities[f.ref.entity]?.fields.find((l) => l.name === f.ref!.label);
    const type = f.dict || !target ? 'string' : target.type;
    return [
      dictTextKey(f.name),
      { type: [type, 'null'], title: `${f.title.zh}名称`, description: `${f.title.en} label` },
    ];
  });
  if (e.tree) {
    props.push([HAS_CHILD, { type: 'boolean', title: '有子节点', description: 'Has children' }]);
    props.push([
      CHILDREN,
      { type: 'array', items: { type: 'object' }, title: '子节点', description: 'Child rows (a nested list)' },
    ]);
  }
  const keys = new Set(derivedKeys(e));
  return props.filter(([k]) => keys.has(k));
}

export function wireSchemas(e: EntityDef, registry: Registry): WireSchemas {
  const visible = e.fields.filter((f) => !f.secret);
  const writable = e.fields.filter((f) => !f.standard && !f.readOnly);
  const filled = filledOnAdd(e);
  const record = {
    type: 'object',
    title: e.title.en,
    properties: Object.fromEntries([
      ...visible.map((f): [string, Record<string, unknown>] => [
        f.name,
        propSchema(
          f,
          registry,
          f.standard
            ? ['updateTime', 'updateBy', 'createBy', 'sysOrgCode', 'createTime'].includes(f.name)
            : !f.required,
        ),
      ]),
      ...derivedProps(e, registry),
    ]),
    required: ['id', 'version', ...visible.filter((f) => f.required).map((f) => f.name)],
    additionalProperties: true,
  };
  // Standard and read-only fields and the derived keys of a read row may be sent back; the engine ignores them.
  const echoed = Object.fromEntries([
    ...e.fields.filter((f) => f.standard || f.readOnly).map((f) => [f.name, {}]),
    ...derivedKeys(e).map((k) => [k, {}]),
  ]);
  const body = (forEdit: boolean) => ({
    type: 'object',
    properties: {
      ...echoed,
      ...Object.fromEntries(writable.map((f) => [f.name, propSchema(f, registry, !f.required)])),
      ...(forEdit
        ? { id: { type: 'string', minLength: 1, maxLength: 36 }, version: { type: 'integer', minimum: 1 } }
        : {}),
    },
    required: forEdit
      ? ['id', 'version']
      : writable.filter((f) => f.required && !filled.has(f.name)).map((f) => f.name),
    additionalProperties: false,
  });
  return { record, add: body(false), edit: body(true) };
}

/** The wire schemas of every entity, as route-schemas.ts exports them (`routeSchemas`). */
export function routeSchemasOf(registry: Registry): Record<string, ReturnType<typeof wireSchemas>> {
  return Object.fromEntries(Object.values(registry.entities).map((e) => [e.name, wireSchemas(e, registry)]));
}

export function emitRouteSchemas(registry: Registry, out: OutputFiles): void {
  const all = routeSchemasOf(registry);
  const head = `${BANNER}export interface WireSchemas {\n  record: Record<string, unknown>;\n  add: Record<string, unknown>;\n  edit: Record<string, unknown>;\n}\n\nexport const routeSchemas: Record<string, WireSchemas> = `;
  setLiteral(out, 'route-schemas.ts', head, all, ';\n');
}
