// POST {api}/importExcel (runtime/core/excel-wire.ts; spec 001 §3 import response, §7.6, §8;
// docs/decisions.md#23-excel-import-and-export): multipart with one workbook in `files[]` streamed to a temp file (never buffered whole;
// past IMPORT_MAX_MB a 413), options as form fields or query parameters (form wins), then
// importWorkbook. Permission `<perm>:importExcel` (and `<perm>:edit` for updateMode update/both); logged in sys_log as operateType 5 with the counts.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMPORT_MODE_ALL, IMPORT_UPDATE_MODES, type ImportUpdateMode } from '../../../../runtime/core/excel-wire.ts';
import { permissionCode } from '../../../../runtime/core/registry.ts';
import type { ImportLimitsConfig } from '../../config/config.ts';
import { DEFAULT_IMPORT_LIMITS } from '../../config/config.ts';
import { ctxOf, holds, type CrudDeps } from '../../engine/crud/context.ts';
import type { EntityModel } from '../../engine/crud/entity-model.ts';
import { ok, okWithCode } from '../../engine/plugins/errors.ts';
import { HttpError, badRequest } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';
import { noteAudit } from '../sys/log-audit.ts';
import { importWorkbook } from './import-workbook.ts';
import { startProgress, validProgressId } from './progress.ts';

const FIELD = 'files[]';
const OPTION_NAMES = new Set([
  'isSingleTableImport',
  'foreignKeys',
  'validateStatus',
  'dryRun',
  'mode',
  'updateMode',
  'progressId',
]);

const M = {
  notMultipart: t('请以 multipart/form-data 上传 Excel 文件', 'Upload the Excel file as multipart/form-data'),
  noFile: t('请选择要导入的 Excel 文件 (files[])', 'Choose the Excel file to import (files[])'),
  oneFile: t('一次只能导入一个文件', 'Import one file at a time'),
  badField: t('表单字段无效', 'Invalid form field'),
  tooLarge: (bytes: number) =>
    t(
      `文件超过 ${Math.round(bytes / 1024 / 1024)} MB 上限`,
      `The file is larger than the limit of ${Math.round(bytes / 1024 / 1024)} MB`,
    ),
  noEdit: t(
    '没有编辑权限，不能用导入更新已有记录（可选择仅新增）',
    'You may not edit these records, so the import cannot update them (choose Add only)',
  ),
  badOption: (name: string) => t(`缺少参数或参数无效: ${name}`, `Missing or invalid parameter: ${name}`),
};

interface Received {
  dir: string;
  file?: string;
  fields: Map<string, string>;
}

async function receive(request: FastifyRequest, maxBytes: number): Promise<Received> {
  if (!request.isMultipart()) throw new HttpError(415, M.notMultipart);
  const got: Received = { dir: await mkdtemp(join(tmpdir(), 'import-')), fields: new Map() };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        if (file.fieldname !== FIELD || got.file) {
          file.file.resume();
          throw badRequest(got.file ? M.oneFile : M.noFile);
        }
        const path = join(got.dir, `${randomBytes(8).toString('hex')}.xlsx`);
        await pipeline(file.file, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
        if (file.file.truncated) throw new HttpError(413, M.tooLarge(maxBytes));
        got.file = path;
      } else {
        const field = part as MultipartValue;
        if (field.valueTruncated || field.fieldnameTruncated || typeof field.value !== 'string') {
          throw badRequest(M.badField);
        }
        if (OPTION_NAMES.has(field.fieldname)) got.fields.set(field.fieldname, field.value);
      }
    }
  } catch (err) {
    await rm(got.dir, { recursive: true, force: true });
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, M.tooLarge(maxBytes));
    if (code === 'FST_FILES_LIMIT') throw badRequest(M.oneFile);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new HttpError(415, M.notMultipart);
    throw badRequest(M.badField);
  }
  return got;
}

const truthy = (v: string | undefined) => v === '1' || v === 'true';

