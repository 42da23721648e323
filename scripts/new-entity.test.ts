// npm run new:entity writes a minimal schema and its menu entry that the generator accepts as they are.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildRegistry } from '../generator/build-registry.ts';
import { loadSchemas } from '../generator/load.ts';

const root = resolve(import.meta.dirname, '..');
let schemas: string;

const newEntity = (...args: string[]) =>
  spawnSync(process.execPath, [join(root, 'scripts/new-entity.ts'), ...args, '--schemas', schemas], {
    cwd: root,
    encoding: 'utf8',
  });

beforeEach(() => {
  schemas = join(mkdtempSync(join(tmpdir(), 'new-entity-')), 'schemas');
  cpSync(join(root, 'schemas'), schemas, { recursive: true });
});
afterEach(() => rmSync(resolve(schemas, '..'), { recursive: true, force: true }));

describe('npm run new:entity', () => {
  it('writes a schema and a menu entry the generator accepts', () => {
    const run = newEntity('wl_depot_yard', '--menu', 'basic');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const schema = JSON.parse(readFileSync(join(schemas, 'logistics/wl_depot_yard.json'), 'utf8'));
    expect(schema['x-entity']).toMatchObject({
      table: 'wl_depot_yard',
      api: '/wl/depotYard',
      permission: 'wl:depotYard',
    });
    const registry = buildRegistry(loadSchemas(schemas));
    expect(registry.entities.wl_depot_yard?.fields.map((f) => f.name)).toContain('name');
    const basic = registry.menus.find((m) => m.key === 'basic');
    expect(basic?.children?.at(-1)).toMatchObject({
      key: 'depotYard',
      path: '/wl/depotYard',
      entity: 'wl_depot_yard',
      permission: 'wl:depotYard:list',
    });
  });

  it('puts other prefixes in a folder of their own and the menu entry at the top level', () => {
    expect(newEntity('crm_lead').status).toBe(0);
    const registry = buildRegistry(loadSchemas(schemas));
    expect(registry.entities.crm_lead?.api).toBe('/crm/lead');
    expect(registry.menus.at(-1)).toMatchObject({ key: 'lead', entity: 'crm_lead' });
  });

  it('refuses a name that is taken or malformed and changes nothing', () => {
    const menus = readFileSync(join(schemas, 'menus.json'), 'utf8');
    const taken = newEntity('wl_site');
    expect(taken.status).toBe(1);
    expect(taken.stderr).toMatch(/new:entity: wl_site already exists \(logistics\/wl_site\.json\)/);
    expect(newEntity('Depot').stderr).toMatch(/give the entity name as prefix_name/);
    expect(readFileSync(join(schemas, 'menus.json'), 'utf8')).toBe(menus);
  });
});
