// @vitest-environment jsdom
import '../test-dom.ts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportAnswer, ImportOptions } from '../../core/data-provider.ts';
import { EXCEL_PROGRESS_PATH, PROGRESS_ID, type ImportResult } from '../../core/excel-wire.ts';
import { memoryProvider, type ImportScript, type PlatformAnswers } from '../../react/test-fixtures.tsx';
import { AntdProviders } from '../test-providers.tsx';
import { ImportDialog } from './import-dialog.tsx';

const withErrors: ImportResult = {
  msg: '导入 3 行，成功 2 行，失败 1 行',
  dryRun: false,
  total: 3,
  imported: 2,
  failed: 1,
  fileUrl: 'excel/errors/e1.xlsx',
  fileName: '网点_错误数据.xlsx',
  errors: [{ row: 4, field: 'type', message: '网点类型不能为空' }],
};
const answer = (code: number, result: ImportResult, success = code < 400): ImportAnswer => ({
  success,
  code,
  message: result.msg,
  result,
});

function Harness({ onImported }: { onImported(): void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>open import</button>
      <ImportDialog open={open} entityName="wl_site" onClose={() => setOpen(false)} onImported={onImported} />
    </>
  );
}

function setup(script?: ImportScript, platform: PlatformAnswers = {}, lang: 'zh-CN' | 'en' = 'zh-CN') {
  const mem = memoryProvider([], platform);
  if (script) mem.answerImport(script);
  const onImported = vi.fn();
  render(
    <AntdProviders provider={mem.provider} lang={lang}>
      <Harness onImported={onImported} />
    </AntdProviders>,
  );
  const imports = () =>
    mem.calls.filter((c) => c.op === 'importExcel').map((c) => c.arg as { name: string; options: ImportOptions });
  return { mem, onImported, imports };
}

const importWrap = () => screen.getByText('导入EXCEL').closest('.ant-modal-wrap') as HTMLElement;
const isClosed = () => (importWrap().getAttribute('style') ?? '').includes('display: none');
const choose = (name: string) =>
  fireEvent.change(importWrap().querySelector('input[type=file]')!, {
    target: { files: [new File(['PK'], name)] },
  });
const button = (name: string) => screen.getByRole('button', { name: new RegExp(`${name}$`) }) as HTMLButtonElement;
const confirmTitle = (text: string) => screen.findByText(text, { selector: '.ant-modal-confirm-title' });
const validation = () => screen.getByRole('switch', { name: '校验' });

