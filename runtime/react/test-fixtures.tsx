// A small registry and an in-memory DataProvider for the runtime's unit tests (runtime/* must not
// import src/generated).
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { DataProvider, ImportAnswer, ImportOptions, PlatformCall } from '../core/data-provider.ts';
import type { EntityDef, FieldDef, Lang, Registry } from '../core/registry.ts';
import type { ListParams, PageResult, Row } from '../core/wire.ts';
import { RegistryProvider } from './registry-context.tsx';

/** A string field named `name` (title = name in both languages); `extra` overrides any part. */
export function fieldDef(name: string, extra: Partial<FieldDef> = {}): FieldDef {
  return {
    name,
    column: name,
    title: { zh: name, en: name },
    type: 'string',
    sqlType: 'varchar',
    required: false,
    secret: false,
    standard: false,
    readOnly: false,
    ...extra,
  };
}

const field = (name: string, zh: string, en: string, extra: Partial<FieldDef> = {}) =>
  fieldDef(name, { title: { zh, en }, ...extra });

const standard = { standard: true, readOnly: true };

export const siteEntity: EntityDef = {
  name: 'wl_site',
  title: { zh: '网点', en: 'Site' },
  table: 'wl_site',
  api: '/wl/site',
  permission: 'wl:site',
  tenant: true,
  routes: 'all',
  dictTable: false,
  tree: { parentField: 'parentId' },
  list: {
    columns: ['siteName', 'parentId', 'type', 'fee', 'createTime'],
    search: ['siteName', 'type', 'parentId', 'createTime'],
    sort: ['createTime', 'desc'],
  },
  unique: [],
  indexes: [],
  fields: [
    field('siteName', '网点名称', 'Site name', { required: true, maxLength: 64 }),
    field('parentId', '上级网点', 'Parent site', { ref: { entity: 'wl_site', label: 'siteName' } }),
    field('type', '网点类型', 'Site type', { type: 'integer', dict: 'site_type', required: true }),
    field('personPhone', '负责人电话', 'Contact phone', { format: 'mobile' }),
    field('fee', '费用', 'Fee', { type: 'number', format: 'money', default: 0 }),
    field('password', '密码', 'Password', { format: 'password', secret: true }),
    field('id', 'ID', 'ID', { sqlType: 'id', ...standard }),
    field('createTime', '创建时间', 'Created at', { format: 'date-time', ...standard }),
    field('version', '版本', 'Version', { type: 'integer', ...standard }),
  ],
  schema: {
    type: 'object',
    properties: {
      siteName: { type: 'string', title: '网点名称', 'x-title': { en: 'Site name' }, maxLength: 64 },
      parentId: {
        type: 'string',
        title: '上级网点',
        'x-title': { en: 'Parent site' },
        'x-ref': { entity: 'wl_site', label: 'siteName' },
      },
      type: { type: 'integer', title: '网点类型', 'x-title': { en: 'Site type' }, 'x-dict': 'site_type' },
      personPhone: { type: 'string', title: '负责人电话', 'x-title': { en: 'Contact phone' }, format: 'mobile' },
      fee: { type: 'number', title: '费用', 'x-title': { en: 'Fee' }, format: 'money', default: 0 },
      password: { type: 'string', title: '密码', 'x-title': { en: 'Password' }, format: 'password' },
    },
    required: ['siteName', 'type'],
  },
};

export const testRegistry: Registry = {
  entities: { wl_site: siteEntity },
  dicts: {
    site_type: {
      code: 'site_type',
      title: { zh: '网点类型', en: 'Site type' },
      items: [
        { value: 0, label: { zh: '公司', en: 'Company' }, color: 'purple' },
        { value: 1, label: { zh: '一级转运中心', en: 'Level-1 transfer centre' }, color: 'blue' },
      ],
    },
  },
  menus: [],
};

/** Scripted answers of `request` keyed by 'METHOD /path': a value or a function of the call. */
export type PlatformAnswers = Record<string, unknown>;

/** What `importExcel` answers: an answer, or a function of the call (may return a promise or throw). */
export type ImportScript = (
  file: Blob & { name?: string },
  options: ImportOptions,
) => ImportAnswer | Promise<ImportAnswer>;

/** Every row of a workbook imported (the fake's default import answer). */
export const importedAll = (n = 0, dryRun = false): ImportAnswer => ({
  success: true,
  code: 200,
  message: '',
  result: { msg: '', dryRun, total: n, imported: n, failed: 0, errors: [] },
});

