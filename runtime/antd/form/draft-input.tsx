// The entity form's text and number inputs (rjsf's BaseInputTemplate, rendered by @rjsf/antd's): a
// keystroke shows in the input at once from the field's own draft, and reaches the form (rjsf's state,
// validation, the checks as the user types) once the typing pauses, after the paint, through
// `formContext.defer` (entity-form.tsx). So the keystroke's paint waits only for this input, and a
// burst of keys costs one form update. Blur, submit and `values()` flush a pending change first. Outside
// an entity form (no `defer`), changes go through at once.
import { Templates } from '@rjsf/antd';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { useCallback, useState, type ComponentType } from 'react';
import { entityFormContext } from './form-context.ts';

const AntdBaseInput = Templates.BaseInputTemplate as ComponentType<BaseInputTemplateProps>;

export function DraftInputTemplate(props: BaseInputTemplateProps) {
  const { id, value, onChange, onBlur } = props;
  const context = entityFormContext(props);
  const defer = context?.defer;
  const flush = context?.flush;
  const [draft, setDraft] = useState<unknown>(value);
  const [held, setHeld] = useState<unknown>(value);
  // The form's value moved (this field's deferred change landed, or setFields wrote it): show it.
  if (!Object.is(held, value)) {
    setHeld(value);
    setDraft(value);
  }
  const change = useCallback(
    (next: unknown) => {
      if (!defer) return onChange(next);
      setDraft(next);
      defer(id, () => onChange(next));
    },
    [defer, id, onChange],
  );
  const blur = useCallback(
    (field: string, text: unknown) => {
      flush?.();
      onBlur(field, text);
    },
    [flush, onBlur],
  );
  return <AntdBaseInput {...props} value={draft} onChange={change} onBlur={blur} />;
}
