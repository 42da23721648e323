// Rich-text fields (`format: 'richtext'`) are sanitised by the server on add and edit, whatever the
// client sent: a fixture entity with a richtext body (generated into a temp folder, as
// new-entity.test.ts does) gets scripts, event handlers, javascript: links and iframes posted, and
// the stored row, read straight from the table, holds only the allowed markup.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { generateWithFixtures, type GeneratedFixture } from './helpers/generated-fixture.ts';
import { addOk, type Rec } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let generated: GeneratedFixture;

beforeAll(async () => {
  generated = await generateWithFixtures({ 'zz_article.json': 'fixtures/zz_article.json' });
});
afterAll(() => generated.remove());

const DIRTY =
  '<h2 onclick="steal()">News</h2><p>Hello <strong>world</strong><script>alert(document.cookie)</script></p>' +
  '<img src="jeditor/2026/11/23/0123456789abcdef0123456789abcdef.png" onerror="alert(1)" />' +
  '<a href="javascript:alert(1)">click</a> <a href="https://example.com" target="_blank">site</a>' +
  '<iframe src="https://evil.example"></iframe><style>p{display:none}</style>';
const CLEAN =
  '<h2>News</h2><p>Hello <strong>world</strong></p>' +
  '<img src="jeditor/2026/11/23/0123456789abcdef0123456789abcdef.png" />' +
  '<a rel="noopener noreferrer">click</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>';

describe.each(DIALECTS)('rich text on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect, ...generated });
  });
  afterAll(async () => t?.close());

  const stored = async (id: string) =>
    (await t.db.selectFrom('zz_article').select('body').where('id', '=', id).executeTakeFirstOrThrow()).body;

  it('stores a posted body sanitised on add, and answers the sanitised value', async () => {
    const a = await addOk(t, '/zz/article', { headline: 'Add', body: DIRTY });
    expect(await stored(a.id)).toBe(CLEAN);
    const read = await t.get<Rec>('/zz/article/queryById', { id: a.id });
    expect(read.body.result.body).toBe(CLEAN);
  });

  it('sanitises again on edit', async () => {
    const a = await addOk(t, '/zz/article', { headline: 'Edit', body: '<p>first</p>' });
    const edited = await t.put<Rec>('/zz/article/edit', {
      id: a.id,
      version: a.version,
      body: '<p onmouseover="x()">second<img src=x onerror=alert(1)><svg><script>alert(2)</script></svg></p>',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await stored(a.id)).toBe('<p>second<img src="x" /></p>');
  });

  it('keeps a clean body as it was and leaves plain text fields alone', async () => {
    const body = '<p style="text-align:center">Centered <em>text</em></p><ul><li>one</li></ul>';
    const a = await addOk(t, '/zz/article', { headline: '<b>not rich</b>', body });
    expect(await stored(a.id)).toBe(body);
    expect(a.headline).toBe('<b>not rich</b>');
  });
});
