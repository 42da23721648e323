// The rule of docs/architecture.md ("Write pipeline and extension API"): modules change what the
// engine does through engine plugins (crud/extensions.ts), never by matching request URLs in
// Fastify hooks. Every file of the server that reads a request's URL or patches routes as they are
// declared must be one of these, each reading it for the reason given (none changes a write).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ALLOWED: Record<string, string> = {
  'platform/ops/log-options.ts': 'the request log line (URL masked)',
  'platform/sys/sys-log.ts': 'the operation log row records the URL',
  'platform/sys/log-audit.ts': 'which requests the operation log records, and the URL it records',
  'platform/files/static-route.ts': 'serving the uploaded file the URL names',
  'domain/dashboard/http-trace.ts': 'the monitor trace records the path',
  'engine/plugins/signing.ts': 'the signature covers the query string',
  'engine/plugins/errors.ts': 'API 404 versus the SPA page for a client route',
};

const URL_READ = /\b(request|req)\.url\b|routeOptions\.url|\brouterPath\b|addHook\(\s*['"]onRoute['"]/;

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return serverFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('no URL-matching hooks in src/server', () => {
  const root = import.meta.dirname;
  const readers = serverFiles(root)
    .filter((f) => URL_READ.test(readFileSync(f, 'utf8')))
    .map((f) => relative(root, f).split('\\').join('/'));

  it('reads request URLs only where the URL itself is the subject (logs, traces, signatures, files)', () => {
    expect(readers.filter((f) => !(f in ALLOWED))).toEqual([]);
  });

  it('keeps its allow-list current', () => {
    expect(Object.keys(ALLOWED).filter((f) => !readers.includes(f))).toEqual([]);
  });
});
