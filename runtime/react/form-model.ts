// Which fields a create/edit form shows and what it sends. Pure; the schema decides everything.
import type { EntityDef, FieldDef } from '../core/registry.ts';
import type { Row } from '../core/wire.ts';
import type { FieldAccess } from './permissions.tsx';

export type FormMode = 'create' | 'edit';

/**
 * Writable fields: not standard, not read-only; secrets (passwords) only when creating; minus the
 * fields a field permission hides from this user. A new record's form also leaves out the fields a
 * later workflow step fills (a transition's `requires`: a reject reason, a signer's name) unless the
 * schema requires them on add.
 */
export function formFields(entity: EntityDef, mode: FormMode, access?: FieldAccess): FieldDef[] {
  const later = mode === 'create' ? stepFields(entity) : undefined;
  return entity.fields.filter(
    (f) =>
      !f.standard &&
      !f.readOnly &&
      !(f.secret && mode === 'edit') &&
      !access?.hidden.has(f.name) &&
      !(later?.has(f.name) && !f.required),
  );
}

/** The fields the workflow's transitions ask for when they run. */
function stepFields(entity: EntityDef): Set<string> {
  return new Set(entity.states?.transitions.flatMap((t) => t.requires ?? []) ?? []);
}

/**
 * Fields the form shows but never changes nor sends: those a field permission makes read-only, and the
 * workflow's state field (`x-states`), which moves only through its actions (the server refuses it).
 */
export function lockedFields(entity: EntityDef, access?: FieldAccess): Set<string> {
  const out = new Set(access?.readOnly ?? []);
  if (entity.states?.field) out.add(entity.states.field);
  return out;
}

export function initialValues(
  entity: EntityDef,
  mode: FormMode,
  record?: Row,
  access?: FieldAccess,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of formFields(entity, mode, access)) {
    const value = mode === 'edit' ? record?.[field.name] : field.default;
    if (value !== undefined && value !== null) out[field.name] = value;
  }
  return out;
}

/**
 * The body of add/edit: the form's writable fields. On edit it carries id and version, and a field the
 * user emptied is sent as null so the server clears it.
 */
export function toPayload(
  entity: EntityDef,
  mode: FormMode,
  data: Record<string, unknown>,
  record?: Row,
  access?: FieldAccess,
): Row {
  const body: Row = {};
  // Fields the user may only read are never sent: the server refuses writes to them.
  const locked = lockedFields(entity, access);
  for (const field of formFields(entity, mode, access).filter((f) => !locked.has(f.name))) {
    const value = data[field.name];
    const empty = value === undefined || value === null || value === '';
    if (!empty) body[field.name] = typeof value === 'string' && !field.secret ? value.trim() : value;
    else if (mode === 'edit' && record?.[field.name] !== undefined && record?.[field.name] !== null) {
      body[field.name] = null;
    }
  }
  if (mode === 'edit' && record) {
    body.id = record.id;
    body.version = record.version;
  }
  return body;
}

/** Field errors a server answer may carry: `{field: message}` or `[{field|path, message}]`. */
export function serverFieldErrors(entity: EntityDef, result: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const known = new Set(entity.fields.map((f) => f.name));
  const put = (name: unknown, message: unknown) => {
    const key = String(name ?? '')
      .replace(/^\//, '')
      .split(/[./]/)[0];
    if (known.has(key) && typeof message === 'string' && !out[key]) out[key] = message;
  };
  const list = Array.isArray(result)
    ? result
    : result && typeof result === 'object' && Array.isArray((result as { errors?: unknown }).errors)
      ? (result as { errors: unknown[] }).errors
      : null;
  if (list) {
    for (const item of list) {
      if (item && typeof item === 'object') {
        const e = item as Record<string, unknown>;
        put(e.field ?? e.name ?? e.path ?? e.instancePath, e.message);
      }
    }
  } else if (result && typeof result === 'object') {
    for (const [key, message] of Object.entries(result)) put(key, message);
  }
  return out;
}
