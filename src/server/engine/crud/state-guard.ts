// The generic add and edit of an entity with an `x-states` workflow (docs/decisions.md#6-status-workflows): a new record starts
// in the initial state (runtime/core/states.ts initialState: the status field's default, else the
// first transition's first `from`), and an edit never changes the status; only the entity's
// `POST action/{name}` routes (state-action.ts) move it. Add and the Excel import share
// toDbValues, so an imported row obeys the same rule.
import { initialState, sameState } from '../../../../runtime/core/states.ts';
import { HttpError } from '../plugins/http-error.ts';
import { t } from '../plugins/i18n.ts';
import { titled, type FieldProblem } from './body-validator.ts';
import type { EntityModel } from './entity-model.ts';
import type { Rec } from './records.ts';
import { stateLabel } from './state-labels.ts';

function statusField(model: EntityModel) {
  const name = model.entity.states?.field;
  return name ? model.writable.get(name) : undefined;
}

const newRecordState = (start: { zh: string; en: string }) =>
  t(`新记录只能处于初始状态「${start.zh}」`, `a new record starts in state "${start.en}"`);

/** On add, before defaults: a sent status other than the initial state is a field problem. */
export function initialStateProblem(model: EntityModel, values: Rec): FieldProblem | undefined {
  const f = statusField(model);
  if (!f || values[f.name] === undefined) return undefined;
  const start = initialState(model.entity);
  if (start === undefined || sameState(values[f.name], f.codec.toDb(start))) return undefined;
  return {
    field: f.name,
    message: titled(f.def.title, newRecordState(stateLabel(model, start))),
  };
}

/** On add, after defaults: a status left empty gets the initial state. */
export function startInInitialState(model: EntityModel, values: Rec): void {
  const f = statusField(model);
  const start = initialState(model.entity);
  if (f && start !== undefined && values[f.name] === undefined) values[f.name] = f.codec.toDb(start);
}

/** On edit: 422 when the patch changes the status field (sending the stored value is allowed). */
export function refuseStateEdit(model: EntityModel, patch: Rec, old: Rec): void {
  const f = statusField(model);
  if (!f || !(f.name in patch) || sameState(patch[f.name], old[f.name])) return;
  const now = stateLabel(model, old[f.name]);
  throw new HttpError(
    422,
    t(
      `「${f.def.title.zh}」只能通过流程操作修改（当前「${now.zh}」）`,
      `"${f.def.title.en}" changes only through its workflow actions (now "${now.en}")`,
    ),
  );
}
