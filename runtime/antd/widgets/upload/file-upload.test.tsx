// @vitest-environment jsdom
import '../../test-dom.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldDef, Lang } from '../../../core/registry.ts';
import { FileWidget } from './file-upload.tsx';
import { files, pick, renderUploadWidget, uploadField, uploadsStarted } from './upload-test-fixtures.tsx';

afterEach(cleanup);

function setup({
  value,
  field = uploadField('attachments', { format: 'file', options: { multi: true } }),
  lang,
  disabled = false,
}: { value?: string; field?: FieldDef; lang?: Lang; disabled?: boolean } = {}) {
  return renderUploadWidget(FileWidget, { field, value, lang, props: { disabled } });
}

const row = (name: string) => screen.getByRole('listitem', { name });

describe('file widget', () => {
  it('emits the paths only when every file is done, never while one is uploading', async () => {
    const { mem, onChange, view } = setup({
      field: uploadField('f', { format: 'file', options: { multi: true, biz: 'wl' } }),
    });
    await pick(view.container, files.pdf('a.pdf'), files.text('b.txt'));
    await uploadsStarted(mem, 2);
    expect(mem.uploads.map((u) => [u.name, u.biz])).toEqual([
      ['a.pdf', 'wl'],
      ['b.txt', 'wl'],
    ]);
    await mem.uploads[0].progress(50);
    await mem.uploads[0].succeed('wl/a.pdf');
    expect(row('a.pdf').dataset.status).toBe('done');
    expect(row('b.txt').dataset.status).toBe('uploading');
    expect(onChange).not.toHaveBeenCalled();
    await mem.uploads[1].progress(80);
    expect(within(row('b.txt')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('80');
    expect(onChange).not.toHaveBeenCalled();
    await mem.uploads[1].succeed('wl/b.txt');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('wl/a.pdf,wl/b.txt');
  });

  it("shows the server's message on a failed file, emits nothing until it is removed", async () => {
    const { mem, onChange, view } = setup({ value: 'wl/old.pdf', lang: 'en' });
    await pick(view.container, files.pdf('new.pdf'), files.pdf('bad.pdf'));
    await uploadsStarted(mem, 2);
    await mem.uploads[0].succeed('wl/new.pdf');
    await mem.uploads[1].fail('Unsupported file type');
    expect(row('bad.pdf').dataset.status).toBe('error');
    expect(within(row('bad.pdf')).getByText('Unsupported file type')).toBeTruthy();
    await screen.findByText('bad.pdf upload failed.');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(within(row('bad.pdf')).getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenCalledWith('wl/old.pdf,wl/new.pdf');
  });

  it('removing a file that is still uploading aborts it and emits the rest', async () => {
    const { mem, onChange, view } = setup({ value: 'wl/old.pdf' });
    await pick(view.container, files.pdf('slow.pdf'));
    await uploadsStarted(mem, 1);
    fireEvent.click(within(row('slow.pdf')).getByRole('button', { name: '删除' }));
    expect(mem.uploads[0].signal?.aborted).toBe(true);
    // the value is unchanged ('wl/old.pdf'): nothing to emit; removing the old one empties the field
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(within(row('old.pdf')).getByRole('button', { name: '删除' }));
    expect(onChange).toHaveBeenCalledWith(undefined);
  });

  it('takes one file without multi, and the button goes once it is chosen', async () => {
    const { mem, onChange, view } = setup({ field: uploadField('f', { format: 'file' }) });
    expect(view.container.querySelector<HTMLInputElement>('input[type=file]')!.multiple).toBe(false);
    await pick(view.container, files.pdf('one.pdf'));
    await uploadsStarted(mem, 1);
    expect(screen.queryByRole('button', { name: /上传文件/ })).toBeNull();
    await mem.uploads[0].succeed('temp/one.pdf');
    expect(onChange).toHaveBeenCalledWith('temp/one.pdf');
  });

  it('limits the number of files with x-options.max', async () => {
    const { mem, view } = setup({ field: uploadField('f', { format: 'file', options: { max: 2 } }) });
    await pick(view.container, files.pdf('1.pdf'), files.pdf('2.pdf'), files.pdf('3.pdf'));
    await screen.findByText('最多只能上传 2 个文件');
    await uploadsStarted(mem, 2);
    expect(mem.uploads.map((u) => u.name)).toEqual(['1.pdf', '2.pdf']);
  });

  it('downloads a done file through the client', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { mem } = setup({ value: 'wl/2026/01/02/contract.pdf' });
    fireEvent.click(screen.getByRole('button', { name: /contract\.pdf/ }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(mem.fetches()).toEqual(['wl/2026/01/02/contract.pdf']);
    click.mockRestore();
  });

  it('shows the files without upload or remove when read-only', () => {
    const { view } = setup({ value: 'wl/a.pdf,wl/b.pdf', disabled: true });
    expect(view.container.querySelector('input[type=file]')).toBeNull();
    expect(screen.getByRole('button', { name: /a\.pdf/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /b\.pdf/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });
});
