// Dictionary fields shown as choices (x-widget): `radio` (one value; integer and number fields get
// numbers), `checkbox` (a Checkbox.Group) and `multi-select` (a Select in multiple mode), both of which
// store the chosen codes joined by commas ('1,3'). Options come from useDict (database items first,
// registry fallback). rjsf also uses the `checkbox` and `radio` keys for booleans and enums by itself, so
// without a dictionary these widgets hand over to rjsf's antd ones.
import { Widgets as AntdWidgets } from '@rjsf/antd';
import type { WidgetProps } from '@rjsf/utils';
import { Checkbox, Radio, Select } from 'antd';
import { useDict } from '../../../react/use-dict.ts';
import { codeForField, joinCodes, splitCodes } from './choice-values.ts';
import { fieldDefOf, inputProps } from './widget-props.ts';

const { CheckboxWidget: RjsfCheckbox, RadioWidget: RjsfRadio } = AntdWidgets;

function useChoices(props: WidgetProps) {
  const field = fieldDefOf(props);
  const dict = useDict(field?.dict);
  return { field, options: dict.options.map((o) => ({ value: String(o.value), label: o.label })) };
}

export function DictRadioWidget(props: WidgetProps) {
  const { field, options } = useChoices(props);
  if (!field?.dict && RjsfRadio) return <RjsfRadio {...props} />;
  const { id, disabled } = inputProps(props);
  const type = field?.type ?? props.schema.type;
  const current =
    props.value === undefined || props.value === null || props.value === '' ? undefined : String(props.value);
  return (
    <Radio.Group
      id={id}
      disabled={disabled}
      value={current}
      options={options}
      onChange={(e) => props.onChange(codeForField(type as string, e.target.value as string))}
      onBlur={() => props.onBlur(props.id, props.value)}
    />
  );
}

export function DictCheckboxWidget(props: WidgetProps) {
  const { field, options } = useChoices(props);
  if (!field?.dict && RjsfCheckbox) return <RjsfCheckbox {...props} />;
  const { id, disabled } = inputProps(props);
  return (
    <span id={id}>
      <Checkbox.Group
        disabled={disabled}
        value={splitCodes(props.value)}
        options={options}
        onChange={(codes) => props.onChange(joinCodes(codes))}
      />
    </span>
  );
}

export function DictMultiSelectWidget(props: WidgetProps) {
  const { field, options } = useChoices(props);
  return (
    <Select
      {...inputProps(props)}
      mode={field?.dict ? 'multiple' : 'tags'}
      style={{ width: '100%' }}
      placeholder={props.placeholder}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      value={splitCodes(props.value)}
      options={options}
      onChange={(codes: string[]) => props.onChange(joinCodes(codes))}
      onBlur={() => props.onBlur(props.id, props.value)}
    />
  );
}
