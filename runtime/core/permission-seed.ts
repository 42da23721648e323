// The permission codes a registry implies (menus and buttons), in the order they are seeded into
// sys_permission. The generator writes them to src/generated/permissions.ts (the reviewed artefact);
// the server derives them again only when it runs on another registry (tests with fixture entities).
import { entityOperations, permissionCode, type I18nText, type MenuDef, type Registry } from './registry.ts';

export interface PermissionSeed {
  code: string;
  entity: string;
  type: 'menu' | 'button';
  title: I18nText;
}

export function permissionSeedOf(registry: Registry): PermissionSeed[] {
  const seed: PermissionSeed[] = Object.values(registry.entities).flatMap((e) =>
    entityOperations(e)
      .filter((op) => op !== 'queryById')
      .map((op) => ({
        code: permissionCode(e, op),
        entity: e.name,
        type: op === 'list' ? ('menu' as const) : ('button' as const),
        title: { zh: `${e.title.zh}:${op}`, en: `${e.title.en}: ${op}` },
      })),
  );
  const walk = (ms: MenuDef[]) =>
    ms.forEach((m) => {
      if (m.permission && !m.entity && !seed.some((s) => s.code === m.permission)) {
        seed.push({ code: m.permission, entity: '', type: 'menu', title: m.title });
      }
      walk(m.children ?? []);
    });
  walk(registry.menus);
  for (const e of Object.values(registry.entities)) {
    for (const t of e.states?.transitions ?? []) {
      seed.push({
        code: t.permission ?? permissionCode(e, t.name),
        entity: e.name,
        type: 'button',
        title: { zh: `${e.title.zh}:${t.title?.zh ?? t.name}`, en: `${e.title.en}: ${t.title?.en ?? t.name}` },
      });
    }
  }
  // A report with a code of its own (schemas/reports) gets a button under its source entity.
  for (const r of Object.values(registry.reports ?? {})) {
    if (seed.some((s) => s.code === r.permission)) continue;
    seed.push({
      code: r.permission,
      entity: r.entity,
      type: 'button',
      title: { zh: `${r.title.zh}:报表`, en: `${r.title.en}: report` },
    });
  }
  return seed;
}
