// POST /sys/common/upload (spec 001 §7.6): multipart `file` + `isup=1` + `biz` (default 'temp'), or the
// rich-text editor's `biz=jeditor, jeditor=1` (same answer: the editor shows the path through the
// static route). Any signed-in user may upload (no permission code: every form with an upload widget
// needs it), within the per-user quota (429 too many a minute, 413 total size; upload-records.ts); the
// upload is recorded with its tenant and uploader (sys_upload). The one file is held in memory up to the size limit, checked by content, and only then
// written under a generated name; the answer's message is the stored relative path.
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiResult } from '../../../../runtime/core/wire.ts';
import type { UploadQuotaConfig } from '../../config/config.ts';
import type { Db } from '../../engine/db/database.ts';
import { ok } from '../../engine/plugins/errors.ts';
import { HttpError, badRequest } from '../../engine/plugins/http-error.ts';
import { declaredExtension, storedExtension } from './file-types.ts';
import { FILE_MESSAGES as M, tooLarge } from './messages.ts';
import { DEFAULT_BIZ, newStoredPath, suspiciousFileName, validBiz } from './paths.ts';
import { sniff } from './sniff.ts';
import { tenantOf } from '../../engine/plugins/tenancy.ts';
import { OutsideRootError, writeStored } from './storage.ts';
import { releaseUpload, reserveUpload } from './upload-records.ts';

export interface UploadOptions {
  /** Absolute upload root. */
  root: string;
  /** Largest accepted file in bytes. */
  maxBytes: number;
  db: Db;
  /** Per-user rate and total size (upload-records.ts). */
  quota: UploadQuotaConfig;
}

interface Received {
  data?: Buffer;
  fileName: string;
  fields: Map<string, string>;
}

/** The multipart plugin's and the parser's failures as clear answers. */
function multipartError(err: unknown, maxBytes: number): unknown {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, tooLarge(maxBytes));
    case 'FST_FILES_LIMIT':
      return badRequest(M.oneFile);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest(M.tooManyFields);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, M.notMultipart);
    default:
      // Malformed multipart (no boundary, truncated body, prototype field names ...).
      return err instanceof Error ? badRequest(M.badField) : err;
  }
}

async function receive(request: FastifyRequest, maxBytes: number): Promise<Received> {
  if (!request.isMultipart()) throw new HttpError(415, M.notMultipart);
  const got: Received = { fileName: '', fields: new Map() };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        if (file.fieldname !== 'file' || got.data) {
          file.file.resume();
          throw badRequest(got.data ? M.oneFile : M.noFile);
        }
        got.fileName = file.filename;
        got.data = await file.toBuffer();
      } else {
        const field = part as MultipartValue;
        if (field.valueTruncated || field.fieldnameTruncated || typeof field.value !== 'string') {
          throw badRequest(M.badField);
        }
        if (got.fields.has(field.fieldname)) throw badRequest(M.badField);
        got.fields.set(field.fieldname, field.value);
      }
    }
  } catch (err) {
    throw multipartError(err, maxBytes);
  }
  return got;
}

/** Write errors that mean the storage is full: no space, quota exceeded, file size limit. */
const NO_SPACE = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);

export function registerUploadRoute(app: FastifyInstance, opts: UploadOptions): void {
  app.post('/sys/common/upload', async (request): Promise<ApiResult<null>> => {
    const got = await receive(request, opts.maxBytes);
    const biz = got.fields.get('biz') || DEFAULT_BIZ;
    if (!validBiz(biz)) throw badRequest(M.badBiz);
    if (!got.data) throw badRequest(M.noFile);
    if (suspiciousFileName(got.fileName)) throw badRequest(M.badName);
    if (got.data.length === 0) throw badRequest(M.empty);
    const kind = sniff(got.data);
    if (!kind) throw new HttpError(415, M.unsupported);
    const ext = storedExtension(kind, declaredExtension(got.fileName));
    if (!ext) throw new HttpError(415, M.mismatch);
    const path = newStoredPath(biz, ext);
    const record = { path, tenantId: tenantOf(request), userId: request.user!.id, size: got.data.length };
    await reserveUpload(opts.db, opts.quota, record);
    try {
      await writeStored(opts.root, path, got.data);
    } catch (err) {
      await releaseUpload(opts.db, path);
      // Only reachable through a symlink planted in the root: the biz folder leads outside it.
      if (err instanceof OutsideRootError) throw badRequest(M.badBiz);
      // A full disk or quota (the temp file is already removed): 507, saying so.
      if (NO_SPACE.has((err as NodeJS.ErrnoException).code ?? '')) throw new HttpError(507, M.noSpace);
      throw err;
    }
    request.log.info({ path, kind, size: got.data.length }, 'file uploaded');
    return ok(null, path);
  });
}
