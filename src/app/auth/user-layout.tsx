// The sign-in layout: logo, brand title, welcome line and the child route; adds a body class while shown.
import { Card, Spin, Typography } from 'antd';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LangSwitch } from '../shell/lang-switch.tsx';
import { Logo } from '../shell/logo.tsx';

export function UserLayout() {
  const { t } = useTranslation();
  useEffect(() => {
    document.body.classList.add('userLayout');
    return () => document.body.classList.remove('userLayout');
  }, []);
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#f0f2f5',
        padding: 24,
        position: 'relative',
      }}
    >
      <div style={{ position: 'absolute', top: 16, right: 16 }}>
        <LangSwitch />
      </div>
      <Logo dark={false} />
      <Typography.Text type="secondary" style={{ marginBottom: 24 }}>
        {t('welcome')}
      </Typography.Text>
      <Card style={{ width: 368, maxWidth: '100%' }}>
        <Suspense fallback={<Spin />}>
          <Outlet />
        </Suspense>
      </Card>
      <Typography.Text type="secondary" style={{ marginTop: 48 }}>
        Copyright © {new Date().getFullYear()} {t('brand')}
      </Typography.Text>
    </div>
  );
}
