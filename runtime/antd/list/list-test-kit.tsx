// Test helpers of the list screen: the test registry's site entity with more search fields (a number,
// a multi-valued dictionary, a date besides the date-time) and a render helper with a router,
// permissions and a signed-in user id. Used by the list-view-*.test.tsx files only.
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import type { EntityDef, FieldDef, Lang, Registry } from '../../core/registry.ts';
import type { Row } from '../../core/wire.ts';
import { ListUserProvider } from '../../react/list-user.tsx';
import { PermissionProvider, type UserPermissions } from '../../react/permissions.tsx';
import { RegistryProvider } from '../../react/registry-context.tsx';
import { memoryProvider, siteEntity, testRegistry } from '../../react/test-fixtures.tsx';
import { ListView, type ListViewProps } from './list-view.tsx';

const base = siteEntity.fields[0];
const extra: FieldDef[] = [
  { ...base, name: 'tags', column: 'tags', title: { zh: '标签', en: 'Tags' }, dict: 'site_type', multiple: true },
  {
    ...base,
    name: 'openDate',
    column: 'open_date',
    title: { zh: '开业日期', en: 'Opened on' },
    format: 'date',
    sqlType: 'date',
  },
];

export const searchEntity: EntityDef = {
  ...siteEntity,
  fields: [...siteEntity.fields, ...extra],
  list: { ...siteEntity.list, search: ['siteName', 'type', 'fee', 'tags', 'createTime', 'openDate'] },
};

export const kitRegistry: Registry = { ...testRegistry, entities: { wl_site: searchEntity } };

const CODES = ['list', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls', 'importExcel'];

/** Every code granted, plus field rules (e.g. `{fee: '1'}` hides fee from this user). */
export function permissions(granted = CODES, fields: Record<string, '1' | '2'> = {}): UserPermissions {
  const fieldRules = Object.entries(fields).map(([f, type]) => ({ action: `wl:site:field:${f}`, type, status: '1' }));
  return {
    menu: [],
    auth: granted.map((op) => ({ action: `wl:site:${op}`, type: '1' })),
    allAuth: [...CODES.map((op) => ({ action: `wl:site:${op}`, type: '1', status: '1' })), ...fieldRules],
  };
}

const probe = { search: '' };
/** The router's current search string (`?a=b`, or '' for none). */
export const lastLocation = () => probe.search;
function LocationProbe() {
  const { search } = useLocation();
  useEffect(() => {
    probe.search = search;
  }, [search]);
  return null;
}

export interface KitOptions {
  url?: string;
  lang?: Lang;
  userId?: string;
  perms?: UserPermissions;
  rows?: Row[];
  mem?: ReturnType<typeof memoryProvider>;
  props?: Partial<ListViewProps>;
  /** The site entity to list instead of searchEntity. */
  entity?: EntityDef;
}

export function renderList({
  url = '/wl/site',
  lang = 'zh-CN',
  userId,
  perms,
  rows = [],
  mem,
  props,
  entity,
}: KitOptions = {}) {
  const provider = mem ?? memoryProvider([...rows]);
  const registry = entity ? { ...kitRegistry, entities: { wl_site: entity } } : kitRegistry;
  const tree = (
    <MemoryRouter initialEntries={[url]}>
      <RegistryProvider registry={registry} dataProvider={provider.provider} lang={lang}>
        <ListUserProvider userId={userId}>
          <PermissionProvider permissions={perms ?? permissions()}>
            <ConfigProvider button={{ autoInsertSpace: false }}>
              <App>
                <ListView entityName="wl_site" {...props} />
                <LocationProbe />
              </App>
            </ConfigProvider>
          </PermissionProvider>
        </ListUserProvider>
      </RegistryProvider>
    </MemoryRouter>
  );
  const view = render(tree as ReactNode);
  return { ...provider, view };
}

export const listCalls = (calls: { op: string; arg: unknown }[]) =>
  calls.filter((c) => c.op === 'getList').map((c) => c.arg as Record<string, unknown>);

/** Column header titles of the table, in order (the selection column has none). */
export const headers = () =>
  [...document.querySelectorAll('thead th')].map((th) => (th.textContent ?? '').trim()).filter(Boolean);
