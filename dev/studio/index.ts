// The studio as the development server adds it: `buildApp({ ..., devRoutes: studioDevRoutes(opts) })`
// seeds its menu entry and `dev:studio` code (seed.ts) and registers its routes (routes.ts) inside the
// API scope. Nothing here is imported by src/server or src/app.
import type { FastifyInstance } from 'fastify';
import type { Db, Dialect } from '../../src/server/engine/db/database.ts';
import { registerStudioRoutes, type StudioOptions } from './routes.ts';
import { seedStudio } from './seed.ts';

export { STUDIO_PERMISSION } from './routes.ts';
export { STUDIO_MENU } from './seed.ts';

export function studioDevRoutes(opts: StudioOptions) {
  return async (api: FastifyInstance, database: { db: Db; dialect: Dialect }): Promise<void> => {
    await seedStudio(database.db, database.dialect);
    registerStudioRoutes(api, opts);
  };
}
