// The column settings popover of the list toolbar (antd Pro's column setting): every offered column
// with a checkbox, drag handle and up/down buttons, a "show all" checkbox and Reset. Changes apply at
// once and are stored per user and entity by useColumnSettings (runtime/react/list-columns.ts).
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Tooltip, Typography } from 'antd';
import { useState, type DragEvent } from 'react';
import { fieldByName, text, type EntityDef } from '../../core/registry.ts';
import type { ColumnSettingsState } from '../../react/list-columns.ts';
import { useLang } from '../../react/registry-context.tsx';
import { useT } from '../messages.ts';

export interface ColumnSettingsProps {
  entity: EntityDef;
  settings: ColumnSettingsState;
}

export function ColumnSettings({ entity, settings }: ColumnSettingsProps) {
  const t = useT();
  const label = t('listColumnSettings');
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={<ColumnSettingsHeader settings={settings} />}
      content={<ColumnList entity={entity} settings={settings} />}
    >
      <Tooltip title={label}>
        <Button type="text" icon={<SettingOutlined aria-hidden />} aria-label={label} />
      </Tooltip>
    </Popover>
  );
}

function ColumnSettingsHeader({ settings }: { settings: ColumnSettingsState }) {
  const t = useT();
  const shown = settings.visible.length;
  const all = settings.columns.length;
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 24 }}>
      <Checkbox
        checked={shown === all}
        indeterminate={shown > 0 && shown < all}
        onChange={(e) => settings.toggleAll(e.target.checked)}
      >
        {t('listColumnsAll')}
      </Checkbox>
      <Typography.Link onClick={settings.reset}>{t('listColumnsReset')}</Typography.Link>
    </div>
  );
}

function ColumnList({ entity, settings }: ColumnSettingsProps) {
  const t = useT();
  const lang = useLang();
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const last = settings.columns.length - 1;
  const onlyOne = settings.visible.length <= 1;

  const endDrag = () => {
    setDragging(null);
    setOver(null);
  };
  const dropOn = (key: string) => (e: DragEvent) => {
    e.preventDefault();
    if (dragging && dragging !== key) settings.moveTo(dragging, key);
    endDrag();
  };

  return (
    <ul
      aria-label={t('listColumnSettings')}
      style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflowY: 'auto', minWidth: 220 }}
    >
      {settings.columns.map((column, i) => {
        const field = fieldByName(entity, column.key);
        const title = field ? text(field.title, lang) : column.key;
        return (
          <li
            key={column.key}
            data-column={column.key}
            draggable
            onDragStart={(e) => {
              // Firefox starts a drag only with data set.
              e.dataTransfer?.setData('text/plain', column.key);
              setDragging(column.key);
            }}
            onDragOver={(e) => {
              e.preventDefault();
              if (over !== column.key) setOver(column.key);
            }}
            onDrop={dropOn(column.key)}
            onDragEnd={endDrag}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 6,
              padding: '2px 0',
              opacity: dragging === column.key ? 0.4 : 1,
              boxShadow: over === column.key && dragging !== column.key ? 'inset 0 2px 0 #1677ff' : undefined,
            }}
          >
            <HolderOutlined aria-label={t('listDragToSort')} style={{ cursor: 'grab', color: '#999' }} />
            <Checkbox
              checked={column.show}
              disabled={column.show && onlyOne}
              onChange={(e) => settings.toggle(column.key, e.target.checked)}
            >
              {title}
            </Checkbox>
            <span style={{ marginLeft: 'auto', whiteSpace: 'nowrap' }}>
              <Button
                type="text"
                size="small"
                icon={<ArrowUpOutlined aria-hidden />}
                aria-label={`${t('listMoveUp')} ${title}`}
                disabled={i === 0}
                onClick={() => settings.move(column.key, -1)}
              />
              <Button
                type="text"
                size="small"
                icon={<ArrowDownOutlined aria-hidden />}
                aria-label={`${t('listMoveDown')} ${title}`}
                disabled={i === last}
                onClick={() => settings.move(column.key, 1)}
              />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
