// Round trips through the generated typed clients, from Node over a real socket (runtime/http/node-client.ts),
// as README.md "Use the typed client from Node" shows: a row sent back through edit exactly as list or
// get returned it (its `_dictText` labels, `hasChild`, standard and read-only keys) is saved, while an
// unknown key is still refused; a schema default fills a field add leaves out; detail rows, workflow
// actions and the export have typed methods.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivedKeys } from '../../runtime/core/round-trip.ts';
import type { HttpError } from '../../runtime/http/errors.ts';
import { createNodeClient, type NodeClient } from '../../runtime/http/node-client.ts';
import {
  registry,
  routeSchemas,
  sysUserClient,
  wlDriverAnnouncementClient,
  wlFleetClient,
  wlFreightTemplateClient,
  wlSiteClient,
} from '../../src/generated/index.ts';
import { DIALECTS } from './helpers/databases.ts';
import { signSecretOf } from './helpers/signing.ts';
import { ADMIN_PASSWORD, API, startTestApp, type TestApp } from './helpers/test-app.ts';

const root = resolve(import.meta.dirname, '../..');

/** The TypeScript example of README.md's "Use the typed client from Node", imports made absolute. */
function readmeExample(): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.split('## Use the typed client from Node')[1] ?? '';
  const code = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
  if (!code) throw new Error('README.md: no ts example under "Use the typed client from Node"');
  return code.replace(/from '\.\/([^']+)'/g, (_, rel: string) => `from '${pathToFileURL(join(root, rel)).href}'`);
}

