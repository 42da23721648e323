// The fixture entity of the validation tests: zz_rule_sample (one field per rule of spec 001 §5.1, a
// checkbox dictionary field with x-items, an x-check-rule field and a unique field) and its
// dictionary zz_rule_tag, as generateWithFixtures takes them.
import type { RuleCase } from '../../../runtime/core/field-rules.cases.ts';

export const RULE_FIXTURES = {
  'zz_rule_sample.json': 'fixtures/zz_rule_sample.json',
  'zz_rule_tag.json': 'dicts/zz_rule_tag.json',
};

/** A short test name for a case. */
export function caseLabel(c: RuleCase): string {
  const shown =
    c.value === undefined
      ? 'missing'
      : JSON.stringify(c.value.length > 24 ? `${c.value.slice(0, 12)}…(${c.value.length})` : c.value);
  return `${c.field} = ${shown} -> ${c.message ? c.message.zh : 'valid'}`;
}
