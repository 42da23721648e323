// The workflow tab: the state field (its dictionary gives the states, its default the initial one) and
// the transitions as a list: action name and titles, from states, to state, the fields the user must
// fill (requires) and those checked against the stored value (verifies), and the permission.
import { Alert, Button, Form, Input, Select, Space, Table } from 'antd';
import { setIn, type Json } from './draft-model.ts';
import { fieldOptions } from './entity-settings.tsx';
import { useStudioT } from './messages.ts';

export interface WorkflowEditorProps {
  draft: Json;
  onChange(next: Json): void;
  /** Items of a dictionary by code (files on disk and the draft's new ones). */
  dictItems(code: string): { value: string | number; title: string }[];
}

export function WorkflowEditor({ draft, onChange, dictItems }: WorkflowEditorProps) {
  const t = useStudioT();
  const states = draft['x-states'] as Json | undefined;
  const transitions = (states?.transitions ?? []) as Json[];
  const fields = fieldOptions(draft);
  const stateField = states?.field as string | undefined;
  const dict = stateField ? (draft.properties?.[stateField]?.['x-dict'] as string | undefined) : undefined;
  const stateOptions = (dict ? dictItems(dict) : []).map((i) => ({ value: i.value, label: `${i.title} (${i.value})` }));
  const setT = (i: number, key: string, value: unknown) =>
    onChange(setIn(draft, ['x-states', 'transitions', i, key], value));
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="workflow-editor">
      <Form layout="vertical">
        <Form.Item label={t('stateField')} extra={t('stateFieldHint')}>
          <Select
            data-testid="state-field"
            allowClear
            placeholder={t('noWorkflow')}
            style={{ width: 260 }}
            value={stateField}
            options={fields.filter((f) => draft.properties?.[f.value]?.['x-dict'])}
            onChange={(v?: string) => onChange(setIn(draft, ['x-states'], v ? { field: v, transitions } : undefined))}
          />
        </Form.Item>
      </Form>
      {stateField && !dict && <Alert type="warning" title={t('stateFieldHint')} />}
      {stateField && (
        <>
          <Table<Json>
            size="small"
            rowKey={(_, i) => String(i)}
            pagination={false}
            dataSource={transitions}
            scroll={{ x: 'max-content' }}
            columns={[
              {
                title: t('transitionName'),
                render: (_, tr, i) => (
                  <Input
                    data-testid={`tr-name-${i}`}
                    style={{ width: 110 }}
                    value={tr.name}
                    onChange={(e) => setT(i, 'name', e.target.value)}
                  />
                ),
              },
              {
                title: t('titleZh'),
                render: (_, tr, i) => (
                  <Input
                    data-testid={`tr-title-${i}`}
                    style={{ width: 100 }}
                    value={tr.title}
                    onChange={(e) => setT(i, 'title', e.target.value)}
                  />
                ),
              },
              {
                title: t('titleEn'),
                render: (_, tr, i) => (
                  <Input
                    data-testid={`tr-en-${i}`}
                    style={{ width: 100 }}
                    value={tr['x-title']?.en}
                    onChange={(e) =>
                      onChange(setIn(draft, ['x-states', 'transitions', i, 'x-title', 'en'], e.target.value))
                    }
                  />
                ),
              },
              {
                title: t('from'),
                render: (_, tr, i) => (
                  <Select
                    data-testid={`tr-from-${i}`}
                    mode="multiple"
                    style={{ minWidth: 130 }}
                    value={tr.from ?? []}
                    options={stateOptions}
                    onChange={(v) => setT(i, 'from', v)}
                  />
                ),
              },
              {
                title: t('to'),
                render: (_, tr, i) => (
                  <Select
                    data-testid={`tr-to-${i}`}
                    style={{ width: 120 }}
                    value={tr.to}
                    options={stateOptions}
                    onChange={(v) => setT(i, 'to', v)}
                  />
                ),
              },
              {
                title: t('requires'),
                render: (_, tr, i) => (
                  <Select
                    mode="multiple"
                    style={{ minWidth: 120 }}
                    value={tr.requires ?? []}
                    options={fields}
                    onChange={(v) => setT(i, 'requires', v)}
                  />
                ),
              },
              {
                title: t('verifies'),
                render: (_, tr, i) => (
                  <Select
                    mode="multiple"
                    style={{ minWidth: 120 }}
                    value={tr.verifies ?? []}
                    options={fields}
                    onChange={(v) => setT(i, 'verifies', v)}
                  />
                ),
              },
              {
                title: t('permission'),
                render: (_, tr, i) => (
                  <Input
                    style={{ width: 150 }}
                    value={tr.permission}
                    onChange={(e) => setT(i, 'permission', e.target.value)}
                  />
                ),
              },
              {
                render: (_, _tr, i) => (
                  <Button
                    type="link"
                    danger
                    onClick={() =>
                      onChange(
                        setIn(
                          draft,
                          ['x-states', 'transitions'],
                          transitions.filter((_, j) => j !== i),
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
            data-testid="add-transition"
            onClick={() =>
              onChange(
                setIn(
                  draft,
                  ['x-states', 'transitions'],
                  [...transitions, { name: '', title: '', 'x-title': { en: '' }, from: [] }],
                ),
              )
            }
          >
            {t('addTransition')}
          </Button>
        </>
      )}
    </Space>
  );
}
