// The menu tab: whether the entity has an entry in schemas/menus.json, under which parent, its key,
// route path, titles and icon (any @ant-design/icons name; the menu loads the icons menus.json names).
import { Form, Input, Select, Space, Switch } from 'antd';
import { menuOf, placeInMenu, type Json, type MenuEntry } from './draft-model.ts';
import { useStudioT, useTitle } from './messages.ts';

/** Icons offered first; any other @ant-design/icons name may be typed. */
const ICONS = [
  'AppstoreOutlined',
  'CarOutlined',
  'ClusterOutlined',
  'DashboardOutlined',
  'DesktopOutlined',
  'HomeOutlined',
  'MessageOutlined',
  'ProfileOutlined',
  'SettingOutlined',
  'TeamOutlined',
  'AccountBookOutlined',
  'FileTextOutlined',
  'ShopOutlined',
  'InboxOutlined',
  'AuditOutlined',
  'ToolOutlined',
  'DatabaseOutlined',
];

export interface MenuEditorProps {
  draft: Json;
  menus: Json[];
  onChange(next: Json[]): void;
}

export function MenuEditor({ draft, menus, onChange }: MenuEditorProps) {
  const t = useStudioT();
  const title = useTitle();
  const name = draft.$id as string;
  const placed = menuOf(menus, name);
  const api = (draft['x-entity']?.api as string | undefined) ?? '';
  const fallback: MenuEntry = {
    key: api.split('/').pop() || name,
    title: draft.title ?? '',
    'x-title': { en: draft['x-title']?.en ?? '' },
    path: api,
    entity: name,
  };
  const entry = { ...fallback, ...(placed?.entry ?? {}) } as MenuEntry;
  const parent = placed?.parent ?? '';
  const update = (patch: Partial<MenuEntry>, under = parent) =>
    onChange(placeInMenu(menus, { ...entry, ...patch }, under));
  const parents = menus
    .filter((m) => !m.entity && !m.page)
    .map((m) => ({ value: m.key as string, label: `${title(m.title, m['x-title']?.en)} (${m.key})` }));
  return (
    <Form layout="vertical" data-testid="menu-editor" style={{ maxWidth: 720 }}>
      <Form.Item label={t('inMenu')}>
        <Switch
          data-testid="menu-toggle"
          checked={!!placed}
          onChange={(v) => onChange(v ? placeInMenu(menus, entry, parents[0]?.value ?? '') : removeEntry(menus, name))}
        />
      </Form.Item>
      {placed && (
        <>
          <Space wrap>
            <Form.Item label={t('menuParent')}>
              <Select
                data-testid="menu-parent"
                style={{ width: 240 }}
                value={parent}
                options={[{ value: '', label: t('topLevel') }, ...parents]}
                onChange={(v: string) => update({}, v)}
              />
            </Form.Item>
            <Form.Item label={t('icon')}>
              <Select
                data-testid="menu-icon"
                allowClear
                showSearch
                style={{ width: 220 }}
                value={entry.icon}
                options={ICONS.map((i) => ({ value: i, label: i }))}
                onChange={(v?: string) => update({ icon: v })}
              />
            </Form.Item>
          </Space>
          <Space wrap>
            <Form.Item label={t('menuKey')}>
              <Input value={entry.key} onChange={(e) => update({ key: e.target.value })} />
            </Form.Item>
            <Form.Item label={t('menuPath')}>
              <Input value={entry.path} onChange={(e) => update({ path: e.target.value })} />
            </Form.Item>
          </Space>
          <Space wrap>
            <Form.Item label={t('titleZh')}>
              <Input value={entry.title} onChange={(e) => update({ title: e.target.value })} />
            </Form.Item>
            <Form.Item label={t('titleEn')}>
              <Input value={entry['x-title'].en} onChange={(e) => update({ 'x-title': { en: e.target.value } })} />
            </Form.Item>
          </Space>
        </>
      )}
    </Form>
  );
}

function removeEntry(menus: Json[], entity: string): Json[] {
  return menus
    .filter((m) => m.entity !== entity)
    .map((m) => (m.children ? { ...m, children: removeEntry(m.children, entity) } : m));
}
