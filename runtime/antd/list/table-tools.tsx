// The icon buttons at the right of the list toolbar, as in antd Pro: reload, density (默认 / 中等 /
// 紧凑), column settings and full screen, each with a tooltip and an accessible name.
import { ColumnHeightOutlined, FullscreenExitOutlined, FullscreenOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space, Tooltip } from 'antd';
import type { EntityDef } from '../../core/registry.ts';
import { DENSITIES, type ColumnSettingsState, type Density } from '../../react/list-columns.ts';
import { useT, type MessageKey } from '../messages.ts';
import { ColumnSettings } from './column-settings.tsx';

export interface TableToolsProps {
  entity: EntityDef;
  settings: ColumnSettingsState;
  loading: boolean;
  fullscreen: boolean;
  onReload(): void;
  onToggleFullscreen(): void;
}

const DENSITY_LABEL: Record<Density, MessageKey> = {
  large: 'listDensityLarge',
  middle: 'listDensityMiddle',
  small: 'listDensitySmall',
};

export function TableTools({ entity, settings, loading, fullscreen, onReload, onToggleFullscreen }: TableToolsProps) {
  const t = useT();
  const screenLabel = fullscreen ? t('listExitFullscreen') : t('listFullscreen');
  return (
    <Space size={0}>
      <Tooltip title={t('listReload')}>
        <Button
          type="text"
          icon={<ReloadOutlined aria-hidden spin={loading} />}
          aria-label={t('listReload')}
          onClick={onReload}
        />
      </Tooltip>
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: [settings.density],
          items: DENSITIES.map((d) => ({ key: d, label: t(DENSITY_LABEL[d]) })),
          onClick: ({ key }) => settings.setDensity(key as Density),
        }}
      >
        <Tooltip title={t('listDensity')}>
          <Button type="text" icon={<ColumnHeightOutlined aria-hidden />} aria-label={t('listDensity')} />
        </Tooltip>
      </Dropdown>
      <ColumnSettings entity={entity} settings={settings} />
      <Tooltip title={screenLabel}>
        <Button
          type="text"
          icon={fullscreen ? <FullscreenExitOutlined aria-hidden /> : <FullscreenOutlined aria-hidden />}
          aria-label={screenLabel}
          aria-pressed={fullscreen}
          onClick={onToggleFullscreen}
        />
      </Tooltip>
    </Space>
  );
}
