// Department picker (x-widget "depart", spec 001 §2.5, §4.7): a read-only input showing the chosen
// departments' names (from the tree of GET /sys/sysDepart/queryTreeList; cut at 25 characters, the
// full text in a tooltip); a click opens the tree dialog, OK writes the ids (or org codes,
// x-options.store 'orgCode') joined by commas.
import { ApartmentOutlined } from '@ant-design/icons';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useDepartTree } from '../../../react/use-depart-tree.ts';
import { controlProps, type StringControlProps, fieldOf, useSelectPlaceholder } from '../control-props.ts';
import { DepartPickerModal } from './depart-picker-modal.tsx';
import { PickerInput } from './picker-input.tsx';
import { departPickerOptions, type DepartStore } from './picker-options.ts';
import { departNames } from './picker-labels.ts';
import { joinKeys, splitKeys } from './picker-values.ts';

export interface DepartPickerProps extends StringControlProps {
  multi?: boolean;
  store?: DepartStore;
  checkStrictly?: boolean;
  /** The node field shown (default the name in the UI language; e.g. 'orgCode'). */
  text?: string;
}

export function DepartPicker(props: DepartPickerProps) {
  const { value, onChange, multi = false, store = 'id', checkStrictly = true, text, ...rest } = props;
  const [open, setOpen] = useState(false);
  const tree = useDepartTree(true);
  const keys = splitKeys(value);
  const full = tree.loading && !tree.roots.length ? '' : departNames(keys, tree, store, text).join(',');
  const ids = store === 'orgCode' ? keys.map((k) => tree.byOrgCode.get(k)?.id ?? k) : keys;
  return (
    <>
      <PickerInput
        {...rest}
        full={full}
        chosen={keys.length > 0}
        icon={<ApartmentOutlined />}
        onOpen={() => setOpen(true)}
        onClear={() => onChange?.(undefined)}
      />
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
  const o = departPickerOptions(fieldOf(props));
  return (
    <DepartPicker
      {...controlProps(props, useSelectPlaceholder(props))}
      multi={o.multi}
      store={o.store}
      checkStrictly={o.checkStrictly}
    />
  );
}
