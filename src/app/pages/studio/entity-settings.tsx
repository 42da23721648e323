// The entity tab: titles in both languages, table, API path, permission prefix, tenant, tree, list
// columns and search fields (dragged to order), default sort, unique keys, indexes and form columns.
import { Button, Form, Input, Radio, Select, Space, Switch } from 'antd';
import { DragList } from './drag-list.tsx';
import { setIn, type Json } from './draft-model.ts';
import { useStudioT } from './messages.ts';

/** Standard columns every entity has (generator/standard-fields.ts): sortable, listable. */
export const STANDARD_FIELDS = ['createTime', 'updateTime', 'createBy', 'updateBy'];

export interface DraftEditorProps {
  draft: Json;
  onChange(next: Json): void;
}

/** The draft's fields as select options, labelled "title (name)". */
export function fieldOptions(draft: Json, withStandard = false): { value: string; label: string }[] {
  const own = Object.entries((draft.properties ?? {}) as Json).map(([name, f]) => ({
    value: name,
    label: `${f.title ?? name} (${name})`,
  }));
  return withStandard ? [...own, ...STANDARD_FIELDS.map((n) => ({ value: n, label: n }))] : own;
}

function GroupList({
  groups,
  options,
  onChange,
  label,
}: {
  groups: string[][];
  options: { value: string; label: string }[];
  onChange(next: string[][]): void;
  label: string;
}) {
  const t = useStudioT();
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {groups.map((g, i) => (
        <DragList
          key={i}
          value={g}
          options={options}
          placeholder={label}
          onChange={(next) =>
            onChange(next.length ? groups.map((x, j) => (j === i ? next : x)) : groups.filter((_, j) => j !== i))
          }
        />
      ))}
      <Button size="small" onClick={() => onChange([...groups, []])}>
        {t('addGroup')}
      </Button>
    </Space>
  );
}

/** An index declared as {columns, unique?, name?} keeps that form (and its name) when its columns change. */
function keepIndexForm(before: unknown, columns: string[]): unknown {
  return before && !Array.isArray(before) && typeof before === 'object' ? { ...before, columns } : columns;
}

export function EntitySettings({ draft, onChange }: DraftEditorProps) {
  const t = useStudioT();
  const entity = (draft['x-entity'] ?? {}) as Json;
  const set = (path: (string | number)[], value: unknown) => onChange(setIn(draft, path, value));
  const setEntity = (key: string, value: unknown) => set(['x-entity', key], value);
  const fields = fieldOptions(draft);
  const sortable = fieldOptions(draft, true);
  const sort = (entity.list?.sort ?? []) as string[];
  const indexes = ((entity.indexes ?? []) as (string[] | Json)[]).map((i) =>
    Array.isArray(i) ? i : (i.columns as string[]),
  );
  return (
    <Form layout="vertical" style={{ maxWidth: 860 }}>
      <Space wrap size="large">
        <Form.Item label={t('titleZh')} required>
          <Input data-testid="entity-title" value={draft.title} onChange={(e) => set(['title'], e.target.value)} />
        </Form.Item>
        <Form.Item label={t('titleEn')} required>
          <Input
            data-testid="entity-title-en"
            value={draft['x-title']?.en}
            onChange={(e) => set(['x-title', 'en'], e.target.value)}
          />
        </Form.Item>
      </Space>
      <Space wrap size="large">
        <Form.Item label={t('table')} required>
          <Input value={entity.table} onChange={(e) => setEntity('table', e.target.value)} />
        </Form.Item>
        <Form.Item label={t('api')} required>
          <Input value={entity.api} onChange={(e) => setEntity('api', e.target.value)} />
        </Form.Item>
        <Form.Item label={t('permission')} required>
          <Input value={entity.permission} onChange={(e) => setEntity('permission', e.target.value)} />
        </Form.Item>
      </Space>
      <Space wrap size="large">
        <Form.Item label={t('tenant')}>
          <Switch checked={entity.tenant === true} onChange={(v) => setEntity('tenant', v || undefined)} />
        </Form.Item>
        <Form.Item label={t('tree')}>
          <Select
            allowClear
            style={{ width: 200 }}
            value={entity.tree?.parentField}
            options={fields}
            onChange={(v?: string) => setEntity('tree', v ? { parentField: v } : undefined)}
          />
        </Form.Item>
        <Form.Item label={t('formColumns')}>
          <Radio.Group
            value={entity.form?.columns ?? 2}
            onChange={(e) => setEntity('form', e.target.value === 2 ? undefined : { columns: e.target.value })}
            options={[1, 2, 3].map((n) => ({ value: n, label: String(n) }))}
          />
        </Form.Item>
      </Space>
      <Form.Item label={t('listColumns')} required>
        <DragList
          testId="list-columns"
          value={entity.list?.columns ?? []}
          options={sortable}
          placeholder={t('addGroup')}
          onChange={(v) => set(['x-entity', 'list', 'columns'], v)}
        />
      </Form.Item>
      <Form.Item label={t('searchFields')}>
        <DragList
          testId="search-fields"
          value={entity.list?.search ?? []}
          options={fields}
          placeholder={t('addGroup')}
          onChange={(v) => set(['x-entity', 'list', 'search'], v)}
        />
      </Form.Item>
      <Form.Item label={t('sort')}>
        <Space>
          <Select
            style={{ width: 220 }}
            value={sort[0]}
            options={sortable}
            onChange={(v: string) => set(['x-entity', 'list', 'sort'], [v, sort[1] ?? 'desc'])}
          />
          <Radio.Group
            value={sort[1] ?? 'desc'}
            onChange={(e) => set(['x-entity', 'list', 'sort'], [sort[0] ?? 'createTime', e.target.value])}
            options={[
              { value: 'asc', label: t('asc') },
              { value: 'desc', label: t('desc') },
            ]}
          />
        </Space>
      </Form.Item>
      <Form.Item label={t('unique')}>
        <GroupList
          groups={entity.unique ?? []}
          options={fields}
          label={t('unique')}
          onChange={(v) => setEntity('unique', v)}
        />
      </Form.Item>
      <Form.Item label={t('indexes')}>
        <GroupList
          groups={indexes}
          options={sortable}
          label={t('indexes')}
          onChange={(v) =>
            setEntity(
              'indexes',
              v.map((columns, i) => keepIndexForm(entity.indexes?.[i], columns)),
            )
          }
        />
      </Form.Item>
    </Form>
  );
}
