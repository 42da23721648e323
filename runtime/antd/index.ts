export { ListView, type ListViewProps } from './list/list-view.tsx';
export { SearchForm } from './list/search-form.tsx';
export { ListTable } from './list/list-table.tsx';
export { FormModal, type FormModalProps, type FormExtension } from './form/form-modal.tsx';
export { ImportDialog, type ImportDialogProps } from './excel/import-dialog.tsx';
export { Authorized, type AuthorizedProps } from './auth/authorized.tsx';
export { EntityForm } from './form/entity-form.tsx';
export { buildFormSchema } from './form/form-schema.ts';
export { formValidator } from './form/validation.ts';
export { defaultCells, resolveCell, type CellProps, type CellRegistry } from './cells/index.ts';
export { defaultWidgets, resolveWidgetKey, DictSelect, RefSelect, type WidgetRegistry } from './widgets/index.ts';
export {
  PromptModal,
  usePrompt,
  type PromptFunction,
  type PromptModalProps,
  type PromptOptions,
} from './widgets/editors/prompt.tsx';
export { MESSAGES, translate, useT } from './messages.ts';
export { useFeedback } from './use-feedback.ts';
export * from './format-value.ts';
export * from './editable-table/index.ts';
