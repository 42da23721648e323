// Preloaded by run-all.ts into each bench (`--import`): an uncaught error or rejected promise exits
// with code 70, so the runner tells a bench that crashed ("failed") from one that ran to the end and
// missed a target (exit code 1, process.exitCode = 1).
export const CRASH_EXIT_CODE = 70;

function crash(error: unknown): never {
  console.error(error);
  process.exit(CRASH_EXIT_CODE);
}

process.on('uncaughtException', crash);
process.on('unhandledRejection', crash);
