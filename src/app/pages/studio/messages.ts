// The studio's texts in both languages (the I18nText pattern of runtime/antd's messages.ts). They live
// with the page, so a production build, which never compiles the page, carries none of them.
import type { ButtonProps } from 'antd';
import type { I18nText } from '../../../../runtime/core/registry.ts';
import { useLang } from '../../../../runtime/react/registry-context.tsx';

export const STUDIO_MESSAGES = {
  title: { zh: 'Schema 设计器', en: 'Schema Studio' },
  entities: { zh: '实体', en: 'Entities' },
  dicts: { zh: '字典', en: 'Dictionaries' },
  search: { zh: '搜索', en: 'Search' },
  newEntity: { zh: '新建实体', en: 'New entity' },
  newDict: { zh: '新建字典', en: 'New dictionary' },
  pickOne: { zh: '从左侧选择实体或字典，或新建一个', en: 'Pick an entity or dictionary on the left, or create one' },
  name: { zh: '名称', en: 'Name' },
  nameHint: {
    zh: '小写字母、数字和下划线，如 wl_cargo_claim',
    en: 'Lower-case letters, digits and underscores, e.g. wl_cargo_claim',
  },
  folder: { zh: '目录', en: 'Folder' },
  titleZh: { zh: '中文标题', en: 'Chinese title' },
  titles: { zh: '标题（中 / 英）', en: 'Titles (zh / en)' },
  titleEn: { zh: '英文标题', en: 'English title' },
  helpZh: { zh: '中文提示', en: 'Chinese help' },
  helpEn: { zh: '英文提示', en: 'English help' },
  helpHint: {
    zh: '显示在表单输入框下方的说明，中英文需同时填写',
    en: 'Shown under the input in the form; give both languages or neither',
  },
  required: { zh: '必填', en: 'Required' },
  ok: { zh: '确定', en: 'OK' },
  cancel: { zh: '取消', en: 'Cancel' },
  tabEntity: { zh: '实体', en: 'Entity' },
  tabFields: { zh: '字段', en: 'Fields' },
  tabWorkflow: { zh: '流程', en: 'Workflow' },
  tabDetail: { zh: '主子表', en: 'Master-detail' },
  tabMenu: { zh: '菜单', en: 'Menu' },
  tabPreview: { zh: '预览', en: 'Preview' },
  table: { zh: '表名', en: 'Table' },
  api: { zh: 'API 路径', en: 'API path' },
  permission: { zh: '权限前缀', en: 'Permission prefix' },
  tenant: { zh: '多租户', en: 'Per tenant' },
  tree: { zh: '树（父字段）', en: 'Tree (parent field)' },
  listColumns: { zh: '列表列（拖动排序）', en: 'List columns (drag to order)' },
  searchFields: { zh: '查询字段（拖动排序）', en: 'Search fields (drag to order)' },
  sort: { zh: '默认排序', en: 'Default sort' },
  asc: { zh: '升序', en: 'Ascending' },
  desc: { zh: '降序', en: 'Descending' },
  unique: { zh: '唯一键', en: 'Unique keys' },
  indexes: { zh: '索引', en: 'Indexes' },
  addGroup: { zh: '添加', en: 'Add' },
  formColumns: { zh: '表单每行字段数', en: 'Form fields per row' },
  addField: { zh: '添加字段', en: 'Add field' },
  fieldName: { zh: '字段名', en: 'Field name' },
  fieldNameHint: { zh: '驼峰命名，如 claimNo', en: 'camelCase, e.g. claimNo' },
  kind: { zh: '类型', en: 'Kind' },
  type: { zh: '数据类型', en: 'Type' },
  format: { zh: '格式', en: 'Format' },
  none: { zh: '（无）', en: '(none)' },
  widget: { zh: '控件', en: 'Widget' },
  widgetOptions: { zh: '控件选项', en: 'Widget options' },
  dict: { zh: '字典', en: 'Dictionary' },
  createDictInline: { zh: '新建字典…', en: 'New dictionary…' },
  refEntity: { zh: '引用实体', en: 'Referenced entity' },
  refLabel: { zh: '显示字段', en: 'Label field' },
  maxLength: { zh: '最大长度', en: 'Max length' },
  minLength: { zh: '最小长度', en: 'Min length' },
  minimum: { zh: '最小值', en: 'Minimum' },
  maximum: { zh: '最大值', en: 'Maximum' },
  pattern: { zh: '正则', en: 'Pattern' },
  patternTest: { zh: '测试输入', en: 'Test input' },
  patternMatches: { zh: '匹配', en: 'Matches' },
  patternFails: { zh: '不匹配', en: 'Does not match' },
  patternInvalid: { zh: '正则无效：{msg}', en: 'Invalid pattern: {msg}' },
  defaultValue: { zh: '默认值', en: 'Default' },
  readOnly: { zh: '只读', en: 'Read-only' },
  writePermission: { zh: '写权限', en: 'Write permission' },
  english: { zh: '英文内容字段', en: 'English text in' },
  englishHint: {
    zh: '英文界面显示该字段的内容（有值时），例如 名称 → 英文名称',
    en: 'English screens show that field when it is filled, e.g. Name -> English name',
  },
  rename: { zh: '改名', en: 'Rename' },
  remove: { zh: '删除', en: 'Remove' },
  edit: { zh: '编辑', en: 'Edit' },
  items: { zh: '字典项', en: 'Items' },
  value: { zh: '值', en: 'Value' },
  color: { zh: '颜色', en: 'Colour' },
  addItem: { zh: '添加字典项', en: 'Add item' },
  stateField: { zh: '状态字段', en: 'State field' },
  stateFieldHint: {
    zh: '状态取自该字段的字典；初始状态为字段默认值',
    en: 'States come from the field’s dictionary; the initial state is the field’s default',
  },
  transitions: { zh: '流转', en: 'Transitions' },
  addTransition: { zh: '添加流转', en: 'Add transition' },
  transitionName: { zh: '动作名', en: 'Action' },
  from: { zh: '从', en: 'From' },
  to: { zh: '到', en: 'To' },
  requires: { zh: '需填写', en: 'Requires' },
  verifies: { zh: '需核验', en: 'Verifies' },
  noWorkflow: { zh: '无流程', en: 'No workflow' },
  childEntity: { zh: '子实体', en: 'Child entity' },
  foreignKey: { zh: '外键字段', en: 'Foreign key' },
  addDetail: { zh: '添加子表', en: 'Add detail table' },
  menuParent: { zh: '上级菜单', en: 'Parent menu' },
  topLevel: { zh: '（顶级）', en: '(top level)' },
  menuKey: { zh: '菜单键', en: 'Menu key' },
  menuPath: { zh: '路由路径', en: 'Route path' },
  icon: { zh: '图标', en: 'Icon' },
  inMenu: { zh: '放入菜单', en: 'Place in the menu' },
  check: { zh: '校验', en: 'Check' },
  save: { zh: '保存', en: 'Save' },
  saved: { zh: '已保存：{files}', en: 'Saved: {files}' },
  nothingChanged: { zh: '没有变化', en: 'Nothing changed' },
  problems: { zh: '生成器拒绝（{n} 个问题）', en: 'The generator refuses ({n} problem(s))' },
  valid: { zh: '校验通过', en: 'Valid' },
  plan: { zh: '将执行的迁移', en: 'The migration it will run' },
  noMigration: { zh: '无需迁移', en: 'No migration' },
  destructive: { zh: '会丢失数据', en: 'Loses data' },
  confirmTitle: { zh: '确认保存', en: 'Confirm save' },
  confirmDestructive: {
    zh: '以下步骤会删除数据：{keys}。仍要保存吗？',
    en: 'These steps delete data: {keys}. Save anyway?',
  },
  renameOffer: {
    zh: '{to} 是否为 {from} 改名？改名会保留数据。',
    en: 'Is {to} {from} renamed? A rename keeps the data.',
  },
  applyRename: { zh: '按改名处理', en: 'Treat as a rename' },
  saveAnyway: { zh: '仍然保存', en: 'Save anyway' },
  previewList: { zh: '列表预览（示例数据）', en: 'List preview (sample rows)' },
  previewForm: { zh: '表单预览', en: 'Form preview' },
  previewNeedsCheck: {
    zh: '草稿通过校验后显示预览',
    en: 'The preview shows once the draft passes the check',
  },
  unsaved: { zh: '未保存', en: 'Unsaved' },
  duplicateName: { zh: '名称已存在：{name}', en: 'The name is taken: {name}' },
  badName: { zh: '名称格式不正确', en: 'The name is not valid' },
} satisfies Record<string, I18nText>;

export type StudioMessage = keyof typeof STUDIO_MESSAGES;

/** A schema's own text in the UI language: its English title in English when it has one. */
export function useTitle(): (zh: unknown, en: unknown) => string {
  const lang = useLang();
  return (zh, en) => String((lang === 'en' && en) || zh || en || '');
}

/** The studio's text in the UI language, `{name}` placeholders filled. */
export function useStudioT(): (key: StudioMessage, vars?: Record<string, string | number>) => string {
  const lang = useLang();
  return (key, vars = {}) =>
    STUDIO_MESSAGES[key][lang === 'en' ? 'en' : 'zh'].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

/** A data-testid on an antd button given by props (okButtonProps): the e2e test finds it by that. */
export const testId = (id: string) => ({ 'data-testid': id }) as ButtonProps;
