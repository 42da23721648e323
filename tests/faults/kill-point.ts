// The kill point of the SIGKILL tests: start `n` requests at once and SIGKILL the server as soon as the
// first one answers, so the others are in flight (running, waiting for the database or not yet read).
import type { ServerProcess } from '../integration/helpers/server-process.ts';

export async function firstAnswerThenKill<T>(
  server: ServerProcess,
  n: number,
  request: (i: number) => Promise<T>,
): Promise<{ answered: T[]; failed: number }> {
  let first!: () => void;
  const firstAnswer = new Promise<void>((ok) => (first = ok));
  const all = Array.from({ length: n }, (_, i) =>
    request(i).then(
      (v) => {
        first();
        return { ok: true as const, v };
      },
      () => {
        first();
        return { ok: false as const };
      },
    ),
  );
  await firstAnswer;
  await server.kill();
  const settled = await Promise.all(all);
  const answered = settled.flatMap((s) => (s.ok ? [s.v] : []));
  return { answered, failed: settled.length - answered.length };
}
