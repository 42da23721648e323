// The settings beside 新增 (spec 001 §5.2, §9): how many rows (at least 1), where (0 = the bottom,
// 1..rowCount = that row) and whether to scroll to them; saved by the controller (localStorage).
import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, InputNumber, Popover, Typography } from 'antd';
import type { AddSettings } from '../../core/editable/types.ts';
import type { Translate } from '../messages.ts';

interface Props {
  settings: AddSettings;
  onChange(next: Partial<AddSettings>): void;
  rowCount: number;
  disabled?: boolean;
  t: Translate;
}

export function AddSettingsPopover({ settings, onChange, rowCount, disabled, t }: Props) {
  const content = (
    <Flex vertical gap={8} style={{ width: 220 }}>
      <label>
        <Typography.Text>{t('editableAddRowNum')}</Typography.Text>
        <InputNumber
          aria-label={t('editableAddRowNum')}
          min={1}
          precision={0}
          value={settings.addRowNum}
          onChange={(v) => onChange({ addRowNum: v ?? 1 })}
          style={{ width: '100%' }}
        />
      </label>
      <label>
        <Typography.Text>{t('editableAddIndex')}</Typography.Text>
        <InputNumber
          aria-label={t('editableAddIndex')}
          min={0}
          max={rowCount}
          precision={0}
          value={Math.min(settings.addIndex, rowCount)}
          onChange={(v) => onChange({ addIndex: v ?? 0 })}
          style={{ width: '100%' }}
        />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('editableAddIndexHint', { n: rowCount })}
        </Typography.Text>
      </label>
      <Checkbox
        checked={settings.addScrollToBottom}
        onChange={(e) => onChange({ addScrollToBottom: e.target.checked })}
      >
        {t('editableAddScroll')}
      </Checkbox>
    </Flex>
  );
  return (
    <Popover trigger="click" title={t('editableAddSettings')} content={content} placement="bottomLeft">
      <Button icon={<SettingOutlined />} aria-label={t('editableAddSettings')} disabled={disabled} />
    </Popover>
  );
}
