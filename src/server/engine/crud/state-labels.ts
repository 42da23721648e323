// Labels of workflow states and transitions for the server's messages ("当前状态为「待审核」，不能执行
// 「已装货」"): a state by its status field's dictionary label (the raw value when the field has no
// dictionary or the value is not in it), a transition by its title (its name when it has none).
import type { I18nText, StateTransition } from '../../../../runtime/core/registry.ts';
import type { EntityModel } from './entity-model.ts';

/** The state value's label in both languages. */
export function stateLabel(model: EntityModel, value: unknown): I18nText {
  const raw = value === null || value === undefined || value === '' ? '—' : String(value);
  const dict = model.fields.get(model.entity.states?.field ?? '')?.dict;
  return { zh: dict?.zh.get(raw) ?? raw, en: dict?.en.get(raw) ?? raw };
}

/** Several states' labels joined ("待提货 / 装货申请审核中"). */
export function stateLabels(model: EntityModel, values: readonly unknown[]): I18nText {
  const labels = values.map((v) => stateLabel(model, v));
  return { zh: labels.map((l) => l.zh).join(' / '), en: labels.map((l) => l.en).join(' / ') };
}

/** The transition's title in both languages (its name when the schema gives none). */
export function transitionLabel(tr: StateTransition): I18nText {
  return tr.title ?? { zh: tr.name, en: tr.name };
}
