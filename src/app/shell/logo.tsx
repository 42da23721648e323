// The product mark and brand line: the short brand (Logistics Admin / 物流管理平台) fits the side menu's
// width in both languages; the full name is its tooltip.
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
        gap: 8,
        padding: collapsed ? 0 : '0 16px',
        color: dark ? '#fff' : undefined,
        fontWeight: 600,
        fontSize: 15,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
      }}
    >
      <CarOutlined aria-hidden style={{ fontSize: 24, color: '#1890ff' }} />
      {!collapsed && (
        <span title={t('brand')} style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {t('brandShort')}
        </span>
      )}
    </div>
  );
}
