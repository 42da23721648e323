// The sign-in layout: logo, brand title, welcome line and the child route; adds a body class while shown.
// Plain elements styled with antd's tokens rather than Card and Typography: the sign-in page loads
// with the entry and has a size budget (tests/bench/README.md, First load).
import { Spin, theme } from 'antd';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Logo } from '../shell/logo.tsx';
import { UserLangLinks } from './user-lang-links.tsx';

export function UserLayout() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const secondary = { color: token.colorTextSecondary, fontSize: token.fontSize };
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
        <UserLangLinks />
      </div>
      <Logo dark={false} />
      <span style={{ ...secondary, marginBottom: 24 }}>{t('welcome')}</span>
      <div
        style={{
          width: 368,
          maxWidth: '100%',
          boxSizing: 'border-box',
          padding: token.paddingLG,
          background: token.colorBgContainer,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <Suspense fallback={<Spin />}>
          <Outlet />
        </Suspense>
      </div>
      <span style={{ ...secondary, marginTop: 48 }}>
        Copyright © {new Date().getFullYear()} {t('brand')}
      </span>
    </div>
  );
}
