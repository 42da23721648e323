// One field as a form: titles, the help under its input (description / x-description), type and
// format (only the pairs gen accepts are offered), widget and its options, dictionary (picked, or
// created inline), reference with its label field, validation (required, length, range, pattern with a
// live test box), default, read-only, the English companion of a text field (x-english) and write
// permission.
import { Button, Divider, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { setIn, type Json } from './draft-model.ts';
import { useStudioT, useTitle } from './messages.ts';
import { PatternTester } from './pattern-tester.tsx';
import type { SchemaIndex } from './studio-api.ts';
import { useEntityFields } from './use-entity-fields.ts';

const TYPES = ['string', 'integer', 'number', 'boolean'];
const FLAG_OPTIONS = new Set(['multi', 'checkStrictly', 'byDepart', 'confirm']);
const NUMBER_OPTIONS = new Set(['max', 'height', 'width', 'span']);

export interface FieldEditorProps {
  draft: Json;
  name: string;
  index: SchemaIndex;
  /** Dictionaries of the draft not yet on disk (created inline). */
  newDicts: string[];
  onChange(next: Json): void;
  onCreateDict(): void;
}

export function FieldEditor({ draft, name, index, newDicts, onChange, onCreateDict }: FieldEditorProps) {
  const t = useStudioT();
  const title = useTitle();
  const field = (draft.properties?.[name] ?? {}) as Json;
  const set = (key: string | (string | number)[], value: unknown) =>
    onChange(setIn(draft, ['properties', name, ...(Array.isArray(key) ? key : [key])], value));
  const refFields = useEntityFields(index, field['x-ref']?.entity);
  const required = ((draft.required ?? []) as string[]).includes(name);
  const formats = Object.entries(index.catalogue.formats)
    .filter(([, types]) => types.includes(field.type))
    .map(([f]) => ({ value: f, label: f }));
  const widget = field['x-widget'] as string | undefined;
  const optionKeys = widget ? (index.catalogue.widgets[widget] ?? []) : [];
  const dicts = [
    ...index.dicts.map((d) => ({ value: d.code, label: `${title(d.title, d.en)} (${d.code})` })),
    ...newDicts.map((c) => ({ value: c, label: c })),
  ];
  const isText = field.type === 'string';
  // x-english: another plain text field of the entity, itself without a companion (gen checks it too)
  const englishFields = Object.entries((draft.properties ?? {}) as Record<string, Json>)
    .filter(([n, p]) => n !== name && p.type === 'string' && !p['x-dict'] && !p['x-ref'] && !p['x-english'])
    .filter(([, p]) => !p['x-secret'] && p.format !== 'password')
    .map(([n, p]) => ({ value: n, label: `${title(p.title, p['x-title']?.en)} (${n})` }));
  const isNumber = field.type === 'integer' || field.type === 'number';
  const parseDefault = (v: string) => (isNumber && v !== '' && !Number.isNaN(Number(v)) ? Number(v) : v);

  return (
    <Form layout="vertical" data-testid="field-editor">
      <Space wrap>
        <Form.Item label={t('titleZh')} required>
          <Input data-testid="field-title" value={field.title} onChange={(e) => set('title', e.target.value)} />
        </Form.Item>
        <Form.Item label={t('titleEn')} required>
          <Input
            data-testid="field-title-en"
            value={field['x-title']?.en}
            onChange={(e) => set(['x-title', 'en'], e.target.value)}
          />
        </Form.Item>
      </Space>
      <Space wrap>
        <Form.Item label={t('helpZh')} tooltip={t('helpHint')}>
          <Input
            data-testid="field-help"
            value={field.description as string | undefined}
            onChange={(e) => set('description', e.target.value)}
          />
        </Form.Item>
        <Form.Item label={t('helpEn')}>
          <Input
            data-testid="field-help-en"
            value={field['x-description']?.en}
            onChange={(e) => set(['x-description', 'en'], e.target.value)}
          />
        </Form.Item>
      </Space>
      <Space wrap>
        <Form.Item label={t('type')}>
          <Select
            data-testid="field-type"
            style={{ width: 130 }}
            value={field.type}
            options={TYPES.map((v) => ({ value: v, label: v }))}
            onChange={(v: string) => {
              let next = setIn(draft, ['properties', name, 'type'], v);
              const format = field.format as string | undefined;
              if (format && !index.catalogue.formats[format]?.includes(v))
                next = setIn(next, ['properties', name, 'format'], undefined);
              onChange(next);
            }}
          />
        </Form.Item>
        <Form.Item label={t('format')}>
          <Select
            data-testid="field-format"
            allowClear
            style={{ width: 150 }}
            value={field.format}
            options={formats}
            onChange={(v) => set('format', v)}
          />
        </Form.Item>
        <Form.Item label={t('widget')}>
          <Select
            allowClear
            style={{ width: 150 }}
            value={widget}
            options={Object.keys(index.catalogue.widgets).map((w) => ({ value: w, label: w }))}
            onChange={(v) =>
              onChange(
                setIn(setIn(draft, ['properties', name, 'x-widget'], v), ['properties', name, 'x-options'], undefined),
              )
            }
          />
        </Form.Item>
      </Space>
      {[...optionKeys, 'span'].length > 0 && (
        <Form.Item label={t('widgetOptions')}>
          <Space wrap>
            {[...optionKeys, 'span'].map((key) => (
              <Space key={key} size={4}>
                <span>{key}</span>
                {FLAG_OPTIONS.has(key) ? (
                  <Switch
                    size="small"
                    checked={field['x-options']?.[key] === true}
                    onChange={(v) => set(['x-options', key], v || undefined)}
                  />
                ) : NUMBER_OPTIONS.has(key) ? (
                  <InputNumber
                    size="small"
                    value={field['x-options']?.[key]}
                    onChange={(v) => set(['x-options', key], v ?? undefined)}
                  />
                ) : (
                  <Input
                    size="small"
                    style={{ width: 120 }}
                    value={field['x-options']?.[key]}
                    onChange={(e) => set(['x-options', key], e.target.value)}
                  />
                )}
              </Space>
            ))}
          </Space>
        </Form.Item>
      )}
      <Space wrap align="end">
        <Form.Item label={t('dict')}>
          <Select
            data-testid="field-dict"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 240 }}
            value={field['x-dict']}
            options={dicts}
            onChange={(v) => set('x-dict', v)}
          />
        </Form.Item>
        <Form.Item>
          <Button data-testid="field-new-dict" onClick={onCreateDict}>
            {t('createDictInline')}
          </Button>
        </Form.Item>
      </Space>
      <Space wrap>
        <Form.Item label={t('refEntity')}>
          <Select
            data-testid="field-ref-entity"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 240 }}
            value={field['x-ref']?.entity}
            options={index.entities.map((e) => ({ value: e.name, label: `${title(e.title, e.en)} (${e.name})` }))}
            onChange={(v?: string) => set('x-ref', v ? { entity: v, label: '' } : undefined)}
          />
        </Form.Item>
        <Form.Item label={t('refLabel')}>
          <Select
            data-testid="field-ref-label"
            style={{ width: 200 }}
            disabled={!field['x-ref']}
            value={field['x-ref']?.label || undefined}
            options={refFields}
            onChange={(v: string) => set(['x-ref', 'label'], v)}
          />
        </Form.Item>
      </Space>
      <Divider />
      <Space wrap>
        <Form.Item label={t('required')}>
          <Switch
            data-testid="field-required"
            checked={required}
            onChange={(v) => {
              const list = ((draft.required ?? []) as string[]).filter((n) => n !== name);
              onChange(setIn(draft, ['required'], v ? [...list, name] : list));
            }}
          />
        </Form.Item>
        {isText && (
          <>
            <Form.Item label={t('maxLength')}>
              <InputNumber
                data-testid="field-max-length"
                min={1}
                value={field.maxLength}
                onChange={(v) => set('maxLength', v ?? undefined)}
              />
            </Form.Item>
            <Form.Item label={t('minLength')}>
              <InputNumber min={0} value={field.minLength} onChange={(v) => set('minLength', v ?? undefined)} />
            </Form.Item>
          </>
        )}
        {isNumber && (
          <>
            <Form.Item label={t('minimum')}>
              <InputNumber
                data-testid="field-minimum"
                value={field.minimum}
                onChange={(v) => set('minimum', v ?? undefined)}
              />
            </Form.Item>
            <Form.Item label={t('maximum')}>
              <InputNumber value={field.maximum} onChange={(v) => set('maximum', v ?? undefined)} />
            </Form.Item>
          </>
        )}
        <Form.Item label={t('defaultValue')}>
          {field.type === 'boolean' ? (
            <Switch checked={field.default === true} onChange={(v) => set('default', v)} />
          ) : (
            <Input
              data-testid="field-default"
              style={{ width: 140 }}
              value={field.default ?? ''}
              onChange={(e) => set('default', parseDefault(e.target.value))}
            />
          )}
        </Form.Item>
        <Form.Item label={t('readOnly')}>
          <Switch checked={field.readOnly === true} onChange={(v) => set('readOnly', v || undefined)} />
        </Form.Item>
      </Space>
      {isText && !field['x-dict'] && !field['x-ref'] && (
        <Form.Item label={t('english')} tooltip={t('englishHint')}>
          <Select
            data-testid="field-english"
            allowClear
            style={{ maxWidth: 320 }}
            value={field['x-english'] as string | undefined}
            options={englishFields}
            onChange={(v?: string) => set('x-english', v)}
          />
        </Form.Item>
      )}
      {isText && (
        <Form.Item label={t('pattern')}>
          <PatternTester value={field.pattern} onChange={(v) => set('pattern', v)} />
        </Form.Item>
      )}
      <Form.Item label={t('writePermission')}>
        <Input
          style={{ maxWidth: 320 }}
          placeholder={`${draft['x-entity']?.permission ?? ''}:${name}`}
          value={typeof field['x-write-permission'] === 'string' ? field['x-write-permission'] : ''}
          onChange={(e) => set('x-write-permission', e.target.value)}
        />
      </Form.Item>
    </Form>
  );
}
