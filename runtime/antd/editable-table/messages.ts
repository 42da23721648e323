// UI texts of the editable table's frame in both languages; merged into MESSAGES (../messages.ts).
// Keys start with `editable`. editableTooFast is the spec's literal text (§8) in Chinese.
import type { I18nText } from '../../core/registry.ts';

export const EDITABLE_MESSAGES = {
  editableAdd: { zh: '新增', en: 'Add' },
  editableAddSettings: { zh: '新增设置', en: 'Add settings' },
  editableAddRowNum: { zh: '新增行数', en: 'Rows to add' },
  editableAddIndex: { zh: '新增位置', en: 'Position' },
  editableAddIndexHint: { zh: '0 表示末尾，1..{n} 表示第几行', en: '0 is the bottom, 1..{n} the row number' },
  editableAddScroll: { zh: '新增后滚动到新行', en: 'Scroll to the new rows' },
  editableInsert: { zh: '插入', en: 'Insert' },
  editableDelete: { zh: '删除', en: 'Delete' },
  editableConfirmDelete: { zh: '确定删除选中的 {n} 行吗?', en: 'Delete the {n} selected rows?' },
  editableClearSelection: { zh: '清空选择', en: 'Clear selection' },
  editableSelected: { zh: '已选择 {n} 项', en: '{n} selected' },
  editableMoveUp: { zh: '上移', en: 'Move up' },
  editableMoveDown: { zh: '下移', en: 'Move down' },
  editableDrag: { zh: '拖动排序 (↑/↓ 移动)', en: 'Drag to reorder (↑/↓ to move)' },
  editableRowActions: { zh: '行操作', en: 'Row actions' },
  editableSum: { zh: '合计', en: 'Total' },
  editableAverage: { zh: '平均', en: 'Average' },
  editableEmpty: { zh: '暂无数据', en: 'No data' },
  editableSelectAll: { zh: '全选', en: 'Select all' },
  editableSelectRow: { zh: '选择第 {n} 行', en: 'Select row {n}' },
  editableTooFast: { zh: '你点击的太快了，请慢点点击!', en: 'You are clicking too fast, please slow down!' },
} satisfies Record<string, I18nText>;
