// UI texts of the workflow actions and the state history in both languages; merged into MESSAGES
// (../messages.ts). Keys start with `workflow` (unique across the merged message files).
import type { I18nText } from '../../core/registry.ts';

export const WORKFLOW_MESSAGES = {
  workflowConfirm: { zh: '确定执行「{title}」吗？', en: 'Run "{title}" on this record?' },
  workflowNote: { zh: '备注', en: 'Note' },
  workflowNotePlaceholder: { zh: '可选，最多 500 字', en: 'Optional, up to 500 characters' },
  workflowRequired: { zh: '{title}不能为空', en: '{title} is required' },
  workflowVerifyHint: {
    zh: '输入对方告知的{title}，与订单上的一致才能执行',
    en: 'Type the {title} you were given; the action runs only when it matches the record',
  },
  workflowHistory: { zh: '流转记录', en: 'History' },
  workflowHistoryTitle: { zh: '状态流转记录', en: 'State history' },
  workflowHistoryEmpty: { zh: '暂无状态流转记录', en: 'No state changes yet' },
  workflowBy: { zh: '{who} 于 {when}', en: '{who} at {when}' },
} satisfies Record<string, I18nText>;
