// The SPA build: index.html at the repo root, output in dist/ (served by the server at /). In dev the
// API base is proxied to the server on port 3000.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiBase = process.env.VITE_API_BASE || '/jeecg-boot';
const apiTarget = process.env.API_TARGET || 'http://127.0.0.1:3000';

/**
 * `virtual:menu-icons` exports the @ant-design/icons named in schemas/menus.json, so the menu can show
 * any icon by name without bundling the whole icon set.
 */
function menuIcons(): Plugin {
  const id = 'virtual:menu-icons';
  const file = resolve(import.meta.dirname, 'schemas/menus.json');
  const collect = (menus: { icon?: unknown; children?: unknown[] }[]): string[] =>
    menus.flatMap((m) => [
      ...(typeof m.icon === 'string' && /^[A-Z][A-Za-z0-9]+$/.test(m.icon) ? [m.icon] : []),
      ...collect((m.children ?? []) as typeof menus),
    ]);
  return {
    name: 'menu-icons',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(loaded) {
      if (loaded !== `\0${id}`) return undefined;
      this.addWatchFile(file);
      const names = [...new Set(collect(JSON.parse(readFileSync(file, 'utf8'))))].sort();
      return `import { ${names.join(', ')} } from '@ant-design/icons';\nexport const menuIcons = { ${names.join(', ')} };\n`;
    },
  };
}

export default defineConfig({
  root: '.',
  plugins: [react(), menuIcons()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph scripts/check-bundle-size.ts measures.
    manifest: true,
    // The list screen's chunk carries antd's table, form and pickers plus rjsf and ajv; it loads on demand.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry needs statically (the sign-in page) in one chunk: split into a score of
          // small shared chunks it gzips some 10 KB worse. Lazy screens keep their own chunks.
          groups: [{ name: 'first-load', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      [apiBase]: { target: apiTarget, changeOrigin: true },
    },
  },
});
