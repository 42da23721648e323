// The search form of a list, built from entity.list.search (minus fields hidden from the user), with
// Query and Reset.
import { SearchOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row, Space } from 'antd';
import { useMemo } from 'react';
import { fieldByName, text, type EntityDef, type FieldDef } from '../../core/registry.ts';
import { usePermission } from '../../react/permissions.tsx';
import { useLang } from '../../react/registry-context.tsx';
import { useT } from '../messages.ts';
import { SearchControl } from './search-control.tsx';
import { filtersToValues, valuesToFilters, type SearchValues } from './search-values.ts';

export interface SearchFormProps {
  entity: EntityDef;
  filters: Record<string, string>;
  onSearch(filters: Record<string, string>): void;
  onReset(): void;
}

const COL = { xs: 24, sm: 12, lg: 8, xxl: 6 };

export function SearchForm({ entity, filters, onSearch, onReset }: SearchFormProps) {
  const lang = useLang();
  const t = useT();
  const [form] = Form.useForm<SearchValues>();
  // A field the user may not see is not searchable either.
  const hidden = usePermission().fieldAccess(entity).hidden;
  const fields = useMemo(
    () =>
      entity.list.search
        .map((n) => fieldByName(entity, n))
        .filter((f): f is FieldDef => !!f && !f.secret && !hidden.has(f.name)),
    [entity, hidden],
  );
  if (!fields.length) return null;
  return (
    <Form
      form={form}
      name={`search-${entity.name}`}
      layout="horizontal"
      initialValues={filtersToValues(fields, filters)}
      onFinish={(values) => onSearch(valuesToFilters(fields, values))}
      style={{ marginBottom: 16 }}
    >
      <Row gutter={16}>
        {fields.map((field) => (
          <Col key={field.name} {...COL}>
            <Form.Item name={field.name} label={text(field.title, lang)} style={{ marginBottom: 12 }}>
              <SearchControl field={field} />
            </Form.Item>
          </Col>
        ))}
        <Col {...COL}>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
              {t('query')}
            </Button>
            <Button
              icon={<ReloadOutlined aria-hidden />}
              onClick={() => {
                form.resetFields();
                onReset();
              }}
            >
              {t('reset')}
            </Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
