// Texts of the demo-data panel (demo-data-panel.tsx) in both languages.
import type { I18nText } from '../../../runtime/core/registry.ts';
import { useLang } from '../../../runtime/react/registry-context.tsx';

export const DEMO_MESSAGES = {
  empty: { zh: '还没有业务数据', en: 'No business data yet' },
  explain: {
    zh: '载入一家演示物流公司：网点、车辆、员工、运费模板和近90天的订单。',
    en: 'Load a demo logistics company: sites, vehicles, staff, freight templates and 90 days of orders.',
  },
  load: { zh: '载入演示数据', en: 'Load demo data' },
  loading: { zh: '正在载入演示数据…', en: 'Loading demo data…' },
  askAdmin: { zh: '请联系管理员载入数据。', en: 'Ask an administrator to load data.' },
  failed: { zh: '载入演示数据失败', en: 'Loading demo data failed' },
  loaded: {
    zh: '演示数据已载入：{rows} 条记录，用时 {seconds} 秒',
    en: 'Demo data loaded: {rows} rows in {seconds} s',
  },
  password: {
    zh: '演示员工账号的登录密码：{password}（仅显示一次）',
    en: 'Password of the demo staff accounts: {password} (shown once)',
  },
} satisfies Record<string, I18nText>;

export function useDemoText(): (key: keyof typeof DEMO_MESSAGES, vars?: Record<string, string | number>) => string {
  const lang = useLang();
  return (key, vars) => {
    const text = lang === 'en' ? DEMO_MESSAGES[key].en : DEMO_MESSAGES[key].zh;
    return vars ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? '')) : text;
  };
}
