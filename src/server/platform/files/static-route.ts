// GET /sys/common/static/<stored path>: a stored file for a signed-in user (the X-Access-Token header,
// like every API route; never a token in the query string) working in the tenant the file was uploaded
// in (the `tenant-id` header) who stored it or may read a record holding it (upload-refs.ts); files
// the server wrote itself, with no sys_upload row, such as the demo pictures and import error
// workbooks, are served in every tenant. The route stays signed like every GET:
// the SPA fetches files with its axios client (token + X-Sign) and shows them as blob URLs. The raw
// path must be plain segments (no '%', '\', '..', hidden names); it is resolved inside the root with
// symlinks followed and checked again, so nothing outside the root is ever read. Answers carry
// nosniff, a sandboxing CSP, the content type of the stored extension, and images inline, anything
// else as an attachment.
import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { CrudDeps } from '../../engine/crud/context.ts';
import { HttpError, badRequest } from '../../engine/plugins/http-error.ts';
import { tenantOf } from '../../engine/plugins/tenancy.ts';
import { CONTENT_TYPES, FALLBACK_CONTENT_TYPE, declaredExtension } from './file-types.ts';
import { FILE_MESSAGES as M } from './messages.ts';
import { servedSegments } from './paths.ts';
import { findStored } from './storage.ts';
import { uploadOwner } from './upload-records.ts';
import { heldByReadableRecord } from './upload-refs.ts';

const ROUTE = '/sys/common/static/';

/** Headers of every served file, whatever its type. */
export const FILE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'private, max-age=3600',
};

export function registerStaticRoute(app: FastifyInstance, root: string, crud: CrudDeps): void {
  app.get(`${ROUTE}*`, async (request, reply) => {
    // Checked on the raw URL, before any decoding: stored names never need percent-encoding.
    const path = request.url.split('?')[0];
    const rest = path.slice(path.indexOf(ROUTE) + ROUTE.length);
    const segments = /[%\\]/.test(rest) ? undefined : servedSegments(rest);
    if (!segments) throw badRequest(M.badPath);
    // A recorded upload is served only in the tenant it was stored in, to its uploader or a reader of
    // a record holding it; anyone else gets the same 404 as for no file, so its existence never leaks.
    const stored = segments.join('/');
    const owner = await uploadOwner(crud.db, stored);
    if (owner) {
      const visible =
        owner.tenantId === tenantOf(request) &&
        (!owner.refsKept || owner.userId === request.user?.id || (await heldByReadableRecord(request, crud, stored)));
      if (!visible) throw new HttpError(404, M.notFound);
    }
    const found = await findStored(root, segments);
    if (!found) throw new HttpError(404, M.notFound);
    const name = segments[segments.length - 1];
    const type = CONTENT_TYPES[declaredExtension(name)] ?? FALLBACK_CONTENT_TYPE;
    return reply
      .headers(FILE_SECURITY_HEADERS)
      .header('content-type', type.type)
      .header('content-length', found.size)
      .header('content-disposition', `${type.inline ? 'inline' : 'attachment'}; filename="${name}"`)
      .send(createReadStream(found.path));
  });
}
