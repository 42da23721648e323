// The master-detail tab: child entities edited inside this entity's form, each with the child's
// foreign key field that points at this entity, and the table's titles.
import { Button, Input, Select, Space, Table } from 'antd';
import { setIn, type Json } from './draft-model.ts';
import { useStudioT, useTitle } from './messages.ts';
import type { SchemaIndex } from './studio-api.ts';
import { useEntityFields } from './use-entity-fields.ts';

function ForeignKeySelect({
  index,
  entity,
  value,
  onChange,
}: {
  index: SchemaIndex;
  entity?: string;
  value?: string;
  onChange(v: string): void;
}) {
  const options = useEntityFields(index, entity);
  return <Select style={{ width: 200 }} value={value} options={options} onChange={onChange} disabled={!entity} />;
}

export function DetailEditor({
  draft,
  onChange,
  index,
}: {
  draft: Json;
  onChange(next: Json): void;
  index: SchemaIndex;
}) {
  const t = useStudioT();
  const title = useTitle();
  const details = (draft['x-detail'] ?? []) as Json[];
  const set = (i: number, key: string | string[], value: unknown) =>
    onChange(setIn(draft, ['x-detail', i, ...(Array.isArray(key) ? key : [key])], value));
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="detail-editor">
      <Table<Json>
        size="small"
        rowKey={(_, i) => String(i)}
        pagination={false}
        dataSource={details}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: t('childEntity'),
            render: (_, d, i) => (
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                style={{ width: 240 }}
                value={d.entity}
                options={index.entities
                  .filter((e) => e.name !== draft.$id)
                  .map((e) => ({ value: e.name, label: `${title(e.title, e.en)} (${e.name})` }))}
                onChange={(v: string) => onChange(setIn(draft, ['x-detail', i], { ...d, entity: v, foreignKey: '' }))}
              />
            ),
          },
          {
            title: t('foreignKey'),
            render: (_, d, i) => (
              <ForeignKeySelect
                index={index}
                entity={d.entity}
                value={d.foreignKey || undefined}
                onChange={(v) => set(i, 'foreignKey', v)}
              />
            ),
          },
          {
            title: t('titleZh'),
            render: (_, d, i) => (
              <Input style={{ width: 120 }} value={d.title} onChange={(e) => set(i, 'title', e.target.value)} />
            ),
          },
          {
            title: t('titleEn'),
            render: (_, d, i) => (
              <Input
                style={{ width: 120 }}
                value={d['x-title']?.en}
                onChange={(e) => set(i, ['x-title', 'en'], e.target.value)}
              />
            ),
          },
          {
            render: (_, _d, i) => (
              <Button
                type="link"
                danger
                onClick={() =>
                  onChange(
                    setIn(
                      draft,
                      ['x-detail'],
                      details.filter((_, j) => j !== i),
                    ),
                  )
                }
              >
                {t('remove')}
              </Button>
            ),
          },
        ]}
      />
      <Button onClick={() => onChange(setIn(draft, ['x-detail'], [...details, { entity: '', foreignKey: '' }]))}>
        {t('addDetail')}
      </Button>
    </Space>
  );
}
