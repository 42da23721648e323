// The engine's entity models over the generated registry and wire schemas, on a database of its own
// (the CLI seeds after buildApp has migrated it and closed).
import type { DatabaseConfig } from '../config/config.ts';
import { createAjv } from '../engine/crud/body-validator.ts';
import { buildEntityModels, type EntityModel } from '../engine/crud/entity-model.ts';
import { openDatabase, type Database } from '../engine/db/database.ts';
import { registry } from '../../generated/registry.ts';
import { routeSchemas } from '../../generated/route-schemas.ts';

export interface OpenedModels extends Database {
  models: Map<string, EntityModel>;
}

export async function openModels(config: DatabaseConfig): Promise<OpenedModels> {
  const database = await openDatabase(config);
  return { ...database, models: buildEntityModels(registry, routeSchemas, database.dialect, createAjv) };
}
