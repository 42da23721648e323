// @vitest-environment jsdom
import '../../test-dom.ts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldDef, Lang } from '../../../core/registry.ts';
import { ImageUpload, ImageWidget } from './image-upload.tsx';
import {
  files,
  pick,
  renderUploadWidget,
  uploadField,
  uploadProvider,
  UploadWrapper,
  uploadsStarted,
  type UploadMemory,
} from './upload-test-fixtures.tsx';

afterEach(cleanup);

function setup({
  value,
  lang,
  field = uploadField('photo', { format: 'image' }),
  extra = {},
}: { value?: string; lang?: Lang; field?: FieldDef; extra?: object } = {}) {
  return renderUploadWidget(ImageWidget, { field, value, lang, props: extra });
}

const thumbnails = () => [...document.querySelectorAll<HTMLImageElement>('img')].map((img) => img.getAttribute('src'));

async function expectRefused(mem: UploadMemory, text: string) {
  await screen.findByText(text);
  expect(mem.uploads).toHaveLength(0);
  expect(document.querySelectorAll('[role=listitem]')).toHaveLength(0);
}

describe('image widget', () => {
  it('uploads a png through the provider into the field biz and emits the stored path', async () => {
    const { mem, onChange, view } = setup({
      field: uploadField('photo', { format: 'image', options: { biz: 'wl_vehicle' } }),
    });
    await pick(view.container, files.png());
    await uploadsStarted(mem, 1);
    expect(mem.uploads[0]).toMatchObject({ name: 'photo.png', biz: 'wl_vehicle' });
    await mem.uploads[0].succeed('wl_vehicle/2026/01/02/a1.png');
    expect(onChange).toHaveBeenCalledWith('wl_vehicle/2026/01/02/a1.png');
    // shown from the file just uploaded: no fetch of the stored path
    await waitFor(() => expect(thumbnails()).toHaveLength(1));
    expect(thumbnails()[0]).toMatch(/^blob:/);
    expect(mem.fetches()).toEqual([]);
    // one picture: the trigger is gone
    expect(view.container.querySelector('input[type=file]')).toBeNull();
  });

  it('takes a jpg, with the default biz temp', async () => {
    const mem = uploadProvider();
    const onChange = vi.fn();
    const view = render(
      <UploadWrapper provider={mem.provider}>
        <ImageUpload onChange={onChange} />
      </UploadWrapper>,
    );
    await pick(view.container, files.jpg());
    await uploadsStarted(mem, 1);
    expect(mem.uploads[0]).toMatchObject({ name: 'photo.jpg', biz: 'temp' });
    await mem.uploads[0].succeed('temp/x.jpg');
    expect(onChange).toHaveBeenCalledWith('temp/x.jpg');
  });

  it.each([
    ['a gif', files.gif()],
    ['a pdf', files.pdf()],
    ['a text file', files.text()],
    ['text named .png', new File(['<html>not a png</html>'], 'fake.png', { type: 'image/png' })],
    ['a webp', new File(['RIFF....WEBP'], 'x.webp', { type: 'image/webp' })],
  ])('refuses %s before uploading with 请上传图片', async (_label, file) => {
    const { mem, onChange, view } = setup();
    await pick(view.container, file);
    await expectRefused(mem, '请上传图片');
    expect(onChange).not.toHaveBeenCalled();
  });

  it("says 'Please upload an image' in English", async () => {
    const { mem, view } = setup({ lang: 'en' });
    await pick(view.container, files.pdf());
    await expectRefused(mem, 'Please upload an image');
  });

  it('shows progress, then the failure with the server message and no value', async () => {
    const { mem, onChange, view } = setup();
    await pick(view.container, files.png('big.png'));
    await uploadsStarted(mem, 1);
    await mem.uploads[0].progress(40);
    const card = screen.getByRole('listitem', { name: 'big.png' });
    expect(card.dataset.status).toBe('uploading');
    expect(card.textContent).toContain('上传中');
    expect(card.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow')).toBe('40');
    await mem.uploads[0].fail('文件大小超过限制（最大 10 MB）');
    await waitFor(() => expect(card.dataset.status).toBe('error'));
    expect(card.textContent).toContain('上传失败');
    fireEvent.mouseEnter(screen.getByText('上传失败'));
    await screen.findByText('文件大小超过限制（最大 10 MB）');
    await screen.findByText('big.png 上传失败');
    expect(onChange).not.toHaveBeenCalled();
    // removing the failed picture leaves the field as it was (empty): nothing to emit
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the stored image of a record being edited, fetched with the session, and removes it', async () => {
    const { mem, onChange } = setup({ value: 'wl_vehicle/2025/12/01/old.png' });
    await waitFor(() => expect(thumbnails()).toEqual([expect.stringMatching(/^blob:/)]));
    expect(mem.fetches()).toEqual(['wl_vehicle/2025/12/01/old.png']);
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(onChange).toHaveBeenCalledWith(undefined);
    expect(document.querySelector('input[type=file]')).not.toBeNull();
  });

  it('opens the preview from the preview button', async () => {
    setup({ value: 'temp/a.png', lang: 'en' });
    await waitFor(() => expect(thumbnails()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(document.querySelector('.ant-image-preview')).not.toBeNull());
  });

  it('is read-only when disabled: the picture without trigger or remove', async () => {
    const { mem } = setup({ value: 'temp/a.png', extra: { disabled: true } });
    await waitFor(() => expect(thumbnails()).toHaveLength(1));
    expect(document.querySelector('input[type=file]')).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.getByRole('button', { name: '预览' })).toBeTruthy();
    expect(mem.uploads).toHaveLength(0);
  });
});
