// Home (/dashboard/analysis): the freight order analysis (dashboard/order-analysis.tsx: KPIs, orders
// per day and per state, revenue, busiest sites) for users with the order list, then the data overview:
// one card per entity in the menus with its real total.
import { Alert, Card, Col, Divider, Row, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DemoDataPanel } from '../dashboard/demo-data-panel.tsx';
import { OrderAnalysis } from '../dashboard/order-analysis.tsx';
import { useDashText } from '../dashboard/messages.ts';
import { hasEntityMenu } from '../notice/bell-targets.ts';
import type { MenuDef } from '../../../runtime/core/registry.ts';
import { useRegistry } from '../../../runtime/react/registry-context.tsx';
import { useAppMenus } from '../shell/app-menus.ts';
import { useEntityTotal } from '../../../runtime/react/use-ref-options.ts';
import { MenuIcon } from '../shell/menu-icon.tsx';
import { menuRoutes } from '../shell/menu-model.ts';
import { useMenuTitle } from '../shell/use-menu-title.ts';

function EntityCountCard({ menu }: { menu: MenuDef }) {
  const { t } = useTranslation();
  const title = useMenuTitle();
  const navigate = useNavigate();
  const { total, loading, error } = useEntityTotal(menu.entity!);
  return (
    <Card hoverable onClick={() => navigate(menu.path)} aria-label={title(menu)}>
      <Statistic
        title={title(menu)}
        value={error ? '-' : (total ?? 0)}
        loading={loading}
        prefix={<MenuIcon name={menu.icon} />}
        suffix={error ? undefined : <Typography.Text type="secondary">{t('dashboard.records')}</Typography.Text>}
      />
      {error && <Typography.Text type="danger">{t('dashboard.loadFailed')}</Typography.Text>}
    </Card>
  );
}

export function AnalysisPage() {
  const { t } = useTranslation();
  const m = useDashText();
  const menus = useAppMenus();
  const { entities } = useRegistry();
  const orders = hasEntityMenu(menus, 'wl_order');
  // Bumped when demo data has been loaded: the figures below remount and load again.
  const [loads, setLoads] = useState(0);
  // Only the user's business lists: the counts need their list permission.
  const entries = menuRoutes(menus).filter((r) => r.menu.entity && entities[r.menu.entity]?.routes === 'all');
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('home')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('welcome')}</Typography.Paragraph>
      <DemoDataPanel onLoaded={() => setLoads((n) => n + 1)} />
      {orders ? <OrderAnalysis key={loads} /> : <Alert type="info" showIcon message={m('noOrderAccess')} />}
      <Divider titlePlacement="start">{m('overview')}</Divider>
      <Row gutter={[16, 16]} key={loads}>
        {entries.map(({ menu }) => (
          <Col key={menu.key} xs={24} sm={12} lg={8} xl={6}>
            <EntityCountCard menu={menu} />
          </Col>
        ))}
      </Row>
    </>
  );
}

export default AnalysisPage;
