// The registry module the server and the SPA load, plus the i18n bundles and the permission seed.
import type { Registry } from '../../runtime/core/registry.ts';
import { entityOperations, permissionCode } from '../../runtime/core/registry.ts';
import { BANNER, type OutputFiles } from './output.ts';

export function emitRegistry(registry: Registry, out: OutputFiles): void {
  out.set(
    'registry.ts',
    `${BANNER}import type { Registry } from '../../runtime/core/registry.ts';\n\nexport const registry: Registry = ${JSON.stringify(registry, null, 2)};\n`,
  );
}

export function emitI18n(registry: Registry, out: OutputFiles): void {
  for (const [lang, key] of [
    ['zh-CN', 'zh'],
    ['en', 'en'],
  ] as const) {
    const entity: Record<string, unknown> = {};
    for (const e of Object.values(registry.entities)) {
      entity[e.name] = {
        title: e.title[key],
        fields: Object.fromEntries(e.fields.map((f) => [f.name, f.title[key]])),
      };
    }
    const dict: Record<string, unknown> = {};
    for (const d of Object.values(registry.dicts)) {
      dict[d.code] = {
        title: d.title[key],
        items: Object.fromEntries(d.items.map((i) => [String(i.value), i.label[key]])),
      };
    }
    const menu: Record<string, string> = {};
    const walk = (ms: Registry['menus']) =>
      ms.forEach((m) => {
        menu[m.key] = m.title[key];
        if (m.children) walk(m.children);
      });
    walk(registry.menus);
    out.set(`i18n/${lang}.json`, `${JSON.stringify({ entity, dict, menu }, null, 2)}\n`);
  }
}

/** Permission codes (menus and buttons) the platform seeds into sys_permission. */
export function emitPermissions(registry: Registry, out: OutputFiles): void {
  const seed = Object.values(registry.entities).flatMap((e) =>
    entityOperations(e)
      .filter((op) => op !== 'queryById')
      .map((op) => ({
        code: permissionCode(e, op),
        entity: e.name,
        type: op === 'list' ? 'menu' : 'button',
        title: { zh: `${e.title.zh}:${op}`, en: `${e.title.en}: ${op}` },
      })),
  );
  const walk = (ms: Registry['menus']) =>
    ms.forEach((m) => {
      if (m.permission && !m.entity && !seed.some((s) => s.code === m.permission)) {
        seed.push({ code: m.permission, entity: '', type: 'menu', title: m.title });
      }
      if (m.children) walk(m.children);
    });
  walk(registry.menus);
  for (const e of Object.values(registry.entities)) {
    for (const t of e.states?.transitions ?? []) {
      seed.push({
        code: t.permission ?? permissionCode(e, t.name),
        entity: e.name,
        type: 'button',
        title: { zh: `${e.title.zh}:${t.name}`, en: `${e.title.en}: ${t.name}` },
      });
    }
  }
  out.set(
    'permissions.ts',
    `${BANNER}export interface PermissionSeed {\n  code: string;\n  entity: string;\n  type: 'menu' | 'button';\n  title: { zh: string; en: string };\n}\n\nexport const permissionSeed: PermissionSeed[] = ${JSON.stringify(seed, null, 2)};\n`,
  );
}
