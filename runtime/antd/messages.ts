// UI texts of the generic screens in both languages (spec 000 §5, §8; 001 §5, §9).
import type { I18nText } from '../core/registry.ts';
import { useLang } from '../react/registry-context.tsx';
import { CELL_MESSAGES } from './editable-table/cells/messages.ts';
import { EDITABLE_MESSAGES } from './editable-table/messages.ts';
import { EXCEL_MESSAGES } from './excel/messages.ts';
import { FORM_MESSAGES } from './form/messages.ts';
import { LIST_MESSAGES } from './list/messages.ts';
import { EDITOR_MESSAGES } from './widgets/editors/messages.ts';
import { PICKER_MESSAGES } from './widgets/pickers/messages.ts';
import { UPLOAD_MESSAGES } from './widgets/upload/messages.ts';
import { WORKFLOW_MESSAGES } from './workflow/messages.ts';

const BASE_MESSAGES = {
  query: { zh: '查询', en: 'Query' },
  reset: { zh: '重置', en: 'Reset' },
  add: { zh: '新增', en: 'Add' },
  batchDelete: { zh: '批量删除', en: 'Batch delete' },
  edit: { zh: '编辑', en: 'Edit' },
  view: { zh: '详情', en: 'View' },
  addChild: { zh: '添加下级', en: 'Add child' },
  delete: { zh: '删除', en: 'Delete' },
  actions: { zh: '操作', en: 'Actions' },
  more: { zh: '更多', en: 'More' },
  total: { zh: '共 {n} 条', en: 'Total {n}' },
  selected: { zh: '已选择 {n} 项', en: '{n} selected' },
  clearSelection: { zh: '清空', en: 'Clear' },
  selectDeleteItems: { zh: '请选择删除项', en: 'Please select items to delete' },
  confirmDelete: { zh: '确定删除吗?', en: 'Delete this record?' },
  confirmBatchDelete: { zh: '确定删除选中的 {n} 条数据吗?', en: 'Delete the {n} selected records?' },
  confirmTitle: { zh: '确认删除', en: 'Confirm deletion' },
  ok: { zh: '确定', en: 'OK' },
  cancel: { zh: '取消', en: 'Cancel' },
  success: { zh: '操作成功', en: 'Operation succeeded' },
  failed: { zh: '操作失败', en: 'Operation failed' },
  addTitle: { zh: '新增{title}', en: 'Add {title}' },
  editTitle: { zh: '编辑{title}', en: 'Edit {title}' },
  loadFailed: { zh: '数据加载失败', en: 'Failed to load data' },
  retry: { zh: '重试', en: 'Retry' },
  reload: { zh: '重新加载', en: 'Reload' },
  conflict: {
    zh: '数据已被他人修改，请重新加载后再保存',
    en: 'This record was changed by someone else. Reload it and save again.',
  },
  inputPlaceholder: { zh: '请输入{title}', en: 'Enter {title}' },
  selectPlaceholder: { zh: '请选择{title}', en: 'Select {title}' },
  startDate: { zh: '开始日期', en: 'Start date' },
  endDate: { zh: '结束日期', en: 'End date' },
  yes: { zh: '是', en: 'Yes' },
  no: { zh: '否', en: 'No' },
  maxLength: { zh: '最大长度{n}位字符', en: 'At most {n} characters' },
  minLength: { zh: '最小长度{n}位字符', en: 'At least {n} characters' },
  minimum: { zh: '不能小于{n}', en: 'Must be at least {n}' },
  maximum: { zh: '不能大于{n}', en: 'Must be at most {n}' },
  moneyDecimals: { zh: '最多两位小数', en: 'At most two decimal places' },
  exportXls: { zh: '导出', en: 'Export' },
  // spec 001 §8 'Export with no data'; the server answers 404 with the same words
  downloadFailed: { zh: '文件下载失败', en: 'File download failed' },
} satisfies Record<string, I18nText>;

export const MESSAGES = {
  ...BASE_MESSAGES,
  ...LIST_MESSAGES,
  ...FORM_MESSAGES,
  ...UPLOAD_MESSAGES,
  ...PICKER_MESSAGES,
  ...EDITOR_MESSAGES,
  ...EXCEL_MESSAGES,
  ...CELL_MESSAGES,
  ...EDITABLE_MESSAGES,
  ...WORKFLOW_MESSAGES,
};

export type MessageKey = keyof typeof MESSAGES;
export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

export function translate(lang: string, key: MessageKey, vars: Record<string, string | number> = {}): string {
  const t = MESSAGES[key];
  return (lang === 'en' ? t.en : t.zh).replace(/\{(\w+)\}/g, (m, name: string) =>
    name in vars ? String(vars[name]) : m,
  );
}

export function useT(): Translate {
  const lang = useLang();
  return (key, vars) => translate(lang, key, vars);
}
