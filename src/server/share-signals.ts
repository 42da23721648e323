// App assembly: with several instances on PostgreSQL, the permission and dictionary cache drops and the
// Excel job progress reach the other instances over the realtime bus's signals. Wired here, by the app,
// so neither the realtime module nor the modules whose state it carries import each other
// (docs/architecture.md#layers-and-dependency-arrows).
import type { FastifyInstance } from 'fastify';
import { shareDictCache } from './engine/crud/dict-service.ts';
import type { Db } from './engine/db/database.ts';
import type { Signals } from './engine/db/signals.ts';
import { shareProgress } from './platform/excel/progress.ts';
import type { Permissions } from './platform/permissions/service.ts';

export function shareAcrossInstances(
  app: FastifyInstance,
  db: Db,
  permissions: Pick<Permissions, 'share'>,
  signals: Signals,
): void {
  permissions.share(signals);
  shareDictCache(db, signals);
  const unshareProgress = shareProgress(signals);
  app.addHook('onClose', async () => unshareProgress());
}
