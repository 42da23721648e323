// UI texts of this folder's widgets in both languages; merged into MESSAGES (../../messages.ts).
import type { I18nText } from '../../../core/registry.ts';

export const PICKER_MESSAGES = {
  // user picker (spec 000 §2) and department picker (001 §2.5, §4.7)
  pickerUserTitle: { zh: '选择用户', en: 'Select users' },
  pickerAccount: { zh: '账号', en: 'Account' },
  pickerAccountPlaceholder: { zh: '请输入账号', en: 'Enter an account' },
  pickerRealname: { zh: '姓名', en: 'Real name' },
  pickerPhone: { zh: '手机号', en: 'Mobile' },
  pickerBirthday: { zh: '生日', en: 'Birthday' },
  pickerSex: { zh: '性别', en: 'Sex' },
  pickerSexPlaceholder: { zh: '请选择性别', en: 'Select sex' },
  pickerDepartTitle: { zh: '选择部门', en: 'Select departments' },
  pickerDepartSearch: { zh: '请输入部门名称', en: 'Search departments' },
  pickerLinked: { zh: '父子关联', en: 'Link parents and children' },
  pickerExpandAll: { zh: '展开全部', en: 'Expand all' },
  pickerCollapseAll: { zh: '折叠全部', en: 'Collapse all' },
  // popup report picker (spec 001 §5.8, §8)
  popupConfigMissing: { zh: '弹出框参数未正确配置!', en: 'popup parameters not configured correctly!' },
  popupConfigCountMismatch: {
    zh: '弹出框参数未正确配置，原始和目标字段数量不一致',
    en: 'popup parameters not configured correctly, original and target counts differ',
  },
  popupSelectOne: { zh: '请选择一条记录', en: 'please select one record' },
  popupOops: { zh: 'Oops', en: 'Oops' },
} satisfies Record<string, I18nText>;
