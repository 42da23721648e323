// A dictionary as a form: titles in both languages and its items (value, Chinese and English title,
// colour). The same editor serves a dictionary file and one created inline from a field.
import { Button, Form, Input, InputNumber, Select, Space, Table } from 'antd';
import { setIn, type Json } from './draft-model.ts';
import { useStudioT } from './messages.ts';

const COLORS = ['blue', 'green', 'orange', 'red', 'purple', 'cyan', 'gold', 'magenta', 'volcano', 'geekblue', 'lime'];

export function DictEditor({ draft, onChange }: { draft: Json; onChange(next: Json): void }) {
  const t = useStudioT();
  const items = (draft.items ?? []) as Json[];
  const setItem = (i: number, key: string, value: unknown) => onChange(setIn(draft, ['items', i, key], value));
  const numeric = items.every((i) => typeof i.value === 'number');
  return (
    <Form layout="vertical" data-testid="dict-editor">
      <Space wrap>
        <Form.Item label={t('titleZh')} required>
          <Input
            data-testid="dict-title"
            value={draft.title}
            onChange={(e) => onChange(setIn(draft, ['title'], e.target.value))}
          />
        </Form.Item>
        <Form.Item label={t('titleEn')} required>
          <Input
            data-testid="dict-title-en"
            value={draft['x-title']?.en}
            onChange={(e) => onChange(setIn(draft, ['x-title', 'en'], e.target.value))}
          />
        </Form.Item>
      </Space>
      <Table<Json>
        size="small"
        rowKey={(_, i) => String(i)}
        pagination={false}
        dataSource={items}
        columns={[
          {
            title: t('value'),
            width: 110,
            render: (_, item, i) =>
              numeric ? (
                <InputNumber value={item.value} onChange={(v) => setItem(i, 'value', v ?? 0)} />
              ) : (
                <Input value={item.value} onChange={(e) => setItem(i, 'value', e.target.value)} />
              ),
          },
          {
            title: t('titleZh'),
            render: (_, item, i) => (
              <Input
                data-testid={`dict-item-title-${i}`}
                value={item.title}
                onChange={(e) => setItem(i, 'title', e.target.value)}
              />
            ),
          },
          {
            title: t('titleEn'),
            render: (_, item, i) => (
              <Input
                data-testid={`dict-item-en-${i}`}
                value={item['x-title']?.en}
                onChange={(e) => onChange(setIn(draft, ['items', i, 'x-title', 'en'], e.target.value))}
              />
            ),
          },
          {
            title: t('color'),
            width: 120,
            render: (_, item, i) => (
              <Select
                allowClear
                value={item.color}
                style={{ width: 110 }}
                options={COLORS.map((c) => ({ value: c, label: c }))}
                onChange={(v) => setItem(i, 'color', v)}
              />
            ),
          },
          {
            width: 70,
            render: (_, _item, i) => (
              <Button
                type="link"
                danger
                onClick={() =>
                  onChange(
                    setIn(
                      draft,
                      ['items'],
                      items.filter((_, j) => j !== i),
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
      <Button
        data-testid="dict-add-item"
        style={{ marginTop: 8 }}
        onClick={() => {
          const values = items.map((i) => i.value).filter((v): v is number => typeof v === 'number');
          const value = numeric ? (values.length ? Math.max(...values) + 1 : 0) : '';
          onChange(setIn(draft, ['items'], [...items, { value, title: '', 'x-title': { en: '' } }]));
        }}
      >
        {t('addItem')}
      </Button>
    </Form>
  );
}
