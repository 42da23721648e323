// The search form of a list, built from entity.list.search (minus fields hidden from the user), with
// Query and Reset. Enter in a text or number box submits. With more than 3 fields only the first row
// shows, with an Expand/Collapse (展开/收起) toggle; collapsed fields keep their values and still
// filter. Text and number boxes explain the prefix operators in a tooltip; a number box refuses
// anything but a number with an optional `!`, `>=` or `<=`.
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Col, Form, Row, Typography } from 'antd';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { fieldByName, text, type EntityDef, type FieldDef } from '../../core/registry.ts';
import { isNumberField, isNumberFilter, isTextField } from '../../react/list-query.ts';
import { usePermission } from '../../react/permissions.tsx';
import { useLang } from '../../react/registry-context.tsx';
import { useT } from '../messages.ts';
import { SearchButtons } from './search-buttons.tsx';
import { SearchControl } from './search-control.tsx';
import { filtersToValues, valuesToFilters, type SearchValues } from './search-values.ts';

export interface SearchFormProps {
  entity: EntityDef;
  filters: Record<string, string>;
  onSearch(filters: Record<string, string>): void;
  onReset(): void;
  /** Fields the list filters by a fixed value (a menu's filter): not offered in the form. */
  exclude?: Record<string, string>;
}

const COL = { xs: 24, sm: 12, lg: 8, xxl: 6 };
/** Fields of the first row (lg: 3 fields and the buttons). */
export const FIRST_ROW = 3;

const hasFilter = (field: FieldDef, filters: Record<string, string>) =>
  [field.name, `${field.name}_begin`, `${field.name}_end`].some((k) => filters[k] !== undefined);

export function SearchForm({ entity, filters, onSearch, onReset, exclude }: SearchFormProps) {
  // A field the user may not see is not searchable either.
  const hidden = usePermission().fieldAccess(entity).hidden;
  const fields = useMemo(
    () =>
      entity.list.search
        .map((n) => fieldByName(entity, n))
        .filter((f): f is FieldDef => !!f && !f.secret && !hidden.has(f.name) && !(exclude && f.name in exclude)),
    [entity, hidden, exclude],
  );
  // Open from the start when a filter is set on a field of the hidden rows.
  const [expanded, setExpanded] = useState(() => fields.slice(FIRST_ROW).some((f) => hasFilter(f, filters)));
  if (!fields.length) return null;
  return (
    <SearchFields
      // New filters from outside (back/forward, Reset, a restored state) start a fresh form.
      key={JSON.stringify(filters)}
      entity={entity}
      fields={fields}
      filters={filters}
      onSearch={onSearch}
      onReset={onReset}
      expanded={expanded}
      onToggle={() => setExpanded((e) => !e)}
    />
  );
}

interface SearchFieldsProps extends SearchFormProps {
  fields: FieldDef[];
  expanded: boolean;
  onToggle(): void;
}

function SearchFields({ entity, fields, filters, onSearch, onReset, expanded, onToggle }: SearchFieldsProps) {
  const lang = useLang();
  const t = useT();
  const [form] = Form.useForm<SearchValues>();
  const collapsible = fields.length > FIRST_ROW;

  // Enter in a text or number box searches; selects and pickers keep Enter for choosing, and an
  // input method composing Chinese keeps it for the composition.
  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    const target = e.target as HTMLElement;
    if (target.tagName !== 'INPUT' || target.closest('.ant-select, .ant-picker')) return;
    e.preventDefault();
    form.submit();
  };

  return (
    <Form
      form={form}
      name={`search-${entity.name}`}
      layout="horizontal"
      initialValues={filtersToValues(fields, filters)}
      onFinish={(values) => onSearch(valuesToFilters(fields, values))}
      onKeyDown={onKeyDown}
      style={{ marginBottom: 16 }}
    >
      <Row gutter={16}>
        {fields.map((field, i) => {
          const number = isNumberField(field);
          const hint = number ? t('listNumberHint') : isTextField(field) ? t('listOperatorHint') : undefined;
          return (
            <Col
              key={field.name}
              data-search-field={field.name}
              {...COL}
              // Collapsed rows stay mounted: their values are kept and still searched.
              style={collapsible && !expanded && i >= FIRST_ROW ? { display: 'none' } : undefined}
            >
              <Form.Item
                name={field.name}
                label={text(field.title, lang)}
                tooltip={hint}
                style={{ marginBottom: 12 }}
                rules={
                  number
                    ? [
                        {
                          validator: (_, v: unknown) =>
                            v === undefined || v === null || String(v).trim() === '' || isNumberFilter(String(v))
                              ? Promise.resolve()
                              : Promise.reject(new Error(t('listNumberInvalid'))),
                        },
                      ]
                    : undefined
                }
              >
                <SearchControl field={field} />
              </Form.Item>
            </Col>
          );
        })}
        <Col {...COL} style={{ marginLeft: 'auto', textAlign: 'right', marginBottom: 12 }}>
          <SearchButtons
            onReset={() => {
              form.resetFields();
              onReset();
            }}
          >
            {collapsible && (
              <Typography.Link onClick={onToggle} aria-expanded={expanded}>
                {expanded ? t('listCollapse') : t('listExpand')}{' '}
                {expanded ? <UpOutlined aria-hidden /> : <DownOutlined aria-hidden />}
              </Typography.Link>
            )}
          </SearchButtons>
        </Col>
      </Row>
    </Form>
  );
}
