// The seed CLI's arguments (cli.ts): --demo [--orders N] [--days N] [--seed N] [--force].
import { DEFAULT_ORDERS } from './demo.ts';

export const USAGE = `usage: npm run seed -- --demo [--orders N] [--days N] [--seed N] [--force]
  --demo      write the demo company (sites, staff, vehicles, templates, zones, orders with history)
  --orders N  orders to write (default ${DEFAULT_ORDERS})
  --days N    spread the orders over the last N days (default 90)
  --seed N    random seed (default 20240601); the same seed writes the same data
  --force     delete the existing logistics data (and earlier demo users) first`;

export interface CliArgs {
  demo: boolean;
  force: boolean;
  orders?: number;
  days?: number;
  seed?: number;
}

export function parseArgs(argv: string[]): CliArgs | string {
  const out: CliArgs = { demo: false, force: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--demo') out.demo = true;
    else if (a === '--force') out.force = true;
    else if (a === '--orders' || a === '--days' || a === '--seed') {
      const n = Number(argv[++i]);
      if (!Number.isInteger(n) || n < (a === '--days' ? 1 : 0)) return `${a} needs a whole number`;
      out[a.slice(2) as 'orders' | 'days' | 'seed'] = n;
    } else return `unknown argument ${a}`;
  }
  return out.demo ? out : 'nothing to do: pass --demo';
}
