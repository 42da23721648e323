import { describe, expect, it } from 'vitest';
import { declaredExtension, storedExtension } from './file-types.ts';
import { isPlainText, sniff } from './sniff.ts';
import * as f from './test-fixtures.ts';

describe('sniff', () => {
  it.each([
    ['png', f.png()],
    ['jpg', f.jpg()],
    ['gif', f.gif()],
    ['webp', f.webp()],
    ['bmp', f.bmp()],
    ['pdf', f.pdf()],
    ['docx', f.docx()],
    ['xlsx', f.xlsx()],
    ['pptx', f.pptx()],
    ['zip', f.zip({ 'a.txt': 'hello', 'b/c.txt': 'world' })],
    ['doc', f.doc()],
    ['xls', f.xls()],
    ['text', f.csv()],
    ['text', Buffer.from('数量 < 5 and x<3 and a < b are fine\n')],
    ['text', Buffer.from('BMW starts like a bitmap but is text, long enough for a header')],
  ])('recognises %s by content', (kind, data) => {
    expect(sniff(data)).toBe(kind);
  });

  it.each([
    ['empty', Buffer.alloc(0)],
    ['HTML', f.html()],
    ['SVG', f.svg()],
    ['XML', Buffer.from('<?xml version="1.0"?><a/>')],
    ['text hiding a script tag', Buffer.from('hello\n< script>alert(1)</script>')],
    ['text with a closing tag', Buffer.from('fine until </title>')],
    ['text with NUL bytes', Buffer.from('a\u0000b')],
    ['UTF-16 text', Buffer.from('\ufeffhello', 'utf16le')],
    ['invalid UTF-8', Buffer.from([0x61, 0xc3, 0x28])],
    ['an executable', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00])],
    ['a PNG signature without IHDR', Buffer.concat([f.png().subarray(0, 8), Buffer.from('<script>')])],
    ['"BM" without a DIB header', Buffer.concat([Buffer.from('BM'), Buffer.alloc(40, 0xff)])],
    ['a truncated zip', f.docx().subarray(0, 40)],
    ['a macro workbook', f.xlsm()],
    ['an OLE file of another kind', f.ole(['PowerPoint Document'])],
    ['an OLE file with macros', f.ole(['WordDocument', 'Macros'])],
  ])('refuses %s', (_what, data) => {
    expect(sniff(data)).toBeUndefined();
  });

  it('reads plain text strictly', () => {
    expect(isPlainText(Buffer.from('tab\tand lines\r\n'))).toBe(true);
    expect(isPlainText(Buffer.from('bell \u0007'))).toBe(false);
    expect(isPlainText(Buffer.from('<a href="x">'))).toBe(false);
    expect(isPlainText(Buffer.from('<!-- comment -->'))).toBe(false);
  });
});

describe('the extension a file is stored under', () => {
  it('comes from the content, with the declared one only choosing among equivalents', () => {
    expect(storedExtension('jpg', declaredExtension('photo.JPEG'))).toBe('jpg');
    expect(storedExtension('text', declaredExtension('report.csv'))).toBe('csv');
    expect(storedExtension('text', declaredExtension('notes.md'))).toBe('txt');
    expect(storedExtension('png', declaredExtension('blob'))).toBe('png');
    expect(storedExtension('pdf', declaredExtension('.pdf'))).toBe('pdf');
  });

  it('is refused when the declared extension disagrees with the content', () => {
    expect(storedExtension('pdf', declaredExtension('x.png'))).toBeUndefined();
    expect(storedExtension('text', declaredExtension('x.png'))).toBeUndefined();
    expect(storedExtension('png', declaredExtension('x.svg'))).toBeUndefined();
    expect(storedExtension('zip', declaredExtension('x.docx'))).toBeUndefined();
    expect(storedExtension('png', declaredExtension('x.png.exe'))).toBeUndefined();
  });
});
