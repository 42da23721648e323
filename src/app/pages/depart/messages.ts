// Texts of the department screen (depart-page.tsx and its panels) in both languages.
import { useTranslation } from 'react-i18next';
import { toLang } from '../../i18n/index.ts';

const TEXT = {
  zh: {
    tree: '部门',
    search: '搜索部门名称',
    addRoot: '新增部门',
    addChild: '添加下级',
    edit: '编辑',
    remove: '删除',
    confirmRemove: '确定删除部门「{name}」吗？',
    pick: '请在部门树中选择一个部门',
    none: '还没有部门',
    noneHint: '还没有部门：点击「新增部门」创建第一个',
    noMatch: '没有匹配「{search}」的部门',
    basic: '基本信息',
    permissions: '部门权限',
    roles: '部门角色',
    rolesTitle: '「{name}」的部门角色',
    save: '保存',
    expandAll: '展开全部',
    collapseAll: '折叠全部',
    checkAll: '全部勾选',
    uncheckAll: '取消全选',
    authorize: '授权',
    roleAuthTitle: '部门角色权限配置 - {name}',
    roleAuthHint: '部门角色只能持有其部门已被授予的权限',
    noDepartPermissions: '该部门尚未被授予任何权限：请先在「部门权限」中授权',
    cancel: '取消',
    saveAndClose: '保存并关闭',
    done: '操作成功',
  },
  en: {
    tree: 'Departments',
    search: 'Search departments',
    addRoot: 'Add department',
    addChild: 'Add child',
    edit: 'Edit',
    remove: 'Delete',
    confirmRemove: 'Delete the department "{name}"?',
    pick: 'Choose a department in the tree',
    none: 'No departments yet',
    noneHint: 'No departments yet: add the first one with "Add department"',
    noMatch: 'No department matches "{search}"',
    basic: 'Details',
    permissions: 'Department permissions',
    roles: 'Department roles',
    rolesTitle: 'Department roles of "{name}"',
    save: 'Save',
    expandAll: 'Expand all',
    collapseAll: 'Collapse all',
    checkAll: 'Check all',
    uncheckAll: 'Uncheck all',
    authorize: 'Authorize',
    roleAuthTitle: 'Department role permissions - {name}',
    roleAuthHint: 'A department role can hold only what its department was granted',
    noDepartPermissions: 'The department holds no permission yet: grant some under "Department permissions" first',
    cancel: 'Cancel',
    saveAndClose: 'Save and close',
    done: 'Done',
  },
};

export type DepartTextKey = keyof typeof TEXT.zh;

export function useDepartText() {
  const { i18n } = useTranslation();
  const words = TEXT[toLang(i18n.language) === 'en' ? 'en' : 'zh'];
  return (key: DepartTextKey, vars: Record<string, string> = {}) =>
    words[key].replace(/\{(\w+)\}/g, (m, name: string) => vars[name] ?? m);
}
