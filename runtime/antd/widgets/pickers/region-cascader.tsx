// Region cascader for fields of format `area` (spec 001 §3): province / city / area under root 86,
// the chosen codes joined by commas (`440000,440300,440305`). A province or a city alone is a valid
// choice (change on select); typing searches the names of every level. The region table loads on
// first use (runtime/react/use-regions.ts), outside the form's chunk. Names are in the UI language.
import type { WidgetProps } from '@rjsf/utils';
import { Cascader } from 'antd';
import { useLang } from '../../../react/registry-context.tsx';
import { useRegions } from '../../../react/use-regions.ts';
import { controlProps, type StringControlProps, useSelectPlaceholder } from '../control-props.ts';

export interface RegionCascaderProps extends StringControlProps {
  style?: React.CSSProperties;
}

interface Labelled {
  label?: React.ReactNode;
}

const matches = (input: string, path: Labelled[]) => {
  const needle = input.trim().toLowerCase();
  return path.some((o) =>
    String(o.label ?? '')
      .toLowerCase()
      .includes(needle),
  );
};

export function RegionCascader({ value, onChange, ...rest }: RegionCascaderProps) {
  const regions = useRegions();
  const lang = useLang();
  const codes = value ? value.split(',') : [];
  return (
    <Cascader
      {...rest}
      style={{ width: '100%', ...rest.style }}
      options={regions?.regionOptions(lang) ?? []}
      loading={!regions}
      value={codes.length ? codes : undefined}
      changeOnSelect
      allowClear
      showSearch={{ filter: matches }}
      displayRender={(labels) => labels.join(' / ')}
      onChange={(path) => onChange?.(path?.length ? (path as string[]).join(',') : undefined)}
    />
  );
}

export function RegionWidget(props: WidgetProps) {
  return <RegionCascader {...controlProps(props, useSelectPlaceholder(props))} />;
}
