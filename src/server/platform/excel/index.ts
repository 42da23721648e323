// The Excel doors of every entity (README.md): GET {api}/exportXls and POST {api}/importExcel where
// the entity's operations include them, and the one progress route. Registered by app.ts after the
// generic routes; a route a platform module already registered wins.
import type { FastifyInstance } from 'fastify';
import { entityOperations } from '../../../../runtime/core/registry.ts';
import type { CrudDeps } from '../../engine/crud/context.ts';
import { registerExportRoute } from './export-route.ts';
import { registerImportRoutes } from './import-route.ts';
import type { EntityModel } from '../../engine/crud/entity-model.ts';
import { registerProgressRoute } from './progress-route.ts';

export function registerExcelRoutes(app: FastifyInstance, deps: CrudDeps): void {
  const taken = (method: 'GET' | 'POST', url: string) => app.hasRoute({ method, url: `${app.prefix}${url}` });
  const imports: EntityModel[] = [];
  for (const model of deps.models.values()) {
    const e = model.entity;
    if (e.routes === 'none') continue;
    const ops = entityOperations(e);
    if (ops.includes('exportXls') && !taken('GET', `${e.api}/exportXls`)) {
      registerExportRoute(app, deps, model, { rowLimit: deps.exportRowLimit });
    }
    if (ops.includes('importExcel') && deps.uploadRoot && !taken('POST', `${e.api}/importExcel`)) {
      imports.push(model);
    }
  }
  if (deps.uploadRoot)
    registerImportRoutes(app, deps, imports, { limits: deps.importLimits, uploadRoot: deps.uploadRoot });
  registerProgressRoute(app);
}
