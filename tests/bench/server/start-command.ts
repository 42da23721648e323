// What `npm start` runs, for the bench to run the same: package.json's "start" script is
// `npm run build && npm run build:server && [NAME=value ...] node [flags] dist-server/main.mjs`; its last
// step gives the environment it sets (glibc malloc settings) and the arguments after `node` (V8 flags and
// the entry), which the bench passes to this same Node (the `node` an npm script finds first on its PATH
// is node_modules/.bin/node, the Node 24 that runs the bench).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '../../..');

export interface StartCommand {
  /** Variables the step sets before `node` (NAME=value). */
  env: Record<string, string>;
  /** The arguments after `node`: V8 flags and the entry. */
  args: string[];
}

/** The last step of the start script: `[NAME=value ...] node [flags] <entry>`. */
export function startCommand(): StartCommand {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const words = pkg.scripts.start.split('&&').pop()!.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words.length && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
    const [name, ...value] = words.shift()!.split('=');
    env[name] = value.join('=');
  }
  if (words[0] !== 'node')
    throw new Error(`npm start does not end with "[NAME=value ...] node ...": ${pkg.scripts.start}`);
  return { env, args: words.slice(1) };
}

export const describeStart = ({ env, args }: StartCommand) =>
  [...Object.entries(env).map(([k, v]) => `${k}=${v}`), 'node', ...args].join(' ');

/** npm run build:server (the server bundle of the current sources); the SPA build is not needed here. */
export function buildServer(): void {
  const r = spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`npm run build:server failed (${r.status}): ${r.stderr}${r.stdout}`);
  process.stdout.write(r.stdout);
}
