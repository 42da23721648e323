// One required field of a workflow transition in its dialog, with the control the form uses for it:
// a dictionary → its select, a reference → the reference select, `image`/`images` → the picture
// upload (jpg/png, several for `images`), `file` → the file upload, `date`/`date-time` → the date
// picker (wire text), `money` → a number with two decimals, other numbers → a number input, long
// text → a text area, anything else → a text input. Values keep the wire form the action sends.
import { Input, InputNumber } from 'antd';
import { text, type FieldDef } from '../../core/registry.ts';
import { useLang } from '../../react/registry-context.tsx';
import { useT } from '../messages.ts';
import { DateInput } from '../widgets/date-inputs.tsx';
import { DictSelect } from '../widgets/dict-select.tsx';
import { RefSelect } from '../widgets/ref-select.tsx';
import { FileUpload } from '../widgets/upload/file-upload.tsx';
import { ImageUpload } from '../widgets/upload/image-upload.tsx';
import { uploadBiz, uploadLimit } from '../widgets/upload/upload-rules.ts';

export interface ActionFieldInputProps {
  field: FieldDef;
  id?: string;
  value?: unknown;
  onChange?(v: unknown): void;
}

/** Text longer than this gets a text area. */
const AREA_FROM = 100;

export function ActionFieldInput({ field, id, value, onChange }: ActionFieldInputProps) {
  const t = useT();
  const title = text(field.title, useLang());
  const str = value === undefined || value === null ? undefined : String(value);
  const change = (v: unknown) => onChange?.(v);
  if (field.dict) {
    return (
      <DictSelect
        id={id}
        code={field.dict}
        value={value as string | number | undefined}
        onChange={change}
        placeholder={t('selectPlaceholder', { title })}
      />
    );
  }
  if (field.ref) {
    return <RefSelect id={id} refDef={field.ref} value={str} onChange={change} style={{ width: '100%' }} />;
  }
  if (field.format === 'image' || field.format === 'images') {
    const multiple = field.format === 'images';
    return (
      <ImageUpload
        id={id}
        value={str}
        onChange={change}
        multiple={multiple}
        max={uploadLimit(field, multiple)}
        biz={uploadBiz(field)}
      />
    );
  }
  if (field.format === 'file') {
    return <FileUpload id={id} value={str} onChange={change} max={uploadLimit(field, false)} biz={uploadBiz(field)} />;
  }
  if (field.format === 'date' || field.format === 'date-time') {
    return <DateInput id={id} value={str} onChange={change} showTime={field.format === 'date-time'} />;
  }
  if (field.type === 'integer' || field.type === 'number') {
    const money = field.format === 'money';
    return (
      <InputNumber
        id={id}
        value={value as number | undefined}
        onChange={(v) => change(v ?? undefined)}
        style={{ width: '100%' }}
        min={money ? 0 : undefined}
        precision={field.type === 'integer' ? 0 : money ? 2 : undefined}
      />
    );
  }
  const common = {
    id,
    value: str,
    maxLength: field.maxLength,
    placeholder: t('inputPlaceholder', { title }),
    onChange: (e: { target: { value: string } }) => change(e.target.value),
  };
  if (field.format === 'textarea' || (field.maxLength ?? 0) > AREA_FROM) return <Input.TextArea {...common} rows={3} />;
  return <Input {...common} />;
}