function parseForeignKeys(raw: string | undefined): Record<string, unknown> | undefined {
  if (raw === undefined || raw === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest(M.badOption('foreignKeys'));
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest(M.badOption('foreignKeys'));
  return parsed as Record<string, unknown>;
}

export interface ImportRouteOptions {
  limits?: Partial<ImportLimitsConfig>;
  /** Absolute upload root for the error workbooks. */
  uploadRoot: string;
}

/**
 * The import routes of `models`, in one scope of their own: multipart with the import's limits (the
 * upload route keeps its own). One scope for all of them, not one each: registering multipart in 51
 * scopes was a good part of the start's CPU (issue 24 item 5; tests/bench/README.md, "Server").
 */
export function registerImportRoutes(
  app: FastifyInstance,
  deps: CrudDeps,
  models: EntityModel[],
  opts: ImportRouteOptions,
): void {
  if (models.length === 0) return;
  const limits = { ...DEFAULT_IMPORT_LIMITS, ...opts.limits };
  void app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: true,
      limits: {
        fileSize: limits.maxBytes,
        files: 1,
        fields: 12,
        parts: 13,
        fieldNameSize: 64,
        fieldSize: 4096,
        headerPairs: 16,
      },
    });
    for (const model of models) registerImportRoute(scope, deps, model, limits, opts.uploadRoot);
  });
}

/** POST {api}/importExcel of one entity, on a scope with multipart (registerImportRoutes). */
function registerImportRoute(
  scope: FastifyInstance,
  deps: CrudDeps,
  model: EntityModel,
  limits: ImportLimitsConfig,
  uploadRoot: string,
): void {
  const e = model.entity;
  scope.post(
    `${e.api}/importExcel`,
    { config: { permission: permissionCode(e, 'importExcel'), audit: true } },
    async (request, reply) => {
      const ctx = await ctxOf(request, deps, model);
      const got = await receive(request, limits.maxBytes);
      try {
        if (!got.file) throw badRequest(M.noFile);
        const query = request.query as Record<string, unknown>;
        const option = (name: string): string | undefined => {
          const v = got.fields.get(name) ?? query[name];
          return typeof v === 'string' ? v : undefined;
        };
        const progressId = option('progressId');
        if (progressId !== undefined && progressId !== '' && !validProgressId(progressId)) {
          throw badRequest(M.badOption('progressId'));
        }
        const mode = option('mode');
        if (mode !== undefined && mode !== '' && mode !== IMPORT_MODE_ALL) throw badRequest(M.badOption('mode'));
        const updateMode = option('updateMode') || 'add';
        if (!(IMPORT_UPDATE_MODES as readonly string[]).includes(updateMode)) {
          throw badRequest(M.badOption('updateMode'));
        }
        // Updating records is an edit: it needs the entity's edit code as well as the import code.
        if (updateMode !== 'add' && !(await holds(deps, request, permissionCode(e, 'edit')))) {
          throw new HttpError(403, M.noEdit);
        }
        const progress = startProgress(ctx.user.id, progressId || undefined, 'import');
        const detailModel = e.detail?.[0] ? deps.models.get(e.detail[0].entity) : undefined;
        // Detail rows are added to the detail entity: without its add code its columns are not
        // importable (ignored and named in the answer, like unknown ones).
        const detail =
          detailModel && (await holds(deps, request, permissionCode(detailModel.entity, 'add')))
            ? detailModel
            : undefined;
        try {
          const outcome = await importWorkbook(ctx, model, deps.models, got.file, {
            dryRun: truthy(option('validateStatus')) || truthy(option('dryRun')),
            all: mode === IMPORT_MODE_ALL,
            updateMode: updateMode as ImportUpdateMode,
            single: truthy(option('isSingleTableImport')) || (detailModel !== undefined && !detail),
            foreignKeys: parseForeignKeys(option('foreignKeys')),
            limits,
            uploadRoot,
            progress,
            ...(deps.extensions ? { extensions: deps.extensions } : {}),
            ...(detail && deps.access ? { detailAccess: await deps.access(request, detail, ctx.tenantId) } : {}),
            ...(deps.importWriter ? { writer: deps.importWriter } : {}),
          });
          const r = outcome.result;
          noteAudit(request, `共${r.total}行 成功${r.imported} 失败${r.failed}${r.dryRun ? ' (校验)' : ''}`);
          if (outcome.code === 422) throw new HttpError(422, { zh: r.msg, en: r.msg }, r);
          return reply.send(outcome.code === 201 ? okWithCode(r, r.msg, 201) : ok(r, r.msg));
        } catch (err) {
          progress.finish('failed');
          throw err;
        }
      } finally {
        await rm(got.dir, { recursive: true, force: true });
      }
    },
  );
}
