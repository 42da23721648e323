// UI texts of the list screen's newer parts in both languages; merged into MESSAGES (../messages.ts).
// Keys start with `list` (unique across the merged message files).
import type { I18nText } from '../../core/registry.ts';

export const LIST_MESSAGES = {
  listTotalAbout: { zh: '约 {n} 条', en: 'about {n}' },
  listExpand: { zh: '展开', en: 'Expand' },
  listCollapse: { zh: '收起', en: 'Collapse' },
  listOperatorHint: { zh: '*x* 模糊, !x 不等于, >=x, <=x', en: '*x* contains, !x not equal, >=x, <=x' },
  listNumberHint: { zh: '!x 不等于, >=x, <=x', en: '!x not equal, >=x, <=x' },
  listNumberInvalid: {
    zh: '请输入数字，可加前缀 !、>=、<=',
    en: 'Enter a number, optionally after !, >= or <=',
  },
  listStartTime: { zh: '开始时间', en: 'Start time' },
  listEndTime: { zh: '结束时间', en: 'End time' },
  listNoMatch: { zh: '没有符合条件的数据', en: 'No records match the filters' },
  listNoData: { zh: '暂无数据', en: 'No data' },
  listAddFirst: { zh: '立即创建', en: 'Create one' },
  listResetFilters: { zh: '重置查询条件', en: 'Reset filters' },
  listReload: { zh: '刷新', en: 'Reload' },
  listDensity: { zh: '密度', en: 'Density' },
  listDensityLarge: { zh: '默认', en: 'Default' },
  listDensityMiddle: { zh: '中等', en: 'Middle' },
  listDensitySmall: { zh: '紧凑', en: 'Compact' },
  listColumnSettings: { zh: '列设置', en: 'Column settings' },
  listColumnsAll: { zh: '列展示', en: 'Columns' },
  listColumnsReset: { zh: '重置', en: 'Reset' },
  listMoveUp: { zh: '上移', en: 'Move up' },
  listMoveDown: { zh: '下移', en: 'Move down' },
  listDragToSort: { zh: '拖动排序', en: 'Drag to reorder' },
  listFullscreen: { zh: '全屏', en: 'Full screen' },
  listExitFullscreen: { zh: '退出全屏', en: 'Exit full screen' },
} satisfies Record<string, I18nText>;
