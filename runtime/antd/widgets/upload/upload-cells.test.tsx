// @vitest-environment jsdom
import '../../test-dom.ts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Row } from '../../../core/wire.ts';
import { defaultCells, resolveCell } from '../../cells/index.ts';
import { FileCell, ImageCell } from './upload-cells.tsx';
import { revokedUrls, uploadField, uploadProvider, UploadWrapper } from './upload-test-fixtures.tsx';

afterEach(cleanup);

const record = {} as Row;
const images = () => [...document.querySelectorAll<HTMLImageElement>('img')].map((i) => i.getAttribute('src'));

describe('upload cells', () => {
  it('are the registry cells of image, images and file fields', () => {
    expect(resolveCell(defaultCells, uploadField('a', { format: 'image' }))).toBe(ImageCell);
    expect(resolveCell(defaultCells, uploadField('a', { format: 'images' }))).toBe(ImageCell);
    expect(resolveCell(defaultCells, uploadField('a', { format: 'file' }))).toBe(FileCell);
    expect(resolveCell(defaultCells, uploadField('a', { widget: 'file' }))).toBe(FileCell);
  });

  it('shows at most three thumbnails fetched through the client, "+N" for the rest', async () => {
    const mem = uploadProvider();
    const value = ['p/1.png', 'p/2.png', 'p/3.png', 'p/4.png', 'p/5.png'].join(',');
    render(
      <UploadWrapper provider={mem.provider}>
        <ImageCell value={value} record={record} field={uploadField('photos', { format: 'images' })} />
      </UploadWrapper>,
    );
    await waitFor(() => expect(images()).toHaveLength(3));
    expect(images().every((src) => src?.startsWith('blob:'))).toBe(true);
    expect(mem.fetches()).toEqual(['p/1.png', 'p/2.png', 'p/3.png']);
    expect(screen.getByText('+2').getAttribute('title')).toBe('还有 2 张');
  });

  it('loads http addresses and static-domain paths directly, and revokes object URLs on unmount', async () => {
    const mem = uploadProvider();
    const view = render(
      <UploadWrapper
        provider={mem.provider}
        fileUrl={(p) => (p.startsWith('http') ? p : `https://cdn.example.com/${p}`)}
      >
        <ImageCell value="https://img.example.com/a.png,p/b.png" record={record} field={uploadField('p')} />
      </UploadWrapper>,
    );
    expect(images()).toEqual(['https://img.example.com/a.png', 'https://cdn.example.com/p/b.png']);
    expect(mem.fetches()).toEqual([]);
    view.unmount();

    const fetched = render(
      <UploadWrapper provider={mem.provider}>
        <ImageCell value="p/c.png" record={record} field={uploadField('p')} />
      </UploadWrapper>,
    );
    await waitFor(() => expect(images()).toHaveLength(1));
    const src = images()[0]!;
    fetched.unmount();
    expect(revokedUrls).toContain(src);
  });

  it('marks an image that cannot be loaded', async () => {
    const mem = uploadProvider();
    mem.mem.failWith(Object.assign(new Error('not found'), { status: 404 }));
    render(
      <UploadWrapper provider={mem.provider} lang="en">
        <ImageCell value="p/gone.png" record={record} field={uploadField('p')} />
      </UploadWrapper>,
    );
    await screen.findByRole('img', { name: 'The image could not be loaded' });
  });

  it('lists file names as links that download through the client', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const mem = uploadProvider();
    render(
      <UploadWrapper provider={mem.provider}>
        <FileCell value="wl/2026/a1.pdf,wl/2026/b2.xlsx" record={record} field={uploadField('f', { format: 'file' })} />
      </UploadWrapper>,
    );
    expect(screen.getByRole('button', { name: /a1\.pdf/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /b2\.xlsx/ }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(mem.fetches()).toEqual(['wl/2026/b2.xlsx']);
    click.mockRestore();
  });

  it("says 'File download failed' when the file cannot be fetched", async () => {
    const mem = uploadProvider();
    mem.mem.failWith(Object.assign(new Error('gone'), { status: 404 }));
    render(
      <UploadWrapper provider={mem.provider} lang="en">
        <FileCell value="wl/x.pdf" record={record} field={uploadField('f')} />
      </UploadWrapper>,
    );
    fireEvent.click(screen.getByRole('button', { name: /x\.pdf/ }));
    await screen.findByText('File download failed');
  });

  it('render nothing for an empty value', () => {
    const mem = uploadProvider();
    const view = render(
      <UploadWrapper provider={mem.provider}>
        <ImageCell value="" record={record} field={uploadField('p')} />
        <FileCell value={null} record={record} field={uploadField('f')} />
      </UploadWrapper>,
    );
    expect(view.container.textContent).toBe('');
    expect(images()).toEqual([]);
  });
});
