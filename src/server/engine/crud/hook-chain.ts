// Composes two plugins' engine hooks (extensions.ts): each extension point runs the first one's hook,
// then the second's.
import type { EntityHooks } from './hooks.ts';

export function chainHooks(a: EntityHooks, b: EntityHooks): EntityHooks {
  const out: EntityHooks = { ...a, ...b };
  const extra = [...(a.extraFields ?? []), ...(b.extraFields ?? [])];
  if (extra.length) out.extraFields = extra;
  if (a.beforeWrite && b.beforeWrite) {
    out.beforeWrite = async (...args) => {
      await a.beforeWrite!(...args);
      await b.beforeWrite!(...args);
    };
  }
  if (a.beforeInsert && b.beforeInsert) {
    out.beforeInsert = async (...args) => {
      await a.beforeInsert!(...args);
      await b.beforeInsert!(...args);
    };
  }
  if (a.afterWrite && b.afterWrite) {
    out.afterWrite = async (...args) => {
      await a.afterWrite!(...args);
      await b.afterWrite!(...args);
    };
  }
  if (a.beforeDelete && b.beforeDelete) {
    out.beforeDelete = async (...args) => {
      await a.beforeDelete!(...args);
      await b.beforeDelete!(...args);
    };
  }
  if (a.afterTransition && b.afterTransition) {
    out.afterTransition = async (...args) => {
      await a.afterTransition!(...args);
      await b.afterTransition!(...args);
    };
  }
  if (a.transitionValues && b.transitionValues) {
    out.transitionValues = (...args) => ({ ...a.transitionValues!(...args), ...b.transitionValues!(...args) });
  }
  if (a.recorded && b.recorded) {
    out.recorded = (...args) => {
      a.recorded!(...args);
      b.recorded!(...args);
    };
  }
  return out;
}
