import { describe, expect, it } from 'vitest';
import { createPermissionView, type UserPermissions } from './permissions.tsx';
import { siteEntity } from './test-fixtures.tsx';

const data: UserPermissions = {
  menu: [],
  auth: [
    { action: 'wl:site:list,wl:site:add', type: '1' },
    { action: 'wl:site:field:person', type: '1' },
  ],
  allAuth: [
    { action: 'wl:site:add', type: '1', status: '1' },
    { action: 'wl:site:edit', type: '2', status: '1' },
    { action: 'wl:site:delete', type: '1', status: '1' },
    { action: 'wl:site:exportXls', type: '1', status: '0' },
    { action: 'wl:site:field:fee', type: '1', status: '1' },
    { action: 'wl:site:field:personPhone', type: '2', status: '1' },
    { action: 'wl:site:field:person', type: '1', status: '1' },
    { action: 'wl:site:field:type', type: '1', status: '0' },
  ],
};

describe('createPermissionView', () => {
  const view = createPermissionView(data);

  it('grants codes the user holds, comma-separated ones included', () => {
    expect(view.has('wl:site:list')).toBe(true);
    expect(view.has('wl:site:add')).toBe(true);
    expect(view.has('wl:site:delete')).toBe(false);
    expect(view.has('wl:site:delete,wl:site:add')).toBe(true);
  });

  it("holds the codes of the user's menus, nested ones included (menu-type codes are not in auth)", () => {
    const menu = (id: string, permission?: string, children?: UserPermissions['menu']) => ({
      id,
      path: `/${id}`,
      meta: { title: id, permission },
      children,
    });
    const withMenus = createPermissionView({
      ...data,
      menu: [menu('system', undefined, [menu('stateLog', 'system:stateLog:list')]), menu('site', 'wl:site:list')],
    });
    expect(withMenus.has('system:stateLog:list')).toBe(true);
    expect(view.has('system:stateLog:list')).toBe(false);
    expect(withMenus.has('system:log:list')).toBe(false);
  });

  it('lets everyone act when the rule is switched off (status 0)', () => {
    expect(view.has('wl:site:exportXls')).toBe(true);
  });

  it('disables type-2 controls and hides the others', () => {
    expect(view.disabled('wl:site:edit')).toBe(true);
    expect(view.visible('wl:site:edit')).toBe(true);
    expect(view.disabled('wl:site:delete')).toBe(false);
    expect(view.visible('wl:site:delete')).toBe(false);
    expect(view.visible('wl:site:unknown')).toBe(false);
  });

  it('derives hidden and read-only fields of an entity', () => {
    const access = view.fieldAccess(siteEntity);
    expect([...access.hidden]).toEqual(['fee']);
    expect([...access.readOnly]).toEqual(['personPhone']);
  });

  it('lists the exclusions under an editable table prefix (authPre): enforced codes the user lacks', () => {
    const table = createPermissionView({
      ...data,
      auth: [...data.auth, { action: 'wl:freight:add', type: '1' }],
      allAuth: [
        ...data.allAuth,
        { action: 'wl:freight:add', type: '1', status: '1' },
        { action: 'wl:freight:batch_delete', type: '1', status: '1' },
        { action: 'wl:freight:export', type: '1', status: '0' },
      ],
    });
    expect([...table.excluded('wl:freight:')]).toEqual(['batch_delete']);
    expect([...table.excluded('wl:freight')]).toEqual(['batch_delete']);
    expect(table.excluded('').size).toBe(0);
    expect(createPermissionView(null).excluded('wl:freight:').size).toBe(0);
  });

  it('allows everything without permission data', () => {
    const open = createPermissionView(null);
    expect(open.enforced).toBe(false);
    expect(open.has('anything')).toBe(true);
    expect(open.fieldAccess(siteEntity).hidden.size).toBe(0);
  });
});
