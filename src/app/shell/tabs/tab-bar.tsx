// The tab strip of the multi-tab workspace: one tab per open page (Home first, without a ×, since it
// cannot be closed), a click switches, the × closes; right click opens close / refresh / close left /
// close right / close others, where 关闭 on Home or on the last tab shows the spec's refusal texts.
import { App, Dropdown, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { isHome, type Tab } from './tab-model.ts';
import type { TabAction, TabsApi } from './use-tabs.ts';

const MENU: (TabAction | 'close')[] = ['close', 'refresh', 'closeLeft', 'closeRight', 'closeOthers'];

export function TabBar({ tabs, title }: { tabs: TabsApi; title: (tab: Tab) => string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const close = (id: number) => {
    const refused = tabs.close(id);
    if (refused) void message.warning(t(refused === 'home' ? 'shell.tabs.homeRefused' : 'shell.tabs.lastRefused'));
  };
  return (
    <Tabs
      type="editable-card"
      hideAdd
      size="small"
      activeKey={String(tabs.state.activeId)}
      onChange={(id) => tabs.select(Number(id))}
      onEdit={(id, action) => action === 'remove' && close(Number(id))}
      tabBarStyle={{ margin: 0 }}
      items={tabs.state.tabs.map((tab) => ({
        key: String(tab.id),
        closable: !isHome(tabs.state, tab),
        label: (
          <Dropdown
            trigger={['contextMenu']}
            menu={{
              items: MENU.map((a) => ({ key: a, label: t(`shell.tabs.${a}`) })),
              onClick: ({ key, domEvent }) => {
                domEvent.stopPropagation();
                if (key === 'close') close(tab.id);
                else tabs.act(key as TabAction, tab.id);
              },
            }}
          >
            <span data-tab-key={tab.key}>{title(tab)}</span>
          </Dropdown>
        ),
      }))}
    />
  );
}
