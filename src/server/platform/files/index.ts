// The file routes as one plugin for the API scope: @fastify/multipart with tight limits (one file,
// a few small fields, the paths of the client's name kept so they can be refused), the upload route
// and the static route. Registered after the auth, signing and tenancy hooks, which it inherits.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_UPLOAD_QUOTA, type UploadQuotaConfig } from '../../config/config.ts';
import type { CrudDeps } from '../../engine/crud/context.ts';
import type { Db } from '../../engine/db/database.ts';
import { registerStaticRoute } from './static-route.ts';
import { registerUploadRoute } from './upload-route.ts';

export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export interface FileRoutesOptions {
  /** Absolute upload root (config.uploadDir resolved). */
  root: string;
  /** Largest accepted file in bytes (default 10 MB). */
  maxBytes?: number;
  db: Db;
  /** Per-user upload rate and total size (default DEFAULT_UPLOAD_QUOTA). */
  quota?: UploadQuotaConfig;
  /** The engine's dependencies: who may read the records holding an upload (upload-refs.ts). */
  crud: CrudDeps;
}

export async function fileRoutes(scope: FastifyInstance, opts: FileRoutesOptions): Promise<void> {
  const maxBytes = opts.maxBytes ?? DEFAULT_UPLOAD_MAX_BYTES;
  await scope.register(multipart, {
    preservePath: true,
    throwFileSizeLimit: true,
    limits: {
      fileSize: maxBytes,
      files: 1,
      fields: 8,
      parts: 9,
      fieldNameSize: 32,
      fieldSize: 512,
      headerPairs: 16,
    },
  });
  registerUploadRoute(scope, { root: opts.root, maxBytes, db: opts.db, quota: opts.quota ?? DEFAULT_UPLOAD_QUOTA });
  registerStaticRoute(scope, opts.root, opts.crud);
}
