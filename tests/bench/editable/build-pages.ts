// Builds the two bench pages with vite's JS API (production mode, no config file): ours from ours/
// with the root's React 19 and antd 6, the baseline from baseline-pro/ with its own node_modules
// (antd 5, React 18: vite resolves bare imports from the importing file's folder). Output goes to
// the given temp folders.
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export async function buildPage(root: string, base: string, outDir: string, minify: boolean): Promise<void> {
  await build({
    root,
    base,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, minify, reportCompressedSize: false, chunkSizeWarningLimit: 5000 },
  });
}
