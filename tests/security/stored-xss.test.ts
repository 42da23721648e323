// Stored and reflected XSS over HTTP: the real rich-text fields (announcement content) are stored
// sanitised; plain text fields keep markup as data and travel only as JSON (application/json with
// nosniff, never text/html); a script in a URL or parameter is not reflected into the SPA page.
// (The sanitiser itself is tested in tests/integration/richtext-sanitise.test.ts; formula-looking
// cells of exports in export-content.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../integration/helpers/databases.ts';
import { API, startSecurityServer, withQuery, type SecurityServer } from './helpers/server.ts';

const SCRIPT = '<script>alert(document.cookie)</script>';
const IMG = '<img src=x onerror=alert(1)>';

describe.each(DIALECTS)('stored and reflected XSS on %s', (dialect) => {
  let s: SecurityServer;
  beforeAll(async () => {
    s = await startSecurityServer(dialect);
  });
  afterAll(async () => s?.close());

  it('announcement content (rich text) is stored and answered without scripts or handlers', async () => {
    const r = await s.http('POST', `${API}/sys/annountCement/add`, {
      token: s.t.token,
      body: {
        title: `XSS ${SCRIPT}`,
        msgCategory: '1',
        msgType: 'ALL',
        sendType: 'system',
        priority: 'H',
        content: `<p>Hi</p>${SCRIPT}${IMG}<a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>`,
      },
    });
    expect(r.status, r.text).toBe(200);
    const id = (r.json?.result as { id: string }).id;
    const row = await s.t.db.selectFrom('sys_announcement').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const content = String(row.content);
    expect(content).toContain('<p>Hi</p>');
    expect(content).not.toMatch(/<script|onerror|javascript:|<iframe/i);
    const read = await s.http('GET', `${API}/sys/annountCement/queryById?id=${id}`, { token: s.t.token });
    expect(String((read.json?.result as { content: string }).content)).not.toMatch(/<script|onerror|javascript:/i);
    // The title is plain text: kept as data, answered as JSON only.
    expect((read.json?.result as { title: string }).title).toBe(`XSS ${SCRIPT}`);
    expect(String(read.headers['content-type'])).toMatch(/^application\/json/);
    expect(read.headers['x-content-type-options']).toBe('nosniff');
  });

  it('plain text with markup is data in JSON, in lists, errors and by id', async () => {
    const add = await s.http('POST', `${API}/wl/site/add`, {
      token: s.t.token,
      body: { siteName: `${IMG}${SCRIPT}`.slice(0, 50), type: 0, siteMode: 0, address: SCRIPT },
    });
    expect(add.status, add.text).toBe(200);
    const answers = [
      await s.http('GET', `${API}/wl/site/list`, { token: s.t.token }),
      await s.http('GET', withQuery(`${API}/wl/site/list`, [['column', SCRIPT]]), { token: s.t.token }),
      await s.http('GET', `${API}/no/${encodeURIComponent(SCRIPT)}`, { token: s.t.token }),
      await s.http('GET', `${API}/sys/dict/getDictItems/${encodeURIComponent(SCRIPT)}`, { token: s.t.token }),
    ];
    for (const r of answers) {
      expect(String(r.headers['content-type']), r.text.slice(0, 100)).toMatch(/^application\/json/);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.json, 'a JSON body').toBeDefined();
    }
    // Stored as sent, returned as a JSON string (the SPA renders it as text).
    const records = (answers[0]!.json?.result as { records: { siteName: string; address: string }[] }).records;
    expect(records.map((x) => x.address)).toContain(SCRIPT);
  });

  it('a script in a client route or its query is not reflected into the SPA page', async () => {
    for (const path of [
      `/${encodeURIComponent(SCRIPT)}`,
      `/dashboard?x=${encodeURIComponent(SCRIPT)}`,
      `/a"><script>alert(1)</script>`,
      `/?redirect=javascript:alert(1)`,
    ]) {
      const r = await s.http('GET', path, { unsigned: true });
      expect(r.status, path).toBeLessThan(500);
      expect(r.text, path).not.toContain('alert(');
      if (r.status === 200) expect(String(r.headers['content-type'])).toMatch(/text\/html/);
    }
  });
});
