// The generated 'schema' namespace (entity, field, dict and menu titles from schemas/), added to an
// i18next instance once; the signed-in shell adds it (routes/guarded-shell.tsx), tests via initI18n.
import type { i18n as I18n } from 'i18next';
import enSchema from '../../generated/i18n/en.json';
import zhSchema from '../../generated/i18n/zh-CN.json';

export function withSchemaBundle<T extends I18n>(i18n: T): T {
  if (!i18n.hasResourceBundle('zh-CN', 'schema')) i18n.addResourceBundle('zh-CN', 'schema', zhSchema);
  if (!i18n.hasResourceBundle('en', 'schema')) i18n.addResourceBundle('en', 'schema', enSchema);
  return i18n;
}
