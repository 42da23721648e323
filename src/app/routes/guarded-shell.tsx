// The signed-in shell behind the guards: the entity registry, the permission gate (menus), the
// database dictionaries and the layout with its workspace. It is its own chunk (app-routes.tsx loads
// it on demand), so the sign-in page downloads neither the shell nor the registry.
import { useTranslation } from 'react-i18next';
import { RegistryProvider } from '../../../runtime/react/registry-context.tsx';
import { registry } from '../../generated/registry.ts';
import { toLang } from '../i18n/core.ts';
import { applyDayjsLocale } from '../i18n/dayjs-locale.ts';
import { withSchemaBundle } from '../i18n/schema-bundle.ts';
import { useServices } from '../services.tsx';
import { AppLayout } from '../shell/app-layout.tsx';
import { DbDicts } from '../shell/db-dicts.tsx';
import { PermissionGate } from '../shell/permission-gate.tsx';
import { provideShellRegistry } from './shell-registry.ts';
import { WORKSPACE_ROUTES } from './workspace-routes.tsx';

provideShellRegistry(registry);

export default function GuardedShell() {
  const { i18n } = useTranslation();
  withSchemaBundle(i18n); // once per instance, before the shell's first render needs the titles
  const lang = toLang(i18n.language);
  applyDayjsLocale(lang);
  const { dataProvider, fileUrl } = useServices();
  return (
    <RegistryProvider registry={registry} dataProvider={dataProvider} lang={lang} fileUrl={fileUrl}>
      <PermissionGate>
        <DbDicts>
          <AppLayout routes={WORKSPACE_ROUTES} />
        </DbDicts>
      </PermissionGate>
    </RegistryProvider>
  );
}
