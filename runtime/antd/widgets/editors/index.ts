// Form widgets of this folder: dictionary radio/checkbox/multi-select, switch, password with confirmation, rich text and code editors, keyed as in widgets/index.ts.
// The rich text and code editors load their libraries on demand (rich-text-widget.tsx, code-widget.tsx).
import type { RegistryWidgetsType } from '@rjsf/utils';
import type { CellRegistry } from '../../cells/cell-types.ts';
import { CodeWidget } from './code-widget.tsx';
import { DictCheckboxWidget, DictMultiSelectWidget, DictRadioWidget } from './dict-choice.tsx';
import { ChoiceCell, CodeCell, RichTextCell } from './editor-cells.tsx';
import { PasswordWidget } from './password-widget.tsx';
import { RichTextWidget } from './rich-text-widget.tsx';
import { SwitchCell, SwitchWidget } from './switch-widget.tsx';

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

/** List cells of this folder's field kinds, keyed like cells/index.ts (x-widget, then format). */
export const editorCells: CellRegistry = {
  checkbox: ChoiceCell,
  'multi-select': ChoiceCell,
  switch: SwitchCell,
  richtext: RichTextCell,
  code: CodeCell,
};
