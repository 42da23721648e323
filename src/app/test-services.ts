// For the app's jsdom tests: an i18n instance in zh-CN and the app's services over the generated
// registry, with the session in memory (the tests set a token or a mock HTTP adapter themselves).
import { DEFAULT_RUNTIME_CONFIG } from '../../runtime/http/config.ts';
import { memoryStorage } from '../../runtime/http/session-store.ts';
import { registry } from '../generated/registry.ts';
import { initI18n } from './i18n/index.ts';
import { createServices } from './services.tsx';

export function testServices() {
  const i18n = initI18n('zh-CN');
  const services = createServices({
    config: DEFAULT_RUNTIME_CONFIG,
    registry,
    getLang: () => i18n.language,
    storage: memoryStorage(),
  });
  return { i18n, services };
}