describe.each(DIALECTS)('typed clients from Node on %s', (dialect) => {
  let t: TestApp;
  let client: NodeClient;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp({ dialect });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    client = createNodeClient({ baseUrl: `${base}${API}`, signSecret: signSecretOf(t.app), registry });
    await client.login('admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
  });

  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => {
        throw new Error('expected a refusal');
      },
      (e: HttpError) => e,
    );

  it('sends back a site and a fleet exactly as list returned them (dict and reference labels)', async () => {
    const sites = wlSiteClient(client.dp);
    const fleets = wlFleetClient(client.dp);
    const parent = await sites.add({ siteName: '华东总部', type: 1, siteMode: 1 });
    const child = await sites.add({ siteName: '杭州网点', type: 2, siteMode: 1, parentId: parent.id });
    await fleets.add({ name: '一队', siteId: child.id, manager: '王' });

    const siteRow = (await sites.list({ siteName: '杭州网点' })).records[0];
    expect(siteRow).toMatchObject({ parentId_dictText: '华东总部', siteMode_dictText: expect.any(String) });
    const saved = await sites.edit(siteRow);
    expect(saved.version).toBe(siteRow.version + 1);
    expect(saved.siteName).toBe('杭州网点');

    const fleetRow = (await fleets.list()).records[0];
    expect(fleetRow.siteId_dictText).toBe('杭州网点');
    expect(fleetRow.createBy).toBe('admin');
    const renamed = await fleets.edit({ ...fleetRow, name: '二队' });
    expect(renamed).toMatchObject({ name: '二队', siteId: child.id, siteId_dictText: '杭州网点', version: 2 });
    // what get returns goes back as well
    const again = await fleets.edit({ ...(await fleets.get(fleetRow.id)), manager: '李' });
    expect(again).toMatchObject({ manager: '李', version: 3 });
    // a derived key is ignored, never written: a changed label changes nothing
    const ignored = await fleets.edit({ ...again, siteId_dictText: '别处', createBy: 'someone' });
    expect(ignored).toMatchObject({ siteId_dictText: '杭州网点', createBy: 'admin' });
  });

  it("runs README.md's example: list -> edit the row as returned, add a user without status", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'readme-example-'));
    const file = join(dir, 'example.ts');
    writeFileSync(file, readmeExample());
    const env = { API_URL: process.env.API_URL, SIGN_SECRET: process.env.SIGN_SECRET, PW: process.env.ADMIN_PASSWORD };
    Object.assign(process.env, { API_URL: `${base}${API}`, SIGN_SECRET: signSecretOf(t.app), ADMIN_PASSWORD });
    try {
      await import(/* @vite-ignore */ pathToFileURL(file).href);
    } finally {
      for (const [k, v] of Object.entries({
        API_URL: env.API_URL,
        SIGN_SECRET: env.SIGN_SECRET,
        ADMIN_PASSWORD: env.PW,
      }))
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      rmSync(dir, { recursive: true, force: true });
    }
    const site = await t.db
      .selectFrom('wl_site')
      .select(['person', 'version'])
      .orderBy('create_time', 'desc')
      .execute();
    expect(site.some((s) => s.person === '张三' && Number(s.version) > 1)).toBe(true);
    const ops = await t.db
      .selectFrom('sys_user')
      .select('status')
      .where('username', '=', 'ops_desk')
      .executeTakeFirst();
    expect(Number(ops?.status)).toBe(0);
  });

  it('sends back a tree row of rootList with hasChild', async () => {
    const root = (await client.dp.rootList<{ siteName: string; hasChild: boolean; id: string; version: number }>(
      'wl_site',
      { siteName: '华东总部' },
    )) as { records: { siteName: string; hasChild: boolean; id: string; version: number }[] };
    const row = root.records[0];
    expect(row.hasChild).toBe(true);
    const saved = await wlSiteClient(client.dp).edit(row);
    expect(saved.version).toBe(row.version + 1);
  });

  it('add needs the required fields at compile time (tsc checks these lines), not those with a default', () => {
    const fleets = wlFleetClient(client.dp);
    const users = sysUserClient(client.dp);
    // @ts-expect-error siteId is required on add
    const noSite = () => fleets.add({ name: '三队' });
    // status and roleType have defaults: left out without an error
    const noStatus = () => users.add({ username: 'typed_only', realname: 'T', password: 'It#User2026' });
    // @ts-expect-error an unknown field is refused by the type as by the server
    const unknown = () => fleets.add({ name: '三队', siteId: 'x', bogus: 1 });
    expect([noSite, noStatus, unknown].every((f) => typeof f === 'function')).toBe(true);
  });

  it('still refuses a key that is neither a field nor one the server emits', async () => {
    const fleets = wlFleetClient(client.dp);
    const row = (await fleets.list()).records[0];
    const err = await refusal(fleets.edit({ ...row, bogus: 1 } as typeof row));
    expect(err.status).toBe(400);
    expect(err.message).toContain('未知字段: bogus');
    // a label key of a field the entity does not have is unknown too
    const other = await refusal(fleets.edit({ ...row, nameX_dictText: 'x' } as typeof row));
    expect(other.message).toContain('未知字段: nameX_dictText');
    expect((await fleets.get(row.id)).version).toBe(row.version);
  });

  it('adds a user without status: the schema default 0 is filled in', async () => {
    const users = sysUserClient(client.dp);
    const user = await users.add({ username: 'no_status', realname: '无状态', password: 'It#User2026' });
    expect(user.status).toBe(0);
    const stored = await t.db.selectFrom('sys_user').select('status').where('id', '=', user.id).executeTakeFirst();
    expect(Number(stored?.status)).toBe(0);
    // and the user's list row (labels, read-only fields) goes back through edit
    const row = (await users.list({ username: 'no_status' })).records[0];
    expect(row.status_dictText).toBeTruthy();
    const saved = await users.edit({ ...row, realname: '有状态' });
    expect(saved).toMatchObject({ realname: '有状态', status: 0, version: row.version + 1 });
  });

  it('saves and reads detail rows, runs a workflow action and exports through typed methods', async () => {
    const templates = wlFreightTemplateClient(client.dp);
    const tpl = await templates.add({
      name: '标准',
      freightList: [
        { startWeight: 0, endWeight: 10, price: 12.5 },
        { startWeight: 10, price: 8 },
      ],
    });
    const tiers = await templates.details.freightList(tpl.id);
    expect(tiers.map((r) => r.price)).toEqual([12.5, 8]);
    expect(tiers[0].templateId_dictText).toBe('标准');
    // the master and its tiers as read go back unchanged
    const kept = await templates.edit({ ...(await templates.get(tpl.id)), freightList: tiers });
    expect(kept.version).toBe(tpl.version + 1);
    expect((await templates.details.freightList(tpl.id)).map((r) => r.id)).toEqual(tiers.map((r) => r.id));

    const notices = wlDriverAnnouncementClient(client.dp);
    const notice = await notices.add({ title: '春节安排' });
    expect(notice.status).toBe('0');
    const published = await notices.actions.publish({ id: notice.id, version: notice.version, note: '发' });
    expect(published).toMatchObject({ status: '1', version: notice.version + 1 });

    const book = await templates.exportXls({ name: '标准' });
    const bytes = Buffer.from(await book.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
  });

  // The default tenant is seeded with tenantNo 0 (src/server/platform/permissions/seed.ts), below the schema's
  // minimum 1: its row is refused whatever is sent, so it is left out here.
  const SEEDED_OUT_OF_RULES = new Set(['sys_tenant']);

  it('every entity: a list row goes back through edit as it is (its keys are all ones the edit body accepts)', async () => {
    const derived = /_dictText$|^hasChild$|^children$/;
    const refused: string[] = [];
    let sent = 0;
    for (const e of Object.values(registry.entities)) {
      if (e.routes !== 'all' || SEEDED_OUT_OF_RULES.has(e.name)) continue;
      const page = await client.dp.getList<Record<string, unknown>>(e.name, { pageSize: 1 });
      const row = page.records[0] as (Record<string, unknown> & { id: string; version: number }) | undefined;
      if (!row) continue;
      const accepted = (routeSchemas[e.name].edit as { properties: Record<string, unknown> }).properties;
      expect(
        Object.keys(row).filter((k) => !(k in accepted)),
        e.name,
      ).toEqual([]);
      for (const k of Object.keys(row).filter((key) => derived.test(key))) expect(derivedKeys(e), e.name).toContain(k);
      const saved = await client.dp.update(e.name, row).catch((err: HttpError) => err);
      if (saved instanceof Error) refused.push(`${e.name}: ${saved.message}`);
      else expect(saved.version, e.name).toBe(row.version + 1);
      sent++;
    }
    expect(refused).toEqual([]);
    expect(sent).toBeGreaterThan(5);
  });
});
