// Where the server's log lines go: standard output, written in batches. pino's default writes each
// line with its own system call, one per request with the request log on (request-log.ts): about a
// twentieth of a list request's CPU (tests/bench/README.md, list bench). Here lines are gathered and
// written together when FLUSH_CHARS have gathered, at the latest FLUSH_MS after the first of them, at
// once for a warning or an error, and at process exit (a crash's last lines included; only a process
// killed outright, SIGKILL, loses the lines of its last FLUSH_MS).
export const FLUSH_CHARS = 16_384;
export const FLUSH_MS = 200;

/** The sink the lines are written to (process.stdout: synchronous for files and pipes on Linux). */
export interface LineSink {
  write(chunk: string): unknown;
}

export interface BatchedLog {
  /** pino's stream interface: one serialised line (ending in a newline) per call. */
  write(line: string): void;
  /** Writes what has gathered now. */
  flush(): void;
}

/** pino's lines start with the level (`{"level":40` and up: warnings, errors, fatal). */
const LEVEL_DIGIT_AT = '{"level":'.length;
const WARN_DIGIT = '4'.charCodeAt(0);

export function batchedLog(sink: LineSink, onExit = true): BatchedLog {
  let pending = '';
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (pending === '') return;
    const chunk = pending;
    pending = '';
    sink.write(chunk);
  };
  if (onExit) process.once('exit', flush);
  return {
    write(line) {
      pending += line;
      if (pending.length >= FLUSH_CHARS || line.charCodeAt(LEVEL_DIGIT_AT) >= WARN_DIGIT) flush();
      else if (!timer) timer = setTimeout(flush, FLUSH_MS).unref();
    },
    flush,
  };
}

let stdoutLog: BatchedLog | undefined;

/** The process's one batched writer to standard output. */
export function stdoutLines(): BatchedLog {
  return (stdoutLog ??= batchedLog(process.stdout));
}
