// openapi.json: every generated entity route with its request and response schemas.
import type { Registry } from '../../runtime/core/registry.ts';
import { permissionCode } from '../../runtime/core/registry.ts';
import { setLiteral, type OutputFiles } from './output.ts';
import { pascal } from './types-and-clients.ts';
import { wireSchemas } from './route-schemas.ts';

const envelope = (result: unknown) => ({
  description: 'OK',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: {
          success: { type: 'boolean' },
          message: { type: 'string' },
          code: { type: 'integer' },
          result,
          timestamp: { type: 'integer' },
        },
      },
    },
  },
});

export function emitOpenApi(registry: Registry, out: OutputFiles): void {
  const paths: Record<string, unknown> = {};
  const schemas: Record<string, unknown> = {};
  for (const e of Object.values(registry.entities)) {
    const t = pascal(e.name);
    const w = wireSchemas(e, registry);
    schemas[t] = w.record;
    schemas[`${t}Add`] = w.add;
    schemas[`${t}Edit`] = w.edit;
    const ref = { $ref: `#/components/schemas/${t}` };
    const op = (name: string, extra: Record<string, unknown>) => ({
      tags: [e.title.en],
      operationId: `${e.name}_${name}`,
      summary: `${e.title.en}: ${name}`,
      'x-permission': permissionCode(e, name),
      ...extra,
    });
    const idParam = [{ name: 'id', in: 'query', required: true, schema: { type: 'string' } }];
    paths[`${e.api}/list`] = {
      get: op('list', {
        parameters: [
          { name: 'pageNo', in: 'query', schema: { type: 'integer', minimum: 1 } },
          { name: 'pageSize', in: 'query', schema: { type: 'integer', minimum: 1 } },
          { name: 'column', in: 'query', schema: { type: 'string' } },
          { name: 'order', in: 'query', schema: { enum: ['asc', 'desc'] } },
        ],
        responses: {
          200: envelope({
            type: 'object',
            properties: {
              records: { type: 'array', items: ref },
              total: { type: 'integer' },
              size: { type: 'integer' },
              current: { type: 'integer' },
              pages: { type: 'integer' },
            },
          }),
        },
      }),
    };
    paths[`${e.api}/queryById`] = { get: op('queryById', { parameters: idParam, responses: { 200: envelope(ref) } }) };
    const body = (name: string) => ({
      required: true,
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${t}${name}` } } },
    });
    paths[`${e.api}/add`] = { post: op('add', { requestBody: body('Add'), responses: { 200: envelope(ref) } }) };
    paths[`${e.api}/edit`] = {
      put: op('edit', {
        requestBody: body('Edit'),
        responses: { 200: envelope(ref), 409: { description: 'stale version' } },
      }),
    };
    paths[`${e.api}/delete`] = {
      delete: op('delete', { parameters: idParam, responses: { 200: envelope({ type: 'null' }) } }),
    };
    paths[`${e.api}/deleteBatch`] = {
      delete: op('deleteBatch', {
        parameters: [
          { name: 'ids', in: 'query', required: true, description: 'comma-separated ids', schema: { type: 'string' } },
        ],
        responses: { 200: envelope({ type: 'null' }) },
      }),
    };
  }
  const doc = {
    openapi: '3.1.0',
    info: { title: 'Logistics admin API', version: '1.0.0' },
    servers: [{ url: '/jeecg-boot' }],
    components: {
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-Access-Token' } },
      schemas,
    },
    security: [{ token: [] }],
    paths,
  };
  setLiteral(out, 'openapi.json', '', doc, '\n');
}
