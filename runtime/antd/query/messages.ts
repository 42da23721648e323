// UI texts of the advanced query builder in both languages (spec 001 §2.5, §4.6, §5.3, §9).
import type { QueryRule } from '../../core/query-tree.ts';
import type { I18nText } from '../../core/registry.ts';
import { useLang } from '../../react/registry-context.tsx';

export const QUERY_MESSAGES = {
  superQuery: { zh: '高级查询', en: 'Advanced query' },
  superQueryTitle: { zh: '高级查询构造器', en: 'Advanced query builder' },
  superQueryActive: { zh: '已启用高级查询', en: 'Advanced query active' },
  matchAnd: { zh: 'AND（所有条件都要求匹配）', en: 'AND (all conditions match)' },
  matchOr: { zh: 'OR（条件中只要有一个匹配）', en: 'OR (any condition matches)' },
  addCondition: { zh: '添加条件', en: 'Add condition' },
  addGroup: { zh: '添加分组', en: 'Add group' },
  removeGroup: { zh: '删除分组', en: 'Remove group' },
  remove: { zh: '删除', en: 'Remove' },
  removeConfirm: { zh: '确定删除保存的查询「{name}」吗？', en: 'Delete the saved query "{name}"?' },
  chooseField: { zh: '选择查询字段', en: 'Choose a field' },
  chooseRule: { zh: '匹配规则', en: 'Rule' },
  enterValue: { zh: '请输入值', en: 'Enter a value' },
  chooseValue: { zh: '请选择', en: 'Select' },
  from: { zh: '开始', en: 'From' },
  to: { zh: '结束', en: 'To' },
  yes: { zh: '是', en: 'Yes' },
  no: { zh: '否', en: 'No' },
  emptyQuery: { zh: '不能查询空条件', en: 'Empty conditions cannot be queried' },
  emptySave: { zh: '空条件不能保存', en: 'Empty conditions cannot be saved' },
  nameRequired: { zh: '保存名称不能为空', en: 'The save name is required' },
  overwrite: { zh: '{name} 已存在，是否覆盖？', en: '{name} already exists. Overwrite it?' },
  query: { zh: '查询', en: 'Query' },
  reset: { zh: '重置', en: 'Reset' },
  cancel: { zh: '取消', en: 'Cancel' },
  ok: { zh: '确定', en: 'OK' },
  saveQuery: { zh: '保存查询', en: 'Save query' },
  saveName: { zh: '保存名称', en: 'Name' },
  saved: { zh: '保存成功', en: 'Saved' },
  savedQueries: { zh: '保存的查询', en: 'Saved queries' },
  noSaved: { zh: '暂无保存的查询', en: 'No saved queries' },
  offline: { zh: '无法连接服务器，显示本地缓存', en: 'Offline: showing the local copy' },
  shareWith: { zh: '共享范围', en: 'Share with' },
  shareMe: { zh: '仅自己', en: 'Only me' },
  shareRole: { zh: '角色', en: 'A role' },
  shareAll: { zh: '所有人', en: 'Everyone' },
  sharedBy: { zh: '共享自 {owner}', en: 'Shared by {owner}' },
  fullscreen: { zh: '全屏', en: 'Full screen' },
  exitFullscreen: { zh: '退出全屏', en: 'Exit full screen' },
} satisfies Record<string, I18nText>;

export const RULE_LABELS: Record<QueryRule, I18nText> = {
  eq: { zh: '等于', en: 'equals' },
  like: { zh: '包含', en: 'contains' },
  right_like: { zh: '以..开始', en: 'starts with' },
  left_like: { zh: '以..结尾', en: 'ends with' },
  in: { zh: '在...中', en: 'is one of' },
  ne: { zh: '不等于', en: 'not equal' },
  gt: { zh: '大于', en: 'greater than' },
  ge: { zh: '大于等于', en: 'at least' },
  lt: { zh: '小于', en: 'less than' },
  le: { zh: '小于等于', en: 'at most' },
  empty: { zh: '为空', en: 'is empty' },
  not_empty: { zh: '不为空', en: 'is not empty' },
  between: { zh: '介于', en: 'between' },
};

export type QueryMessageKey = keyof typeof QUERY_MESSAGES;

export function useQueryT() {
  const lang = useLang();
  const pick = (m: I18nText) => (lang === 'en' ? m.en : m.zh);
  return {
    t: (key: QueryMessageKey, vars: Record<string, string> = {}) =>
      pick(QUERY_MESSAGES[key]).replace(/\{(\w+)\}/g, (m, name: string) => vars[name] ?? m),
    rule: (r: QueryRule) => pick(RULE_LABELS[r]),
    lang,
  };
}