let saved: { href: string; download: string }[] = [];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:errors');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ImportDialog', () => {
  it('is titled 导入EXCEL, 600 wide, hints at the headers and cannot start without a file', async () => {
    setup();
    await screen.findByText('导入EXCEL');
    expect((importWrap().querySelector('.ant-modal') as HTMLElement).style.width).toBe('600px');
    expect(screen.getByText('表头可用中文或英文标题，或字段名')).toBeTruthy();
    expect(button('开始导入').disabled).toBe(true);
    expect(validation().getAttribute('aria-checked')).toBe('false');
  });

  it('refuses anything but .xls/.xlsx when chosen, and takes one workbook', async () => {
    const { imports } = setup();
    await screen.findByText('导入EXCEL');
    choose('notes.txt');
    await screen.findByText('只能导入 .xls 或 .xlsx 文件');
    expect(importWrap().querySelector('.ant-upload-list-item')).toBeNull();
    expect(button('开始导入').disabled).toBe(true);
    choose('a.xlsx');
    choose('b.XLS');
    await waitFor(() => expect(importWrap().querySelectorAll('.ant-upload-list-item')).toHaveLength(1));
    expect(screen.getByText('b.XLS')).toBeTruthy();
    expect(button('开始导入').disabled).toBe(false);
    expect(imports()).toHaveLength(0);
  });

  it('turns validation off and forgets the file at every opening', async () => {
    setup();
    await screen.findByText('导入EXCEL');
    choose('a.xlsx');
    fireEvent.click(validation());
    expect(validation().getAttribute('aria-checked')).toBe('true');
    expect(button('开始校验')).toBeTruthy();
    fireEvent.click(button('取消'));
    await waitFor(() => expect(isClosed()).toBe(true));
    fireEvent.click(screen.getByText('open import'));
    await waitFor(() => expect(isClosed()).toBe(false));
    expect(validation().getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByText('a.xlsx')).toBeNull();
    expect(button('开始导入').disabled).toBe(true);
  });

  it('sends mode=all and the dry run, previews the counts with the download link and stays open', async () => {
    const { mem, imports, onImported } = setup((_f, o) => answer(201, { ...withErrors, dryRun: !!o.dryRun }));
    await screen.findByText('导入EXCEL');
    choose('sites.xlsx');
    fireEvent.click(screen.getByLabelText('全部正确才导入'));
    fireEvent.click(validation());
    fireEvent.click(button('开始校验'));
    await screen.findByText('校验完成：可导入 2 行，错误 1 行');
    expect(imports()).toHaveLength(1);
    expect(imports()[0].name).toBe('sites.xlsx');
    expect(imports()[0].options).toMatchObject({ mode: 'all', dryRun: true });
    expect(imports()[0].options.progressId).toMatch(PROGRESS_ID);
    expect(screen.getByText(/第 4 行 type: 网点类型不能为空/)).toBeTruthy();
    fireEvent.click(screen.getByText('点击下载'));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:errors', download: '网点_错误数据.xlsx' }]));
    expect(mem.calls.find((c) => c.op === 'fetchFile')?.arg).toBe('excel/errors/e1.xlsx');
    expect(isClosed()).toBe(false);
    expect(onImported).not.toHaveBeenCalled();
    // the next click imports for real
    expect(validation().getAttribute('aria-checked')).toBe('false');
    fireEvent.click(button('开始导入'));
    await waitFor(() => expect(imports()).toHaveLength(2));
    expect(imports()[1].options).toMatchObject({ mode: 'all', dryRun: false });
  });

  it('offers 仅新增 / 仅更新 / 新增并更新 (add by default, again at every opening) and sends the choice as updateMode', async () => {
    const { imports } = setup((_f, o) => answer(201, { ...withErrors, dryRun: !!o.dryRun }));
    await screen.findByText('导入EXCEL');
    const mode = (label: string) => screen.getByRole('radio', { name: label }) as HTMLInputElement;
    expect(screen.getByRole('radiogroup', { name: '已有记录' })).toBeTruthy();
    expect(mode('仅新增').checked).toBe(true);
    choose('sites.xlsx');
    fireEvent.click(mode('仅更新'));
    fireEvent.click(validation());
    fireEvent.click(button('开始校验'));
    await waitFor(() => expect(imports()).toHaveLength(1));
    expect(imports()[0].options).toMatchObject({ updateMode: 'update', dryRun: true });
    fireEvent.click(mode('新增并更新'));
    fireEvent.click(button('开始导入'));
    await waitFor(() => expect(imports()).toHaveLength(2));
    expect(imports()[1].options).toMatchObject({ updateMode: 'both', dryRun: false });
    await waitFor(() => expect(isClosed()).toBe(true));
    fireEvent.click(screen.getByText('open import'));
    await waitFor(() => expect(isClosed()).toBe(false));
    expect(mode('仅新增').checked).toBe(true);
  });

  it('names the update modes in English', async () => {
    setup(undefined, {}, 'en');
    await screen.findByText('Import Excel');
    for (const label of ['Add only', 'Update existing', 'Both'])
      expect(screen.getByRole('radio', { name: label })).toBeTruthy();
  });

  it('says 文件上传成功 (or the server message), closes and refreshes on success', async () => {
    const { imports, onImported } = setup();
    await screen.findByText('导入EXCEL');
    choose('sites.xlsx');
    fireEvent.click(button('开始导入'));
    await screen.findByText('文件上传成功');
    expect(imports()[0].options).toMatchObject({ dryRun: false, mode: undefined });
    await waitFor(() => expect(isClosed()).toBe(true));
    expect(onImported).toHaveBeenCalledTimes(1);
  });

  it('shows 导入成功,但是有错误数据! with 点击下载 for code 201, then closes and refreshes', async () => {
    const { mem, onImported } = setup(() => answer(201, withErrors));
    await screen.findByText('导入EXCEL');
    choose('sites.xlsx');
    fireEvent.click(button('开始导入'));
    await confirmTitle('导入成功,但是有错误数据!');
    expect(screen.getByText(withErrors.msg)).toBeTruthy();
    await waitFor(() => expect(isClosed()).toBe(true));
    expect(onImported).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByText('点击下载'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(mem.calls.find((c) => c.op === 'fetchFile')?.arg).toBe(withErrors.fileUrl);
    expect(saved[0].download).toBe(withErrors.fileName);
  });

  it('warns with the link for the 422 all-or-nothing refusal and stays open', async () => {
    const refused = { ...withErrors, imported: 0, msg: '有 1 行错误，未导入任何数据' };
    const { onImported } = setup(() => answer(422, refused));
    await screen.findByText('导入EXCEL');
    choose('sites.xlsx');
    fireEvent.click(screen.getByLabelText('全部正确才导入'));
    fireEvent.click(button('开始导入'));
    await confirmTitle('有错误数据，未导入任何数据');
    expect(screen.getByText(refused.msg)).toBeTruthy();
    expect(screen.getByText('点击下载')).toBeTruthy();
    expect(isClosed()).toBe(false);
    expect(onImported).not.toHaveBeenCalled();
  });

  it('warns with the server message for success false and a refused file', async () => {
    const { mem } = setup(() => ({ ...answer(200, withErrors), success: false, message: '导入失败:表头不匹配' }));
    await screen.findByText('导入EXCEL');
    choose('sites.xlsx');
    fireEvent.click(button('开始导入'));
    await screen.findByText('导入失败:表头不匹配', { selector: '.ant-message *' });
    expect(document.querySelector('.ant-modal-confirm')).toBeNull();
    mem.answerImport(() => {
      throw Object.assign(new Error('文件过大'), { status: 413, serverMessage: '文件过大' });
    });
    fireEvent.click(button('开始导入'));
    await screen.findByText('文件过大', { selector: '.ant-message *' });
    expect(isClosed()).toBe(false);
  });

  it("says '<file> 文件上传失败' when the upload itself fails", async () => {
    setup(() => {
      throw Object.assign(new Error('网络异常，请检查网络连接'), { status: 0 });
    });
    await screen.findByText('导入EXCEL');
    choose('sites.xlsx');
    fireEvent.click(button('开始导入'));
    await screen.findByText('sites.xlsx 文件上传失败');
  });

  it('shows the server progress while running, disables the controls, and Cancel aborts', async () => {
    let signal: AbortSignal | undefined;
    const { onImported } = setup(
      (_f, o) =>
        new Promise((_ok, fail) => {
          signal = o.signal;
          o.signal?.addEventListener('abort', () => fail(new Error('canceled')));
        }),
      { [`GET ${EXCEL_PROGRESS_PATH}`]: { kind: 'import', phase: 'writing', done: 42 } },
    );
    await screen.findByText('导入EXCEL');
    choose('sites.xlsx');
    fireEvent.click(button('开始导入'));
    await screen.findByText('已写入 42 行');
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(button('开始导入').className).toContain('ant-btn-loading');
    expect(validation()).toHaveProperty('disabled', true);
    expect((screen.getByLabelText('全部正确才导入') as HTMLInputElement).disabled).toBe(true);
    await act(async () => fireEvent.click(button('取消')));
    expect(signal?.aborted).toBe(true);
    await screen.findByText('已取消导入');
    await waitFor(() => expect(isClosed()).toBe(true));
    expect(onImported).toHaveBeenCalledTimes(1);
  });

  it('speaks English', async () => {
    setup(undefined, {}, 'en');
    await screen.findByText('Import Excel');
    expect(screen.getByRole('switch', { name: 'Validate only' })).toBeTruthy();
    expect(screen.getByLabelText('Import only if every row is valid')).toBeTruthy();
    expect(button('Start import').disabled).toBe(true);
  });

  it('lets the keyboard choose a file: Enter on the focusable drop area opens the chooser', async () => {
    const opened = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    setup();
    await screen.findByText('导入EXCEL');
    const area = importWrap().querySelector('.ant-upload [role=button]') as HTMLElement;
    expect(area.tabIndex).toBe(0);
    fireEvent.keyDown(area, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(opened).toHaveBeenCalled();
  });

  it('closes with Escape when idle', async () => {
    setup();
    await screen.findByText('导入EXCEL');
    fireEvent.keyDown(importWrap(), { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(isClosed()).toBe(true));
  });
});
