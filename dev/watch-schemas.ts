// Watches the schemas folder (recursively) and calls back once per burst of saves: an editor writes a
// file in several steps, and gen's own formatting of a saved file is one more write.
import { watch, type FSWatcher } from 'node:fs';

const SETTLE_MS = 120;

export function watchSchemas(dir: string, onChange: (files: string[]) => void): FSWatcher {
  let timer: NodeJS.Timeout | undefined;
  const files = new Set<string>();
  const watcher = watch(dir, { recursive: true }, (_event, name) => {
    const file = name?.toString() ?? '';
    if (file && !/\.(json|sql|ts)$/.test(file)) return; // editor swap and backup files
    files.add(file);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const batch = [...files].filter(Boolean);
      files.clear();
      onChange(batch);
    }, SETTLE_MS);
  });
  watcher.on('close', () => clearTimeout(timer));
  return watcher;
}
