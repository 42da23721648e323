// Department picker (x-widget "depart", spec 001 §2.5, §4.7): a read-only input showing the chosen
// departments' names (from the tree of GET /sys/sysDepart/queryTreeList; cut at 25 characters, the
// full text in a tooltip); a click opens the tree dialog, OK writes the ids (or org codes,
// x-options.store 'orgCode') joined by commas.
import { ApartmentOutlined, CloseCircleFilled } from '@ant-design/icons';
import type { WidgetProps } from '@rjsf/utils';
import { Input, Tooltip } from 'antd';
import { useState } from 'react';
import { text } from '../../../core/registry.ts';
import { useLang } from '../../../react/registry-context.tsx';
import { useDepartTree, type DepartTree } from '../../../react/use-depart-tree.ts';
import { useT } from '../../messages.ts';
import { fieldOf } from '../select-widgets.tsx';
import { DepartPickerModal } from './depart-picker-modal.tsx';
import { departPickerOptions, type DepartStore } from './picker-options.ts';
import { ellipsis, joinKeys, splitKeys } from './picker-values.ts';

export interface DepartPickerProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  onBlur?: () => void;
  multi?: boolean;
  store?: DepartStore;
  checkStrictly?: boolean;
  placeholder?: string;
  disabled?: boolean;
  status?: 'error';
}

/** Names of stored keys (ids or org codes), the key itself when the tree does not hold it. */
export function departNames(keys: string[], tree: DepartTree, store: DepartStore): string[] {
  const index = store === 'orgCode' ? tree.byOrgCode : tree.byId;
  return keys.map((k) => index.get(k)?.title ?? k);
}

export function DepartPicker(props: DepartPickerProps) {
  const { value, onChange, multi = false, store = 'id', checkStrictly = true, ...rest } = props;
  const [open, setOpen] = useState(false);
  const tree = useDepartTree(true);
  const keys = splitKeys(value);
  const full = tree.loading && !tree.roots.length ? '' : departNames(keys, tree, store).join(',');
  const ids = store === 'orgCode' ? keys.map((k) => tree.byOrgCode.get(k)?.id ?? k) : keys;
  const blocked = rest.disabled;
  return (
    <>
      <Tooltip title={full || undefined}>
        <Input
          id={rest.id}
          readOnly
          value={ellipsis(full)}
          placeholder={rest.placeholder}
          disabled={blocked}
          status={rest.status}
          style={{ cursor: blocked ? undefined : 'pointer' }}
          onClick={() => !blocked && setOpen(true)}
          onBlur={rest.onBlur}
          suffix={
            keys.length && !blocked ? (
              <CloseCircleFilled
                aria-label="clear"
                style={{ color: 'rgba(0,0,0,0.25)' }}
                onClick={(e) => {
                  e.stopPropagation();
                  onChange?.(undefined);
                }}
              />
            ) : (
              <ApartmentOutlined />
            )
          }
        />
      </Tooltip>
      <DepartPickerModal
        open={open}
        multi={multi}
        checkStrictly={checkStrictly}
        initial={ids}
        onCancel={() => setOpen(false)}
        onOk={(chosen) => {
          const stored = store === 'orgCode' ? chosen.map((id) => tree.byId.get(id)?.orgCode ?? id) : chosen;
          onChange?.(joinKeys(stored));
          setOpen(false);
        }}
      />
    </>
  );
}

export function DepartWidget(props: WidgetProps) {
  const field = fieldOf(props);
  const t = useT();
  const lang = useLang();
  const o = departPickerOptions(field);
  return (
    <DepartPicker
      id={props.id}
      value={props.value}
      multi={o.multi}
      store={o.store}
      checkStrictly={o.checkStrictly}
      placeholder={t('selectPlaceholder', { title: text(field.title, lang) })}
      disabled={props.disabled || props.readonly}
      status={props.rawErrors?.length ? 'error' : undefined}
      onChange={(v) => props.onChange(v)}
      onBlur={() => props.onBlur(props.id, props.value)}
    />
  );
}
