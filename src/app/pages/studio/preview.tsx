// The live preview: the list and the add form as they will render, from the registry entries the
// generator built for the draft (POST /dev/studio/check), with a few sample rows. Both use the
// runtime's own cells (runtime/antd/cells) and form (runtime/antd/form/entity-form.tsx) inside a
// registry that adds the draft's entity and dictionaries to the app's.
import { Card, Empty, Table } from 'antd';
import { useMemo } from 'react';
import type { DictDef, EntityDef, FieldDef, Registry } from '../../../../runtime/core/registry.ts';
import { text } from '../../../../runtime/core/registry.ts';
import { defaultCells, resolveCell } from '../../../../runtime/antd/cells/index.ts';
import { EntityForm } from '../../../../runtime/antd/form/entity-form.tsx';
import { buildFormSchema } from '../../../../runtime/antd/form/form-schema.ts';
import { defaultWidgets } from '../../../../runtime/antd/widgets/index.ts';
import {
  RegistryProvider,
  useDataProvider,
  useFileUrl,
  useLang,
  useRegistry,
} from '../../../../runtime/react/registry-context.tsx';
import { useStudioT } from './messages.ts';

type Row = Record<string, unknown>;

/** A plausible value of a field in sample row `i` (dictionary codes in turn, the label of a reference). */
function sampleValue(field: FieldDef, i: number, dicts: Record<string, DictDef>, lang: 'zh-CN' | 'en'): [unknown, Row] {
  if (field.dict) {
    const items = dicts[field.dict]?.items ?? [];
    return [items.length ? items[i % items.length].value : null, {}];
  }
  if (field.ref) return [`ref-${i + 1}`, { [`${field.name}_dictText`]: `${text(field.title, lang)} ${i + 1}` }];
  if (field.format === 'money') return [[1280.5, 99, 36000][i % 3], {}];
  if (field.format === 'date') return [`2026-0${i + 1}-1${i}`, {}];
  if (field.format === 'date-time' || field.name.endsWith('Time')) return [`2026-0${i + 1}-1${i} 09:3${i}:00`, {}];
  if (field.type === 'integer' || field.type === 'number') return [(i + 1) * 10, {}];
  if (field.type === 'boolean') return [i % 2 === 0, {}];
  return [`${text(field.title, lang)} ${i + 1}`, {}];
}

export function sampleRows(entity: EntityDef, dicts: Record<string, DictDef>, lang: 'zh-CN' | 'en'): Row[] {
  return [0, 1, 2].map((i) => {
    const row: Row = { id: `sample-${i + 1}` };
    for (const f of entity.fields) {
      const [value, extra] = sampleValue(f, i, dicts, lang);
      Object.assign(row, { [f.name]: value }, extra);
    }
    return row;
  });
}

function PreviewBody({ entity }: { entity: EntityDef }) {
  const t = useStudioT();
  const lang = useLang();
  const registry = useRegistry();
  const rows = useMemo(() => sampleRows(entity, registry.dicts, lang), [entity, registry, lang]);
  const columns = entity.list.columns
    .map((n) => entity.fields.find((f) => f.name === n))
    .filter((f): f is FieldDef => !!f && !f.secret)
    .map((field) => {
      const Cell = resolveCell(defaultCells, field);
      return {
        key: field.name,
        dataIndex: field.name,
        title: text(field.title, lang),
        render: (value: unknown, record: Row) => <Cell value={value} record={record} field={field} />,
      };
    });
  const schemas = useMemo(() => buildFormSchema(entity, 'create', lang, defaultWidgets), [entity, lang]);
  return (
    <>
      <Card size="small" title={t('previewList')} style={{ marginBottom: 16 }} data-testid="preview-list">
        <Table<Row>
          size="small"
          rowKey="id"
          dataSource={rows}
          columns={columns}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      </Card>
      <Card size="small" title={t('previewForm')} data-testid="preview-form">
        <EntityForm
          schemas={schemas}
          initialData={{}}
          lang={lang}
          widgets={defaultWidgets}
          onSubmit={() => undefined}
        />
      </Card>
    </>
  );
}

export function Preview({ entity, dicts }: { entity?: EntityDef; dicts: Record<string, DictDef> }) {
  const t = useStudioT();
  const base = useRegistry();
  const dataProvider = useDataProvider();
  const lang = useLang();
  const fileUrl = useFileUrl();
  const registry = useMemo<Registry>(
    () => ({
      ...base,
      entities: entity ? { ...base.entities, [entity.name]: entity } : base.entities,
      dicts: { ...base.dicts, ...dicts },
    }),
    [base, entity, dicts],
  );
  if (!entity) return <Empty description={t('previewNeedsCheck')} />;
  return (
    <RegistryProvider registry={registry} dataProvider={dataProvider} lang={lang} fileUrl={fileUrl}>
      <PreviewBody entity={entity} />
    </RegistryProvider>
  );
}
