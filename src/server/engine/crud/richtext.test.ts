import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../../../runtime/core/registry.ts';
import { codecFor, ValueError } from './field-codec.ts';
import { sanitizeRichText as clean } from './richtext.ts';

describe('sanitizeRichText', () => {
  it('keeps the editor formatting', () => {
    const html =
      '<h2>Title</h2><p style="text-align:center">A <strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p>' +
      '<ul><li>one</li></ul><ol start="3"><li>two</li></ol><blockquote>q</blockquote>' +
      '<pre><code>let x = 1;</code></pre><table><tbody><tr><th colspan="2">h</th></tr><tr><td>c</td></tr></tbody></table>';
    expect(clean(html)).toBe(html);
  });

  it('keeps http(s) and relative images, and links with rel noopener', () => {
    expect(clean('<img src="https://cdn.example.com/a.png" alt="a" />')).toBe(
      '<img src="https://cdn.example.com/a.png" alt="a" />',
    );
    expect(clean('<img src="jeditor/2026/11/23/abc.png" />')).toBe('<img src="jeditor/2026/11/23/abc.png" />');
    expect(clean('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="mailto:a@b.cn" target="_top" rel="opener">m</a>')).toBe(
      '<a href="mailto:a@b.cn" rel="noopener noreferrer">m</a>',
    );
  });

  it.each([
    ['<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['<img src="x.png" onerror="alert(1)" />', '<img src="x.png" />'],
    ['<p onclick="alert(1)" onmouseover="x()">t</p>', '<p>t</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="JaVaScRiPt&#58;alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href=" java\tscript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=" />', '<img />'],
    ['<img src="//evil.example/x.png" />', '<img />'],
    ['<iframe src="https://evil.example"></iframe><p>k</p>', '<p>k</p>'],
    ['<style>body{display:none}</style><p>k</p>', '<p>k</p>'],
    ['<p style="background:url(javascript:alert(1));text-align:left">k</p>', '<p style="text-align:left">k</p>'],
    ['<svg><script>alert(1)</script></svg><p>k</p>', '<p>k</p>'],
    ['<form action="x"><input name="a" /></form><p>k</p>', '<p>k</p>'],
    ['<object data="x.swf"></object><embed src="y" />k', 'k'],
  ])('strips %s', (dirty, expected) => {
    expect(clean(dirty)).toBe(expected);
  });
});

describe('the codec of a richtext field', () => {
  const field = (maxLength?: number): FieldDef =>
    ({ name: 'body', type: 'string', format: 'richtext', title: { zh: '正文', en: 'Body' }, maxLength }) as FieldDef;

  it('sanitises on the way to the database', () => {
    expect(codecFor(field(), 'sqlite').toDb('<p>hi</p><script>x</script>')).toBe('<p>hi</p>');
    expect(codecFor(field(), 'postgres').toDb(null)).toBeNull();
  });

  it('refuses a value the escaping made longer than maxLength', () => {
    expect(() => codecFor(field(8), 'sqlite').toDb('a & b & c')).toThrow(ValueError);
    expect(codecFor(field(20), 'sqlite').toDb('a & b')).toBe('a &amp; b');
  });

  it('leaves other text fields alone', () => {
    const plain = { ...field(), format: undefined } as FieldDef;
    expect(codecFor(plain, 'sqlite').toDb('<script>x</script>')).toBe('<script>x</script>');
  });
});
