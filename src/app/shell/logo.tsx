// The product mark and brand line.
import { CarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export function Logo({ collapsed = false, dark = true }: { collapsed?: boolean; dark?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      style={{
        height: 64,
        display: 'flex',
        alignItems: 'center',
        justifyContent: collapsed ? 'center' : 'flex-start',
        gap: 10,
        padding: collapsed ? 0 : '0 20px',
        color: dark ? '#fff' : undefined,
        fontWeight: 600,
        fontSize: 16,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
      }}
    >
      <CarOutlined aria-hidden style={{ fontSize: 24, color: '#1890ff' }} />
      {!collapsed && <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{t('brand')}</span>}
    </div>
  );
}
