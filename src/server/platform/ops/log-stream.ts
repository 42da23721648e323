// Where the server's log lines go: standard output, written in batches by pino's own destination
// (sonic-boom) instead of one write system call per line — one per request with the request log on
// (request-log.ts), about a twentieth of a list request's CPU (tests/bench/README.md, list bench).
// Lines are written once FLUSH_CHARS have gathered, else by the destination's timer every FLUSH_MS, and
// at process exit (pino registers the flush on exit for an asynchronous destination, a crash's last
// lines included); only a process killed outright (SIGKILL) loses the lines of its last FLUSH_MS.
import pino from 'pino';

export const FLUSH_CHARS = 16_384;
export const FLUSH_MS = 200;

/** A batched destination writing to a file descriptor (standard output for the server). */
export function batchedDestination(fd: number): ReturnType<typeof pino.destination> {
  return pino.destination({
    dest: fd,
    sync: false,
    minLength: FLUSH_CHARS,
    maxWrite: 4 * FLUSH_CHARS,
    periodicFlush: FLUSH_MS,
  });
}

let stdoutLog: ReturnType<typeof batchedDestination> | undefined;

/** The process's one batched writer to standard output. */
export function stdoutLines(): pino.DestinationStream {
  return (stdoutLog ??= batchedDestination(1));
}
