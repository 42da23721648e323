// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fileNameOf, isJpgOrPng, splitPaths, takesSeveralFiles, uploadBiz, uploadLimit } from './upload-rules.ts';
import { files, JPG_HEAD, PNG_HEAD, uploadField } from './upload-test-fixtures.tsx';

describe('isJpgOrPng', () => {
  it('takes jpg and png by type and content', async () => {
    expect(await isJpgOrPng(files.png())).toBe(true);
    expect(await isJpgOrPng(files.jpg())).toBe(true);
    expect(await isJpgOrPng(new File([JPG_HEAD], 'x.jpeg', { type: 'image/jpeg' }))).toBe(true);
    // no type from the browser: the extension decides, the content must agree
    expect(await isJpgOrPng(new File([PNG_HEAD], 'x.PNG'))).toBe(true);
    expect(await isJpgOrPng(new File([PNG_HEAD], 'x.bin'))).toBe(false);
  });

  it('refuses other images, documents, text and disguised files', async () => {
    expect(await isJpgOrPng(files.gif())).toBe(false);
    expect(await isJpgOrPng(files.pdf())).toBe(false);
    expect(await isJpgOrPng(files.text())).toBe(false);
    expect(await isJpgOrPng(new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }))).toBe(false);
    expect(await isJpgOrPng(new File(['<script>'], 'x.png', { type: 'image/png' }))).toBe(false);
    expect(await isJpgOrPng(new File([PNG_HEAD], 'x.jpg', { type: 'image/jpeg' }))).toBe(true); // either image kind
    expect(await isJpgOrPng(new File([], 'empty.png', { type: 'image/png' }))).toBe(false);
  });
});

describe('field options', () => {
  it('limits by x-options.max, then x-items.max; 0 or absent is unlimited; single is 1', () => {
    expect(uploadLimit(uploadField('a', { options: { max: 3 } }), true)).toBe(3);
    expect(uploadLimit(uploadField('a', { items: { max: 4 } }), true)).toBe(4);
    expect(uploadLimit(uploadField('a', { options: { max: 0 } }), true)).toBe(0);
    expect(uploadLimit(uploadField('a'), true)).toBe(0);
    expect(uploadLimit(uploadField('a', { options: { max: 5 } }), false)).toBe(1);
    expect(uploadLimit(undefined, true)).toBe(0);
  });

  it('several files with multi, multiple or a max above 1', () => {
    expect(takesSeveralFiles(uploadField('a', { options: { multi: true } }))).toBe(true);
    expect(takesSeveralFiles(uploadField('a', { multiple: true }))).toBe(true);
    expect(takesSeveralFiles(uploadField('a', { options: { max: 2 } }))).toBe(true);
    expect(takesSeveralFiles(uploadField('a', { options: { max: 1 } }))).toBe(false);
    expect(takesSeveralFiles(uploadField('a'))).toBe(false);
  });

  it('uploads into x-options.biz or temp', () => {
    expect(uploadBiz(uploadField('a', { options: { biz: 'wl_vehicle' } }))).toBe('wl_vehicle');
    expect(uploadBiz(uploadField('a'))).toBe('temp');
  });
});

describe('paths', () => {
  it('splits comma-joined values and arrays', () => {
    expect(splitPaths(' a/1.png , a/2.png,,')).toEqual(['a/1.png', 'a/2.png']);
    expect(splitPaths(['x'])).toEqual(['x']);
    expect(splitPaths(null)).toEqual([]);
  });

  it("names a file by the path's last segment", () => {
    expect(fileNameOf('temp/2026/01/02/ab12.pdf')).toBe('ab12.pdf');
    expect(fileNameOf('https://cdn.example.com/a/My%20photo.png?x=1')).toBe('My photo.png');
    expect(fileNameOf('plain.txt')).toBe('plain.txt');
  });
});
