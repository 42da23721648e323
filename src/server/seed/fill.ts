// A plausible value for a required field the demo builders did not set (a schema that gained a
// field, or an entity whose builder only knows its main fields): a dictionary's first code, an
// existing row of the referenced entity, or a value of the field's format within its limits.
import type { EntityModel, FieldModel } from '../engine/crud/entity-model.ts';
import type { Rec } from '../engine/crud/records.ts';
import { formatDateTime } from '../engine/db/time.ts';
import { regionChildren } from '../../../runtime/core/regions.ts';
import type { SeedWriter } from './writer.ts';

let serial = 0;

function text(f: FieldModel, prefix: string): string {
  const max = f.def.maxLength ?? 32;
  const s = `${prefix}${++serial}`;
  return s.length > max ? s.slice(s.length - max) : s;
}

/** A valid region path: a province, one of its cities and one of that city's areas. */
export function anyArea(w: SeedWriter): string {
  const province = w.rng.pick(regionChildren().slice(0, 31));
  const city = regionChildren(province.code)[0];
  if (!city) return province.code;
  const area = regionChildren(city.code)[0];
  return area ? `${province.code},${city.code},${area.code}` : `${province.code},${city.code}`;
}

export function valueFor(f: FieldModel, w: SeedWriter): unknown {
  const d = f.def;
  if (d.dict) {
    const item = f.dict ? [...f.dict.zh.keys()][0] : undefined;
    if (item !== undefined) return d.type === 'string' ? item : Number(item);
  }
  if (d.ref) {
    const ids = w.ids(d.ref.entity);
    return ids.length ? w.rng.pick(ids) : undefined;
  }
  if (d.type === 'boolean') return false;
  if (d.type === 'integer') return Math.max(d.minimum ?? 0, 1);
  if (d.type === 'number') return d.format === 'money' ? 10 : Math.max(d.minimum ?? 0, 1);
  switch (d.format) {
    case 'mobile':
      return `138${w.rng.digits(8)}`;
    case 'phone':
      return `020-${w.rng.digits(8)}`;
    case 'email':
      return `demo${++serial}@example.com`;
    case 'date':
      return formatDateTime(new Date()).slice(0, 10);
    case 'date-time':
      return formatDateTime(new Date());
    case 'time':
      return '09:00:00';
    case 'area':
      return anyArea(w);
    case 'postcode':
      return '510000';
    case 'password':
      return w.password;
    case 'url':
      return 'https://example.com/';
    case 'image':
    case 'images':
    case 'file':
      return 'demo/news-cover.png'; // a demo picture (images.ts)
    default:
      if (d.pattern) return text(f, 'D').replace(/[^A-Za-z0-9]/g, '0');
      return text(f, `${d.title.zh}`);
  }
}

/** Sets every required writable field the body lacks (in place). */
export function fillRequired(model: EntityModel, body: Rec, w: SeedWriter): void {
  for (const f of model.writable.values()) {
    if (!f.def.required || (body[f.name] !== undefined && body[f.name] !== null && body[f.name] !== '')) continue;
    if (f.def.default !== undefined) {
      body[f.name] = f.def.default;
      continue;
    }
    const v = valueFor(f, w);
    if (v !== undefined) body[f.name] = v;
  }
}
