// i18next set-up with both namespaces at once ('app' from core.ts, 'schema' from schema-bundle.ts),
// for tests and callers that do not load the shell lazily. main.tsx uses core.ts alone.
import type { Lang } from '../../../runtime/core/registry.ts';
import { createI18n, storedLang } from './core.ts';
import { withSchemaBundle } from './schema-bundle.ts';

export * from './core.ts';

export function initI18n(lang: Lang = storedLang()) {
  return withSchemaBundle(createI18n(lang));
}
