// Props shared by the plain upload controls (FileUpload, ImageUpload) and the adapter that fills them
// from rjsf WidgetProps: the common control props (control-props.ts), plus how many files the field
// takes (x-options.max, 0 = unlimited) and its upload folder (x-options.biz, else 'temp').
import type { WidgetProps } from '@rjsf/utils';
import { controlProps, fieldOf } from '../control-props.ts';
import { uploadBiz, uploadLimit } from './upload-rules.ts';

export interface UploadControlProps {
  id?: string;
  /** Stored path(s), comma-joined. */
  value?: string | null;
  onChange(value: string | undefined): void;
  /** Several files (the value joins their paths). */
  multiple?: boolean;
  /** Most files when multiple; 0 = unlimited. */
  max?: number;
  biz?: string;
  disabled?: boolean;
}

/** The upload control's props of an rjsf widget; `multiple` says whether the field takes several files. */
export function uploadControlProps(props: WidgetProps, multiple: boolean): UploadControlProps {
  const field = fieldOf(props);
  const { id, value, onChange, disabled } = controlProps(props);
  return { id, value, onChange, disabled, multiple, max: uploadLimit(field, multiple), biz: uploadBiz(field) };
}
