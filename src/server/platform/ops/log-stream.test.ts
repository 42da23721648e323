import { execFileSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { batchedDestination, FLUSH_CHARS, FLUSH_MS } from './log-stream.ts';

const dir = mkdtempSync(join(tmpdir(), 'log-stream-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** Ends a destination: it writes what is left and closes its file. */
const end = (dest: ReturnType<typeof batchedDestination>) =>
  new Promise<void>((resolve) => {
    dest.once('close', () => resolve());
    dest.end();
  });
const line = (n: number) => `{"level":30,"time":1,"msg":"line ${n}"}\n`;

async function until(check: () => boolean, ms = 5_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('batched log lines (pino destination)', () => {
  it('keeps short lines back, then writes them together and in order on its timer', async () => {
    const file = join(dir, 'timer.log');
    const fd = openSync(file, 'w');
    const dest = batchedDestination(fd);
    dest.write(line(1));
    dest.write(line(2));
    expect(readFileSync(file, 'utf8')).toBe('');
    await until(() => readFileSync(file, 'utf8') !== '', FLUSH_MS * 20);
    expect(readFileSync(file, 'utf8')).toBe(line(1) + line(2));
    await end(dest);
  });

  it('writes lines longer than FLUSH_CHARS whole and in order', async () => {
    const file = join(dir, 'size.log');
    const fd = openSync(file, 'w');
    const dest = batchedDestination(fd);
    const long = `{"level":30,"msg":"${'x'.repeat(FLUSH_CHARS)}"}\n`;
    dest.write(line(1));
    dest.write(long);
    await until(() => readFileSync(file, 'utf8').length > FLUSH_CHARS, FLUSH_MS * 20);
    expect(readFileSync(file, 'utf8')).toBe(line(1) + long);
    await end(dest);
  });

  it('writes what has gathered when the process exits', () => {
    const file = join(dir, 'exit.log');
    const script = [
      `import { openSync } from 'node:fs';`,
      `import { batchedDestination } from ${JSON.stringify(join(import.meta.dirname, 'log-stream.ts'))};`,
      `const dest = batchedDestination(openSync(${JSON.stringify(file)}, 'w'));`,
      `dest.write(${JSON.stringify(line(1))});`,
      `process.exit(3);`,
    ].join('\n');
    let status = 0;
    try {
      execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
    } catch (err) {
      status = (err as { status: number }).status;
    }
    expect(status).toBe(3);
    expect(readFileSync(file, 'utf8')).toBe(line(1));
  });
});
