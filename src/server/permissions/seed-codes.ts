// The permission codes of a registry, as the generator writes them to src/generated/permissions.ts
// (the reviewed artefact the app seeds from). Used when the app runs on another registry (tests with
// fixture entities); seed-codes.test.ts keeps the two in step.
import { entityOperations, permissionCode, type MenuDef, type Registry } from '../../../runtime/core/registry.ts';
import type { PermissionSeed } from '../../generated/permissions.ts';

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
        title: { zh: `${e.title.zh}:${t.name}`, en: `${e.title.en}: ${t.name}` },
      });
    }
  }
  return seed;
}
