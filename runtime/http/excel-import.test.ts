import { describe, expect, it } from 'vitest';
import type { Registry } from '../core/registry.ts';
import { createHttpDataProvider } from './data-provider.ts';
import { envelope, setupHttp } from './testing.ts';

const registry = {
  entities: { wl_site: { name: 'wl_site', api: '/wl/site' } },
  dicts: {},
  menus: [],
} as unknown as Registry;

const failed = {
  msg: '导入 3 行，成功 2 行，失败 1 行',
  dryRun: false,
  total: 3,
  imported: 2,
  failed: 1,
  fileUrl: 'excel/errors/a.xlsx',
  fileName: '网点_错误数据.xlsx',
  errors: [{ row: 4, field: 'type', message: '网点类型 必填' }],
};

const workbook = () => Object.assign(new Blob(['PK']), { name: 'sites.xlsx' });

describe('http data provider importExcel', () => {
  it('posts one workbook as files[] with the options as form fields, signed, without a timeout', async () => {
    const { http, calls, session } = setupHttp(() => ({ data: envelope(failed, { code: 201, message: failed.msg }) }));
    session.setToken('tok-1');
    const percents: number[] = [];
    const answer = await createHttpDataProvider(http, registry).importExcel('wl_site', workbook(), {
      mode: 'all',
      updateMode: 'both',
      dryRun: true,
      isSingleTableImport: true,
      foreignKeys: { templateId: 't1' },
      progressId: 'p-1',
      onUploadProgress: (p) => percents.push(p),
    });
    expect(answer).toEqual({ success: true, code: 201, message: failed.msg, result: failed });
    expect(calls[0]).toMatchObject({ method: 'post', url: '/wl/site/importExcel', timeout: 0 });
    const form = calls[0].data as FormData;
    expect([...form.keys()]).toEqual([
      'mode',
      'updateMode',
      'validateStatus',
      'isSingleTableImport',
      'foreignKeys',
      'progressId',
      'files[]',
    ]);
    expect(form.get('mode')).toBe('all');
    expect(form.get('updateMode')).toBe('both');
    expect(form.get('validateStatus')).toBe('1');
    expect(form.get('isSingleTableImport')).toBe('true');
    expect(JSON.parse(form.get('foreignKeys') as string)).toEqual({ templateId: 't1' });
    expect(form.get('progressId')).toBe('p-1');
    expect((form.get('files[]') as File).name).toBe('sites.xlsx');
    expect(calls[0].headers.get('X-Access-Token')).toBe('tok-1');
    expect(calls[0].headers.get('X-Sign')).toMatch(/^[0-9A-F]{32}$/);
    expect(percents.at(-1)).toBe(100);
  });

  it('sends only the workbook when no option is set', async () => {
    const { http, calls } = setupHttp(() => ({ data: envelope({ ...failed, failed: 0, errors: [] }) }));
    const answer = await createHttpDataProvider(http, registry).importExcel('wl_site', workbook());
    expect(answer.code).toBe(200);
    expect([...(calls[0].data as FormData).keys()]).toEqual(['files[]']);
  });

  it('resolves with the 422 all-or-nothing refusal and its error workbook, silently', async () => {
    const { http, notices } = setupHttp(() => ({
      status: 422,
      data: envelope(failed, { success: false, code: 422, message: '有 1 行错误，未导入任何数据' }),
    }));
    const answer = await createHttpDataProvider(http, registry).importExcel('wl_site', workbook(), { mode: 'all' });
    expect(answer).toEqual({ success: false, code: 422, message: '有 1 行错误，未导入任何数据', result: failed });
    expect(notices).toHaveLength(0);
  });

  it('rejects silently with the status and message when the file itself is refused', async () => {
    const { http, notices } = setupHttp(() => ({
      status: 415,
      data: envelope(null, { success: false, code: 415, message: '只支持 .xlsx 文件' }),
    }));
    const dp = createHttpDataProvider(http, registry);
    await expect(dp.importExcel('wl_site', workbook())).rejects.toMatchObject({
      status: 415,
      serverMessage: '只支持 .xlsx 文件',
    });
    expect(notices).toHaveLength(0);
  });
});

describe('http data provider export progress', () => {
  it('sends the progress id as a query parameter, without a timeout', async () => {
    const { http, calls } = setupHttp(() => ({ data: new Blob(['PK']) }));
    await createHttpDataProvider(http, registry).exportXls('wl_site', { siteName: '*a*' }, { progressId: 'e-1' });
    expect(calls[0].params).toMatchObject({ siteName: '*a*', progressId: 'e-1' });
    expect(calls[0].timeout).toBe(0);
  });
});
