// @vitest-environment jsdom
import '../../test-dom.ts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { files, pick, uploadProvider, uploadsStarted } from '../../widgets/upload/upload-test-fixtures.tsx';
import { column, renderCell } from './cell-test-kit.tsx';
import { FileCell, ImageCell } from './upload-cells.tsx';

afterEach(cleanup);

const item = (name: string) => screen.getByRole('listitem', { name });

describe('upload / file cell', () => {
  it('shows uploading then done in the cell and emits the path once done', async () => {
    const mem = uploadProvider();
    const cell = renderCell(FileCell, column('file', { props: { biz: 'wl' } }), { provider: mem.provider });
    await pick(cell.view.container, files.pdf('a.pdf'));
    await uploadsStarted(mem, 1);
    expect(mem.uploads[0].biz).toBe('wl');
    expect(item('a.pdf').dataset.status).toBe('uploading');
    await mem.uploads[0].progress(40);
    expect(within(item('a.pdf')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(cell.onChange).not.toHaveBeenCalled();
    await mem.uploads[0].succeed('wl/a.pdf');
    expect(item('a.pdf').dataset.status).toBe('done');
    expect(cell.onChange).toHaveBeenCalledTimes(1);
    expect(cell.last()).toBe('wl/a.pdf');
    // one file by default: the upload button is gone
    expect(cell.view.container.querySelector('input[type=file]')).toBeNull();
    cell.setEditing(false);
    expect(screen.getByRole('button', { name: /a\.pdf/ })).toBeTruthy(); // a download link
  });

  it("an error shows in the cell with the server's message; nothing emitted until it is removed", async () => {
    const mem = uploadProvider();
    const cell = renderCell(FileCell, column('upload', { fieldExtendJson: { uploadnum: 0 } }), {
      provider: mem.provider,
      value: 'temp/old.txt',
    });
    await pick(cell.view.container, files.pdf('bad.pdf'));
    await uploadsStarted(mem, 1);
    await mem.uploads[0].fail('Unsupported file type');
    await screen.findByText('bad.pdf 上传失败');
    fireEvent.click(screen.getByRole('button', { name: '还有 1 个文件' }));
    const bad = await screen.findByRole('listitem', { name: 'bad.pdf' });
    expect(bad.dataset.status).toBe('error');
    fireEvent.mouseEnter(within(bad).getByText('bad.pdf'));
    expect(await screen.findByText('Unsupported file type')).toBeTruthy();
    expect(cell.onChange).not.toHaveBeenCalled();
    fireEvent.click(within(bad).getByRole('button', { name: '删除' }));
    // the value is still 'temp/old.txt': nothing to emit; removing that one empties the cell
    expect(cell.onChange).not.toHaveBeenCalled();
    fireEvent.click(within(item('old.txt')).getByRole('button', { name: '删除' }));
    expect(cell.last()).toBeNull();
  });

  it('uploadnum limits the files; the paths are comma-joined when all are done', async () => {
    const mem = uploadProvider();
    const cell = renderCell(FileCell, column('file', { fieldExtendJson: '{"uploadnum": 2}' }), {
      provider: mem.provider,
    });
    expect(cell.view.container.querySelector<HTMLInputElement>('input[type=file]')!.multiple).toBe(true);
    await pick(cell.view.container, files.pdf('1.pdf'), files.pdf('2.pdf'), files.pdf('3.pdf'));
    await uploadsStarted(mem, 2);
    await screen.findByText('最多只能上传 2 个文件');
    await mem.uploads[0].succeed('temp/1.pdf');
    expect(cell.onChange).not.toHaveBeenCalled(); // 2.pdf still uploading
    await mem.uploads[1].succeed('temp/2.pdf');
    expect(cell.last()).toBe('temp/1.pdf,temp/2.pdf');
    expect(mem.uploads).toHaveLength(2);
    cell.setEditing(false);
    expect(screen.getByText('+1').closest('[title]')!.getAttribute('title')).toBe('2.pdf');
  });

  it('allowRemove false hides the remove button, allowDownload false shows a plain name', () => {
    const mem = uploadProvider();
    renderCell(FileCell, column('file', { allowRemove: false, allowDownload: false }), {
      provider: mem.provider,
      value: 'temp/kept.pdf',
    });
    expect(within(item('kept.pdf')).queryByRole('button')).toBeNull();
    expect(within(item('kept.pdf')).getByText('kept.pdf')).toBeTruthy();
  });
});

describe('image cell', () => {
  it('refuses non-images, uploads a png and shows its thumbnail', async () => {
    const mem = uploadProvider();
    const cell = renderCell(ImageCell, column('image'), { provider: mem.provider });
    await pick(cell.view.container, files.gif());
    await screen.findByText('请上传图片');
    expect(mem.uploads).toHaveLength(0);
    await pick(cell.view.container, files.png('p.png'));
    await uploadsStarted(mem, 1);
    await mem.uploads[0].succeed('temp/p.png');
    expect(cell.last()).toBe('temp/p.png');
    // shown from the picked file (no fetch)
    await waitFor(() => expect(within(item('p.png')).getByAltText('p.png').getAttribute('src')).toMatch(/^blob:/));
    cell.setEditing(false);
    expect(screen.queryByRole('listitem')).toBeNull();
    await waitFor(() => expect(screen.getByAltText('p.png')).toBeTruthy());
    expect(mem.fetches()).toEqual([]);
  });

  it('read-only shows the first stored image and +N', async () => {
    const mem = uploadProvider();
    renderCell(ImageCell, column('image'), { provider: mem.provider, value: 'temp/a.png,temp/b.png', editing: false });
    await waitFor(() => expect(screen.getByAltText('a.png').getAttribute('src')).toMatch(/^blob:/));
    expect(screen.getByText('+1')).toBeTruthy();
    await act(async () => undefined);
    expect(mem.fetches()).toEqual(['temp/a.png']); // only the thumbnail shown is fetched
  });
});
