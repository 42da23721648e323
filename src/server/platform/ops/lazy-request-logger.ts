// Fastify's per-request logger (`request.log`, `reply.log`), made when the request first logs: Fastify
// makes a pino child with the request id for every request, which serialises and redacts that binding
// (log-options.ts) even though most requests never log through it (the request log's line has a
// logger of its own: request-log.ts). A line written through it is the line the child would write.
import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type Options = Parameters<FastifyBaseLogger['child']>[1];
type Args = Parameters<FastifyBaseLogger['info']>;

class LazyChild implements FastifyBaseLogger {
  private made?: FastifyBaseLogger;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly binds: Bindings,
    private readonly options: Options,
  ) {}

  private get real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.binds, this.options));
  }

  get level() {
    return this.made ? this.made.level : (this.options?.level ?? this.parent.level);
  }
  set level(level: string) {
    this.real.level = level;
  }
  fatal(...args: Args) {
    this.real.fatal(...args);
  }
  error(...args: Args) {
    this.real.error(...args);
  }
  warn(...args: Args) {
    this.real.warn(...args);
  }
  info(...args: Args) {
    this.real.info(...args);
  }
  debug(...args: Args) {
    this.real.debug(...args);
  }
  trace(...args: Args) {
    this.real.trace(...args);
  }
  silent(...args: Args) {
    this.real.silent(...args);
  }
  child(bindings: Bindings, options?: Options): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: the request's child logger, made on its first line. */
export function lazyRequestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: Options): FastifyBaseLogger {
  return new LazyChild(logger, bindings, options);
}
