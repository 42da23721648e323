// Labels of the state history (sys_state_log) rows, which hold codes of other entities: the status
// field's title instead of its name (orderState -> 订单状态), the states' labels from that field's
// dictionary instead of 0 -> 1, and the transition's title instead of its name (the entity's title
// instead of its key comes from its x-widget "entity": entity-title-labels.ts). Added to list,
// queryById and export answers as `<field>_dictText` (the key dictionary and reference labels use),
// in the request's language; a code the registry does not know keeps no label.
import type { Lang, Registry } from '../../../../runtime/core/registry.ts';
import type { Rec } from './records.ts';

/** The history entity every transition writes one row to (schemas/system/sys_state_log.json). */
export const STATE_LOG_ENTITY = 'sys_state_log';
/** Its fields that get a derived label. */
export const STATE_LOG_LABELLED = ['fieldName', 'fromState', 'toState', 'action'] as const;

type Labels = { zh: string; en: string };

interface EntityLabels {
  /** Field name -> its title. */
  fields: Map<string, Labels>;
  /** Status field name -> state value -> label. */
  states: Map<string, Map<string, Labels>>;
  actions: Map<string, Labels>;
}

function labelsOf(registry: Registry): Map<string, EntityLabels> {
  const out = new Map<string, EntityLabels>();
  for (const e of Object.values(registry.entities)) {
    const states = new Map<string, Map<string, Labels>>();
    for (const f of e.fields) {
      const dict = f.dict ? registry.dicts[f.dict] : undefined;
      if (dict) states.set(f.name, new Map(dict.items.map((i) => [String(i.value), i.label])));
    }
    const actions = new Map<string, Labels>();
    for (const tr of e.states?.transitions ?? []) if (tr.title) actions.set(tr.name, tr.title);
    const fields = new Map(e.fields.map((f) => [f.name, f.title]));
    out.set(e.name, { fields, states, actions });
  }
  return out;
}

/** Sets the `_dictText` labels of state history rows (wire form) in place. */
export function stateLogLabeller(registry: Registry): (rows: Rec[], lang: Lang) => void {
  const byEntity = labelsOf(registry);
  return (rows, lang) => {
    const pick = (l: Labels | undefined) => (l ? (lang === 'en' ? l.en : l.zh) : null);
    for (const row of rows) {
      const e = byEntity.get(String(row.entityName ?? ''));
      const states = e?.states.get(String(row.fieldName ?? ''));
      if ('fieldName' in row) row.fieldName_dictText = pick(e?.fields.get(String(row.fieldName ?? '')));
      if ('fromState' in row) row.fromState_dictText = pick(states?.get(String(row.fromState ?? '')));
      if ('toState' in row) row.toState_dictText = pick(states?.get(String(row.toState ?? '')));
      if ('action' in row) row.action_dictText = pick(e?.actions.get(String(row.action ?? '')));
    }
  };
}