/** An in-memory DataProvider recording its calls; `rows` is the table. */
export function memoryProvider(rows: Row[] = [], platform: PlatformAnswers = {}) {
  const calls: { op: string; entity: string; arg: unknown }[] = [];
  let fail: Error | null = null;
  let importScript: ImportScript = (_file, options) => importedAll(0, options.dryRun);
  const provider: DataProvider = {
    async getList<T extends object = Row>(entity: string, params: ListParams): Promise<PageResult<T>> {
      calls.push({ op: 'getList', entity, arg: params });
      if (fail) throw fail;
      const size = Number(params.pageSize ?? 10);
      const current = Number(params.pageNo ?? 1);
      const records = rows.slice((current - 1) * size, current * size) as T[];
      return { records, total: rows.length, size, current, pages: Math.ceil(rows.length / size) };
    },
    async getOne<T extends object = Row>(entity: string, id: string): Promise<T> {
      calls.push({ op: 'getOne', entity, arg: id });
      if (fail) throw fail;
      return rows.find((r) => r.id === id) as T;
    },
    async create<T extends object = Row>(entity: string, data: Partial<T>): Promise<T> {
      calls.push({ op: 'create', entity, arg: data });
      if (fail) throw fail;
      return { ...data, id: 'new' } as T;
    },
    async update<T extends object = Row>(
      entity: string,
      data: Partial<T> & { id: string; version: number },
    ): Promise<T> {
      calls.push({ op: 'update', entity, arg: data });
      if (fail) throw fail;
      return data as unknown as T;
    },
    async delete(entity: string, id: string) {
      calls.push({ op: 'delete', entity, arg: id });
      rows = rows.filter((r) => r.id !== id);
    },
    async deleteMany(entity: string, ids: string[]) {
      calls.push({ op: 'deleteMany', entity, arg: ids });
      rows = rows.filter((r) => !ids.includes(r.id!));
    },
    async exportXls(entity: string, params: ListParams) {
      calls.push({ op: 'exportXls', entity, arg: params });
      if (fail) throw fail;
      return new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    },
    async importExcel(entity, file, options = {}) {
      calls.push({ op: 'importExcel', entity, arg: { name: file.name, options } });
      if (fail) throw fail;
      options.onUploadProgress?.(100);
      return importScript(file, options);
    },
    async upload(file, options) {
      calls.push({ op: 'upload', entity: '', arg: { name: file.name, biz: options?.biz } });
      if (fail) throw fail;
      options?.onProgress?.(100);
      return `${options?.biz ?? 'temp'}/${file.name ?? 'file'}`;
    },
    async fetchFile(path: string) {
      calls.push({ op: 'fetchFile', entity: '', arg: path });
      if (fail) throw fail;
      return new Blob([`content of ${path}`], { type: 'application/octet-stream' });
    },
    async request<T = unknown>(call: PlatformCall): Promise<T> {
      calls.push({ op: 'request', entity: '', arg: call });
      if (fail) throw fail;
      const answer = platform[`${call.method} ${call.path}`];
      if (!answer)
        throw Object.assign(new Error(`no scripted answer for ${call.method} ${call.path}`), { status: 404 });
      return (typeof answer === 'function' ? answer(call) : answer) as T;
    },
  };
  return {
    provider,
    calls,
    failWith: (e: Error | null) => {
      fail = e;
    },
    answerImport: (script: ImportScript) => {
      importScript = script;
    },
  };
}

export interface ProviderOptions {
  registry?: Registry;
  lang?: Lang;
  fileUrl?: (path: string) => string;
  /** Wrap in a MemoryRouter at this URL (no router when absent). */
  url?: string;
}

/** The runtime context of a test: RegistryProvider (test registry, zh-CN by default), optionally a router. */
export function Providers({
  provider,
  registry = testRegistry,
  lang = 'zh-CN',
  fileUrl,
  url,
  children,
}: ProviderOptions & { provider: DataProvider; children: ReactNode }) {
  const context = (
    <RegistryProvider registry={registry} dataProvider={provider} lang={lang} fileUrl={fileUrl}>
      {children}
    </RegistryProvider>
  );
  return url === undefined ? context : <MemoryRouter initialEntries={[url]}>{context}</MemoryRouter>;
}

/** `Providers` as a testing-library `wrapper`. */
export function providers(provider: DataProvider, options: ProviderOptions = {}) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Providers provider={provider} {...options}>
        {children}
      </Providers>
    );
  };
}

/** `providers` under a router at `url` ('/' by default). */
export function wrapper(provider: DataProvider, { url = '/', lang = 'zh-CN' as Lang } = {}) {
  return providers(provider, { url, lang });
}
