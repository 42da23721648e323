// npm run gen [-- --check] [-- --allow-destructive]
import module from 'node:module';
import { resolve } from 'node:path';

// Node's compile cache keeps the generator's modules stripped of their types and compiled between
// runs (a third of a run with nothing changed); hence the modules below are imported after it is on.
module.enableCompileCache?.(resolve(import.meta.dirname, '../node_modules/.cache/lowcode-gen/compile'));
const { generate } = await import('./generate.ts');
const { SchemaError } = await import('./load.ts');

const args = process.argv.slice(2);
const check = args.includes('--check');
const root = resolve(import.meta.dirname, '..');
const valueOf = (flag: string) => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
};

try {
  const result = await generate({
    schemasDir: resolve(valueOf('--schemas') ?? `${root}/schemas`),
    outDir: resolve(valueOf('--out') ?? `${root}/src/generated`),
    check,
    allowDestructive: args.includes('--allow-destructive'),
  });
  const drift = [...result.changed, ...result.stale.map((f) => `${f} (stale)`)];
  if (result.schemasFormatted.length)
    console.log(
      `${check ? 'Not formatted (npm run gen formats them)' : 'Formatted'} in schemas/:\n  ${result.schemasFormatted.join('\n  ')}`,
    );
  if (check) {
    if (drift.length) {
      console.error(`src/generated/ has drifted from schemas/ (run npm run gen):\n  ${drift.join('\n  ')}`);
      process.exit(1);
    }
    console.log('src/generated/ is up to date.');
  } else {
    console.log(drift.length ? `Wrote ${drift.length} file(s):\n  ${drift.join('\n  ')}` : 'Nothing changed.');
  }
} catch (err) {
  if (err instanceof SchemaError) {
    console.error(`Invalid schema file(s):\n${err.message}`);
  } else {
    console.error((err as Error).message);
  }
  process.exit(1);
}
