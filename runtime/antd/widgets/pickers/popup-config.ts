// The popup picker's configuration from the field (x-options {code, orgFields: 'a,b', destFields:
// 'x,y', multi?, params?}), checked first as spec 001 §5.8 says: code, origin and target fields are all
// required, and both lists must have as many names. A reference field (x-ref) needs only the code:
// it takes the chosen row's id into itself (orgFields 'id', destFields its own name by default).
// `popupConfigOf` checks settings from anywhere (the editable table's popup column gives its own).
import type { FieldDef } from '../../../core/registry.ts';

export interface PopupConfig {
  code: string;
  orgFields: string[];
  destFields: string[];
  multi: boolean;
  /** Fixed filters sent as `self_<field>` with every data call. */
  params: Record<string, string>;
}

export type PopupConfigResult =
  { ok: true; config: PopupConfig } | { ok: false; error: 'popupConfigMissing' | 'popupConfigCountMismatch' };

const names = (raw: unknown): string[] =>
  typeof raw === 'string'
    ? raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

function paramsOf(raw: unknown): Record<string, string> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    if (v !== undefined && v !== null && v !== '') out[k] = String(v);
  }
  return out;
}

/** What a popup picker is configured with, before checking: a form field's x-options or a table column. */
export interface PopupSettings {
  code?: unknown;
  orgFields?: unknown;
  destFields?: unknown;
  multi?: boolean;
  params?: unknown;
}

/** Check and read popup settings (spec 001 §5.8). */
export function popupConfigOf(settings: PopupSettings): PopupConfigResult {
  const code = typeof settings.code === 'string' ? settings.code.trim() : '';
  const orgFields = names(settings.orgFields);
  const destFields = names(settings.destFields);
  if (!code || orgFields.length === 0 || destFields.length === 0) return { ok: false, error: 'popupConfigMissing' };
  if (orgFields.length !== destFields.length) return { ok: false, error: 'popupConfigCountMismatch' };
  return {
    ok: true,
    config: { code, orgFields, destFields, multi: settings.multi === true, params: paramsOf(settings.params) },
  };
}

/** The popup settings of a form field (x-options; a reference field defaults to its id into itself). */
export function popupConfig(field: FieldDef): PopupConfigResult {
  const o = field.options ?? {};
  return popupConfigOf({
    code: o.code,
    orgFields: o.orgFields ?? (field.ref ? 'id' : undefined),
    destFields: o.destFields ?? (field.ref ? field.name : undefined),
    multi: field.multiple === true || o.multi === true,
    params: o.params,
  });
}

type Row = Record<string, unknown>;

const blank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * The form values the chosen rows give: each origin field's value into its target field; with
 * several rows (multi mode) the values of each origin field joined by commas.
 */
export function destValues(config: PopupConfig, rows: Row[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  config.orgFields.forEach((org, i) => {
    const dest = config.destFields[i];
    if (!config.multi) {
      const v = rows[0]?.[org];
      out[dest] = blank(v) ? undefined : v;
      return;
    }
    const joined = rows
      .map((r) => r[org])
      .filter((v) => !blank(v))
      .map(String)
      .join(',');
    out[dest] = joined === '' ? undefined : joined;
  });
  return out;
}
