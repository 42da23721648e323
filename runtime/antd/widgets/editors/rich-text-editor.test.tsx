// @vitest-environment jsdom
import '../../test-dom.ts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryProvider } from '../../../react/test-fixtures.tsx';
import { makeField, renderWidget, stubTextLayout } from './editor-test-kit.tsx';
import { isRichTextImage } from './rich-text-image.ts';
import { richTextImageSrc } from './rich-text-src.ts';
import { RichTextWidget } from './rich-text-widget.tsx';

// ProseMirror measures the selection; jsdom has no layout.
beforeAll(() => {
  stubTextLayout();
  document.elementFromPoint = () => null;
  // jsdom has no object URLs: hand out numbered blob: addresses and remember each one's blob
  let count = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:rich-text/${++count}`;
    objectUrls.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

const objectUrls = new Map<string, Blob>();
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
const field = makeField('body', { format: 'richtext', sqlType: 'text' });
const editable = () => screen.findByRole('textbox');

describe('isRichTextImage', () => {
  it('takes jpg, png and gif only', () => {
    expect(isRichTextImage({ name: 'a.JPG', type: 'image/jpeg' })).toBe(true);
    expect(isRichTextImage({ name: 'a.gif', type: '' })).toBe(true);
    expect(isRichTextImage({ name: 'a.webp', type: 'image/webp' })).toBe(false);
    expect(isRichTextImage({ name: 'a.png', type: 'text/html' })).toBe(false);
    expect(isRichTextImage({ name: 'a.svg', type: 'image/svg+xml' })).toBe(false);
  });
});

describe('richTextImageSrc', () => {
  it('cuts an address of the static route down to the stored path and keeps others', () => {
    expect(richTextImageSrc('/jeecg-boot/sys/common/static/jeditor/2026/11/23/a.png')).toBe('jeditor/2026/11/23/a.png');
    expect(richTextImageSrc('http://h:8080/jeecg-boot/sys/common/static//temp/b.gif#x')).toBe('temp/b.gif');
    expect(richTextImageSrc('jeditor/2026/11/23/a.png')).toBe('jeditor/2026/11/23/a.png');
    expect(richTextImageSrc('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(richTextImageSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(richTextImageSrc('')).toBeNull();
  });
});

describe('RichTextWidget (format richtext)', () => {
  it('loads the editor on demand, 300 px high, with the stored HTML and a labelled toolbar', async () => {
    renderWidget(RichTextWidget, field, { value: '<p>Hello <strong>world</strong></p>' });
    // React.lazy: the placeholder shows until the tiptap chunk is loaded
    expect(screen.getByText('编辑器加载中…')).toBeTruthy();
    const box = await editable();
    expect(box.innerHTML).toContain('<strong>world</strong>');
    expect(screen.getByTestId('rich-text-editor').style.height).toBe('300px');
    for (const label of [
      '加粗',
      '斜体',
      '下划线',
      '删除线',
      '标题 1',
      '无序列表',
      '有序列表',
      '引用',
      '代码块',
      '链接',
      '上传图片',
      '撤销',
      '重做',
    ])
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
  });

  it('labels the toolbar in English', async () => {
    renderWidget(RichTextWidget, field, { lang: 'en' });
    await editable();
    expect(screen.getByRole('button', { name: 'Bold' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload image' })).toBeTruthy();
  });

  it('makes the selection bold from the toolbar and emits the HTML', async () => {
    const view = renderWidget(RichTextWidget, field, { value: '<p>Hello</p>' });
    const box = await editable();
    // select the whole text with the editor's Ctrl+A (jsdom cannot drag a selection)
    fireEvent.focus(box);
    const bold = screen.getByRole('button', { name: '加粗' });
    await act(async () => {
      fireEvent.keyDown(box, { key: 'a', ctrlKey: true });
    });
    await act(async () => {
      fireEvent.click(bold);
    });
    await waitFor(() => expect(view.last()).toBe('<p><strong>Hello</strong></p>'));
    await waitFor(() => expect(screen.getByRole('button', { name: '加粗' }).getAttribute('aria-pressed')).toBe('true'));
  });

  it('uploads a picked image with biz jeditor, stores its path and shows the picked file', async () => {
    const mem = memoryProvider();
    const view = renderWidget(RichTextWidget, field, { value: '<p>x</p>', provider: mem.provider });
    await editable();
    const file = new File(['png'], 'photo.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(screen.getByTestId('rich-text-image-input'), { target: { files: [file] } });
    });
    await waitFor(() =>
      expect(mem.calls.find((c) => c.op === 'upload')?.arg).toEqual({ name: 'photo.png', biz: 'jeditor' }),
    );
    // the HTML keeps the stored path, not an address of the token-protected static route
    await waitFor(() => expect(String(view.last())).toContain('<img src="jeditor/photo.png" alt="photo.png">'));
    // the node view shows it from an object URL of the file just uploaded (seeded, so no fetch)
    const img = await screen.findByAltText('photo.png');
    await waitFor(() => expect(img.getAttribute('src')).toMatch(/^blob:rich-text\//));
    expect(objectUrls.get(img.getAttribute('src')!)).toBe(file);
    expect(img.getAttribute('data-path')).toBe('jeditor/photo.png');
    expect(mem.calls.some((c) => c.op === 'fetchFile')).toBe(false);
  });

  it('fetches a stored image with the session and shows it from an object URL', async () => {
    const mem = memoryProvider();
    renderWidget(RichTextWidget, field, {
      value: '<p>a</p><img src="jeditor/2026/11/23/abc.png" alt="chart">',
      provider: mem.provider,
    });
    const img = await screen.findByAltText('chart');
    await waitFor(() => expect(img.getAttribute('src')).toMatch(/^blob:rich-text\//));
    expect(mem.calls.filter((c) => c.op === 'fetchFile').map((c) => c.arg)).toEqual(['jeditor/2026/11/23/abc.png']);
    expect(await blobText(objectUrls.get(img.getAttribute('src')!)!)).toBe('content of jeditor/2026/11/23/abc.png');
  });

  it('reads an old full static address back as the stored path', async () => {
    const mem = memoryProvider();
    const view = renderWidget(RichTextWidget, field, {
      value:
        '<p>a</p><img src="/jeecg-boot/sys/common/static/jeditor/2026/11/23/old.png" alt="old">' +
        '<img src="https://erp.example.com/jeecg-boot/sys/common/static/jeditor/a.gif?t=1" alt="abs">',
      provider: mem.provider,
    });
    const box = await editable();
    await waitFor(() => expect(screen.getByAltText('abs').getAttribute('src')).toMatch(/^blob:/));
    expect(screen.getByAltText('old').getAttribute('data-path')).toBe('jeditor/2026/11/23/old.png');
    await waitFor(() => expect(screen.getByAltText('old').getAttribute('src')).toMatch(/^blob:/));
    const fetched = mem.calls.filter((c) => c.op === 'fetchFile').map((c) => String(c.arg));
    expect(fetched.sort()).toEqual(['jeditor/2026/11/23/old.png', 'jeditor/a.gif']);
    // an edit emits the HTML with the stored paths
    fireEvent.focus(box);
    await act(async () => {
      fireEvent.keyDown(box, { key: 'a', ctrlKey: true });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '加粗' }));
    });
    const html = String(view.last());
    expect(html).toContain(
      '<p><strong>a</strong></p><img src="jeditor/2026/11/23/old.png" alt="old"><img src="jeditor/a.gif" alt="abs">',
    );
    expect(html).not.toContain('sys/common/static');
  });

  it('shows http(s) images directly, without fetching', async () => {
    const mem = memoryProvider();
    renderWidget(RichTextWidget, field, {
      value: '<img src="https://cdn.example.com/a.png" alt="cdn">',
      provider: mem.provider,
    });
    const img = await screen.findByAltText('cdn');
    expect(img.getAttribute('src')).toBe('https://cdn.example.com/a.png');
    expect(mem.calls.some((c) => c.op === 'fetchFile')).toBe(false);
  });

  it('refuses a file that is not jpg, png or gif without uploading', async () => {
    const mem = memoryProvider();
    renderWidget(RichTextWidget, field, { provider: mem.provider });
    await editable();
    const file = new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' });
    fireEvent.change(screen.getByTestId('rich-text-image-input'), { target: { files: [file] } });
    await screen.findByText('只能上传 jpg、png、gif 格式的图片');
    expect(mem.calls.some((c) => c.op === 'upload')).toBe(false);
  });

  it('asks for a link address in the prompt dialog and accepts http(s) only', async () => {
    const view = renderWidget(RichTextWidget, field, { value: '<p>Docs</p>' });
    const box = await editable();
    fireEvent.focus(box);
    await act(async () => {
      fireEvent.keyDown(box, { key: 'a', ctrlKey: true });
    });
    fireEvent.click(screen.getByRole('button', { name: '链接' }));
    const address = await screen.findByPlaceholderText('https://');
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByText('确定').closest('button')!);
    await screen.findByText('请输入以http和https开头的网址');
    fireEvent.change(address, { target: { value: 'https://example.com/docs' } });
    fireEvent.click(screen.getByText('确定').closest('button')!);
    await waitFor(() =>
      expect(String(view.last())).toContain(
        '<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/docs">Docs</a>',
      ),
    );
  });

  it('emits undefined when the text is removed', async () => {
    const view = renderWidget(RichTextWidget, field, { value: '<p>Hi</p>' });
    const box = await editable();
    fireEvent.focus(box);
    await act(async () => {
      fireEvent.keyDown(box, { key: 'a', ctrlKey: true });
      fireEvent.keyDown(box, { key: 'Backspace' });
    });
    await waitFor(() => expect(view.emitted.length).toBeGreaterThan(0));
    expect(view.last()).toBeUndefined();
  });
});
