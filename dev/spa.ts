// The SPA of `npm run dev`: Vite in middleware mode on the dev server's own HTTP server (its HMR
// WebSocket too), with the repository's vite.config.ts and three additions: index.html gets the
// runtime configuration the server would inject (API base, X-Sign secret); imports of src/generated/
// resolve to the dev output folder when it is another one (a temp schemas folder in tests); and the
// schema problems show in Vite's error overlay (file, JSON pointer, message), again to each page that
// connects while they last; and the registry module carries its version, so a page whose registry is
// older than the app answering it asks for the hot update it missed (README.md).
import type { Server } from 'node:http';
import { resolve, sep } from 'node:path';
import { createServer, type ModuleNode, type Plugin, type ViteDevServer } from 'vite';
import { DEV_REGISTRY_STALE_EVENT, DEV_REGISTRY_VERSION_KEY } from '../runtime/core/dev-registry.ts';
import { appConfigScript, injectAppConfig } from '../src/server/engine/plugins/signing.ts';
import { registryVersion } from './registry-version.ts';
import type { DevProblem } from './schema-loop.ts';

const ROOT = resolve(import.meta.dirname, '..');
const GENERATED = resolve(ROOT, 'src/generated');

export interface SpaOptions {
  httpServer: Server;
  outDir: string;
  appConfig: { apiBase: string; signSecret: string; staticDomain?: string };
  problems: () => DevProblem[];
}

export interface DevSpa {
  vite: ViteDevServer;
  /** Shows the problems in the overlay, or clears it (a reload) when there are none left. */
  showProblems(problems: DevProblem[]): void;
  /** Hot-updates the browser's modules of files the generator just wrote (paths under outDir). */
  reloadGenerated(files: string[]): Promise<void>;
}

const overlayText = (problems: DevProblem[]) =>
  problems.map((p) => `${p.file || 'schemas'}: ${p.pointer || '/'}: ${p.message}`).join('\n');

function errorPayload(problems: DevProblem[]) {
  return {
    type: 'error' as const,
    err: {
      message: `Invalid schema file(s); the server keeps the last good state.\n${overlayText(problems)}`,
      stack: '',
      id: problems[0]?.file || 'schemas',
      plugin: 'npm run dev: schemas',
    },
  };
}

export async function startSpa(opts: SpaOptions): Promise<DevSpa> {
  const outDir = resolve(opts.outDir);
  const registryFile = resolve(outDir, 'registry.ts');
  // The modules of files gen wrote: invalidated as a plain change first, so that a transform of the old
  // text still running (Vite pre-transforms a page's imports) is not kept (an HMR invalidation alone
  // leaves it cached), then hot-updated in the browser.
  const reload = async (vite: ViteDevServer, files: string[]) => {
    for (const file of files) {
      for (const mod of vite.moduleGraph.getModulesByFile(resolve(outDir, file)) ?? new Set<ModuleNode>()) {
        vite.moduleGraph.invalidateModule(mod);
        await vite.reloadModule(mod);
      }
    }
  };
  const plugins: Plugin[] = [
    {
      name: 'dev-app-config',
      transformIndexHtml: (html) => injectAppConfig(html, appConfigScript(opts.appConfig)),
    },
    {
      name: 'dev-problems-overlay',
      configureServer(server) {
        server.ws.on('connection', () => {
          const problems = opts.problems();
          if (problems.length) setTimeout(() => server.ws.send(errorPayload(problems)), 200);
        });
      },
    },
    {
      // The registry object the page imports carries the version of the text it was made from (the
      // dev server sends the app's in each API answer). A page that loaded the registry before a save
      // and its shell after it missed the hot update (Vite's client drops an update for a module still
      // loading); it tells so (DEV_REGISTRY_STALE_EVENT) and gets the update again.
      name: 'dev-registry-version',
      enforce: 'pre',
      transform(code, id) {
        if (id.split('?')[0] !== registryFile) return null;
        const key = JSON.stringify(DEV_REGISTRY_VERSION_KEY);
        const version = JSON.stringify(registryVersion(code));
        return `${code}\nObject.defineProperty(registry, Symbol.for(${key}), { value: ${version} });\n`;
      },
      configureServer(server) {
        server.ws.on(DEV_REGISTRY_STALE_EVENT, () => void reload(server, ['registry.ts']));
      },
    },
  ];
  if (outDir !== GENERATED) {
    plugins.push({
      name: 'dev-generated-dir',
      enforce: 'pre',

      async resolveId(source, importer, options) {
        if (!source.includes('generated/')) return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (!resolved?.id.startsWith(GENERATED + sep)) return resolved;
        return { ...resolved, id: outDir + resolved.id.slice(GENERATED.length) };
      },
      // Vite also watches the files of this folder a page has loaded; gen writes them during a pass and
      // reloadGenerated hot-updates them once the new app answers: the watcher's updates would only
      // repeat those (each re-runs the shell's modules in the browser).
      hotUpdate({ file }) {
        return file.startsWith(outDir + sep) ? [] : undefined;
      },
    });
  }
  const vite = await createServer({
    configFile: resolve(ROOT, 'vite.config.ts'),
    root: ROOT,
    appType: 'spa',
    clearScreen: false,
    plugins,
    // the SPA's one page (the default scans every .html, benchmark pages included)
    optimizeDeps: { entries: ['index.html'] },
    server: {
      middlewareMode: true,
      ws: { server: opts.httpServer },
      fs: { allow: [ROOT, outDir] },
    },
  });
  return {
    vite,
    showProblems(problems) {
      vite.ws.send(problems.length ? errorPayload(problems) : { type: 'full-reload', path: '*' });
    },
    async reloadGenerated(files) {
      // Vite watches its root: src/generated is inside it; another output folder (a test's data dir)
      // is hot-updated from here only, once the new app answers (dev-generated-dir). The registry
      // first: its update makes the page load the new app's menus; each file is an update of its own.
      if (outDir === GENERATED) return;
      await reload(
        vite,
        [...files].sort((a, b) => Number(b === 'registry.ts') - Number(a === 'registry.ts')),
      );
    },
  };
}
