// Form widgets of this folder: dictionary radio/checkbox/multi-select, switch, password with confirmation, rich text and code editors, keyed as in widgets/index.ts.
// The rich text and code editors load their libraries on demand (rich-text-widget.tsx, code-widget.tsx).
import type { RegistryWidgetsType } from '@rjsf/utils';
import { CodeWidget } from './code-widget.tsx';
import { DictCheckboxWidget, DictMultiSelectWidget, DictRadioWidget } from './dict-choice.tsx';
import { PasswordWidget } from './password-widget.tsx';
import { RichTextWidget } from './rich-text-widget.tsx';
import { SwitchWidget } from './switch-widget.tsx';

export { PromptModal, usePrompt, type PromptFunction, type PromptModalProps, type PromptOptions } from './prompt.tsx';

export const editorWidgets: RegistryWidgetsType = {
  radio: DictRadioWidget,
  checkbox: DictCheckboxWidget,
  'multi-select': DictMultiSelectWidget,
  switch: SwitchWidget,
  password: PasswordWidget,
  richtext: RichTextWidget,
  code: CodeWidget,
};
