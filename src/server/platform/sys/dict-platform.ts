// One call for app.ts: dictionaries, categories, duplicate and rule checks, fill rules, the
// operation log and the log/data-log queries, all inside the API scope.
import type { FastifyInstance } from 'fastify';
import type { EntityPlugin } from '../../engine/crud/extensions.ts';
import { clearDictCache } from '../../engine/crud/dict-service.ts';
import { registerCategoryRoutes } from './category-routes.ts';
import { checkRulePlugin, registerCheckRuleRoutes } from './check-rule-routes.ts';
import { registerDictRoutes } from './dict-routes.ts';
import { registerDuplicateCheck } from './duplicate-check.ts';
import { registerFillRuleRoutes } from './fill-rule-routes.ts';
import { registerOperationLog } from './log-audit.ts';
import { registerLogRoutes, type LogRouteDeps } from './log-routes.ts';
import { stateLogPlugin } from './state-log-plugin.ts';

/** The engine's dependencies (CrudDeps: field permissions, data rules and scopes for the data log), the registry and the API base. */
export interface PlatformDataDeps extends LogRouteDeps {
  apiBase: string;
}

/**
 * The sys module's plugins of the platform data: a committed write of a dictionary or its items
 * refreshes the dictionary cache; check rules are vetted before they are written; the state history
 * shows what the reader's lists show (state-log-plugin.ts).
 */
export function platformDataPlugins(deps: LogRouteDeps): EntityPlugin[] {
  const module = 'sys';
  const refresh = { afterCommit: () => clearDictCache(deps.db) };
  return [
    { module, entity: 'sys_dict', ...refresh },
    { module, entity: 'sys_dict_item', ...refresh },
    { module, entity: 'sys_check_rule', ...checkRulePlugin },
    stateLogPlugin(deps),
  ];
}

export function registerPlatformData(api: FastifyInstance, deps: PlatformDataDeps): void {
  const { db, dialect, registry, models, apiBase } = deps;
  registerDictRoutes(api, { db, dialect, registry, models });
  const category = models.get('sys_category');
  if (category?.entity.tree) registerCategoryRoutes(api, db, dialect, category);
  registerDuplicateCheck(api, db, models);
  registerCheckRuleRoutes(api, db);
  registerFillRuleRoutes(api, db);
  registerLogRoutes(api, deps);
  registerOperationLog(api, db, registry, apiBase);
}
