// The seed's closing report: rows per entity, time taken, and how to sign in as a demo user.
import type { DemoSummary } from './demo.ts';

export function printSummary(s: DemoSummary, out: (line: string) => void): void {
  const total = Object.values(s.counts).reduce((a, b) => a + b, 0);
  out(`Demo data written: ${total.toLocaleString('en')} rows in ${(s.millis / 1000).toFixed(1)} s`);
  const width = Math.max(...Object.keys(s.counts).map((k) => k.length));
  for (const [entity, n] of Object.entries(s.counts)) out(`  ${entity.padEnd(width)}  ${n.toLocaleString('en')}`);
  if (s.usernames.length) {
    out(
      `Demo users (${s.usernames.length}, e.g. ${s.usernames.slice(0, 3).join(', ')}) sign in with the password: ${s.password}`,
    );
  }
}
