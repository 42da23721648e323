// The permission codes a registry implies (menus and buttons), in the order they are seeded into
// sys_permission. The generator writes them to src/generated/permissions.ts (the reviewed artefact);
// the server derives them again only when it runs on another registry (tests with fixture entities).
import { entityOperations, permissionCode, type I18nText, type MenuDef, type Registry } from './registry.ts';
import { engineTransitions } from './states.ts';

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
    for (const t of engineTransitions(e)) {
      seed.push({
        code: t.permission ?? permissionCode(e, t.name),
        entity: e.name,
        type: 'button',
        title: { zh: `${e.title.zh}:${t.title?.zh ?? t.name}`, en: `${e.title.en}: ${t.title?.en ?? t.name}` },
      });
    }
  }
  // A code a field or link guard names (x-write-permission) gets a button under its entity, unless
  // another part of the registry already seeds it.
  for (const e of Object.values(registry.entities)) {
    const guarded = [
      ...e.fields.map((f) => ({ title: f.title, w: f.writePermission })),
      ...(e.links ?? []).map((l) => ({ title: l.title, w: l.writePermission })),
    ];
    for (const { title, w } of guarded) {
      for (const code of new Set([w?.add, w?.edit])) {
        if (!code || seed.some((s) => s.code === code)) continue;
        seed.push({
          code,
          entity: e.name,
          type: 'button',
          title: { zh: `${e.title.zh}:修改${title.zh}`, en: `${e.title.en}: change ${title.en.toLowerCase()}` },
        });
      }
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
