// The extension API's own rules: composition by module name whatever the registration order, a
// clear start failure for a plugin naming what the registry lacks, and no plugin after the start.
import { describe, expect, it } from 'vitest';
import type { EntityDef, FieldDef } from '../../../../runtime/core/registry.ts';
import type { Ctx } from './context.ts';
import type { EntityModel } from './entity-model.ts';
import { Extensions, type EntityPlugin } from './extensions.ts';

function model(name: string, fields: string[], links: string[] = []): EntityModel {
  const entity = { name, links: links.map((l) => ({ name: l, title: { zh: l, en: l } })) } as unknown as EntityDef;
  return {
    entity,
    fields: new Map(fields.map((f) => [f, { name: f, def: { name: f } as FieldDef }])),
  } as unknown as EntityModel;
}

const models = new Map([
  ['wl_site', model('wl_site', ['siteName', 'type'])],
  ['sys_user', model('sys_user', ['username'], ['selectedroles'])],
]);

const ctx = {} as Ctx;

function tracing(log: string[], module: string): EntityPlugin {
  return {
    module,
    entity: 'wl_site',
    async beforeWrite() {
      log.push(`${module}:beforeWrite`);
    },
    afterCommit() {
      log.push(`${module}:afterCommit`);
    },
  };
}

describe('Extensions', () => {
  it("composes an entity's plugins by module name, whatever the order they were added in", async () => {
    const runs: string[][] = [];
    for (const order of [
      ['notice', 'content', 'parcel'],
      ['parcel', 'notice', 'content'],
    ]) {
      const log: string[] = [];
      const x = new Extensions();
      for (const m of order) x.add(tracing(log, m));
      x.add({ module: 'sys', entity: 'sys_user', extraFields: ['selectedroles'] });
      x.validate(models);
      const ext = x.of('wl_site')!;
      await ext.beforeWrite!(undefined as never, ctx, { op: 'add', id: '1', values: {}, before: null });
      ext.afterCommit!(ctx, []);
      runs.push(log);
    }
    expect(runs[0]).toEqual([
      'content:beforeWrite',
      'notice:beforeWrite',
      'parcel:beforeWrite',
      'content:afterCommit',
      'notice:afterCommit',
      'parcel:afterCommit',
    ]);
    expect(runs[1]).toEqual(runs[0]);
  });

  it("merges the plugins' transitionValues in module-name order (a later module's value wins)", () => {
    const values = (order: string[]) => {
      const x = new Extensions();
      for (const m of order) {
        x.add({ module: m, entity: 'wl_site', transitionValues: () => ({ siteName: m, [`by_${m}`]: true }) });
      }
      x.add({ module: 'sys', entity: 'sys_user', extraFields: ['selectedroles'] });
      x.validate(models);
      const change = { id: '1', action: 'a', from: 0, to: 1, before: {}, fields: {}, note: null };
      return x.of('wl_site')!.transitionValues!(ctx, change);
    };
    expect(values(['transport.stamps', 'transport'])).toEqual({
      siteName: 'transport.stamps',
      by_transport: true,
      'by_transport.stamps': true,
    });
    expect(values(['transport', 'transport.stamps'])).toEqual(values(['transport.stamps', 'transport']));
  });

  it('fails the start naming the module and what the registry lacks', () => {
    const x = new Extensions();
    x.add(
      { module: 'transport', entity: 'wl_sitee' },
      { module: 'pricing', entity: 'wl_site', fields: ['siteName', 'weight'] },
    );
    expect(() => x.validate(models)).toThrow(
      /module "transport" extends entity "wl_sitee", which the registry does not have[\s\S]*module "pricing" names field "weight", which wl_site lacks[\s\S]*sys_user declares the link "selectedroles" \(x-entity.links\) but no module writes it/,
    );
  });

  it('refuses two plugins of one module for one entity, and any plugin once the engine started', () => {
    const x = new Extensions();
    x.add({ module: 'sys', entity: 'sys_user', extraFields: ['selectedroles'] });
    expect(() => x.add({ module: 'sys', entity: 'sys_user' })).toThrow(/declares two plugins for sys_user/);
    x.validate(models);
    expect(() => x.add({ module: 'late', entity: 'wl_site' })).toThrow(/after the engine started/);
  });

  it('ANDs the scopes of several plugins', async () => {
    const x = new Extensions();
    x.add(
      { module: 'a', entity: 'wl_site', scope: async () => ({ op: 'eq', column: 'type', value: 1 }) },
      { module: 'b', entity: 'wl_site', scope: async () => ({ op: 'isNull', column: 'site_name' }) },
      { module: 'c', entity: 'wl_site', scope: async () => undefined },
    );
    expect(await x.of('wl_site')!.scope!(undefined as never, 0)).toEqual({
      op: 'and',
      items: [
        { op: 'eq', column: 'type', value: 1 },
        { op: 'isNull', column: 'site_name' },
      ],
    });
  });

  it("runs the plugins' present in module-name order and marks the fields they label", async () => {
    const x = new Extensions();
    const labelling = (module: string): EntityPlugin => ({
      module,
      entity: 'wl_site',
      labelled: ['type'],
      present: async (_ctx, records) => {
        for (const r of records) r.type_dictText = `${String(r.type_dictText ?? '')}${module}`;
      },
    });
    x.add(labelling('b'), labelling('a'), { module: 'sys', entity: 'sys_user', extraFields: ['selectedroles'] });
    const own = new Map([...models].map(([k, m]) => [k, { ...m, fields: new Map(m.fields) }]));
    own.get('wl_site')!.fields.set('type', { name: 'type', def: { name: 'type' } as FieldDef } as never);
    x.validate(own);
    const records = [{ type: 1 }] as Record<string, unknown>[];
    await x.of('wl_site')!.present!(ctx, records, undefined as never);
    expect(records[0].type_dictText).toBe('ab');
    expect(own.get('wl_site')!.fields.get('type')!.derivedLabel).toBe(true);
    expect(own.get('wl_site')!.fields.get('siteName')!.derivedLabel).toBeUndefined();

    const wrong = new Extensions();
    wrong.add({ module: 'a', entity: 'wl_site', labelled: ['weight'] });
    wrong.add({ module: 'sys', entity: 'sys_user', extraFields: ['selectedroles'] });
    expect(() => wrong.validate(models)).toThrow(/module "a" names field "weight", which wl_site lacks/);
  });
});
