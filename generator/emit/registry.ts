// The registry module the server and the SPA load, plus the i18n bundles and the permission seed.
import type { Registry } from '../../runtime/core/registry.ts';
import { permissionSeedOf } from '../../runtime/core/permission-seed.ts';
import { BANNER, setLiteral, type OutputFiles } from './output.ts';

export function emitRegistry(registry: Registry, out: OutputFiles): void {
  const head = `${BANNER}import type { Registry } from '../../runtime/core/registry.ts';\n\nexport const registry: Registry = `;
  setLiteral(out, 'registry.ts', head, registry, ';\n');
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
    setLiteral(out, `i18n/${lang}.json`, '', { entity, dict, menu }, '\n');
  }
}

/** Permission codes (menus and buttons) the platform seeds into sys_permission. */
export function emitPermissions(registry: Registry, out: OutputFiles): void {
  const head = `${BANNER}import type { PermissionSeed } from '../../runtime/core/permission-seed.ts';\n\nexport type { PermissionSeed };\n\nexport const permissionSeed: PermissionSeed[] = `;
  setLiteral(out, 'permissions.ts', head, permissionSeedOf(registry), ';\n');
}
