// Security headers on every answer (HTML, API JSON, static and uploaded files): a Content Security
// Policy, nosniff, framing limited to our own origin and a referrer policy. CORS stays closed: no
// Access-Control-* header is ever sent, so a foreign page can neither read answers nor pass a preflight.
//
// The policy fits the built SPA: module scripts from 'self' plus the one inline configuration script
// (allowed by its hash, no 'unsafe-inline' for scripts); 'unsafe-eval' because the forms validate
// with ajv, which compiles each schema into a function at run time (without it every form's
// validation throws; dropping it needs validators precompiled by the generator); antd's CSS-in-JS needs inline <style>;
// upload previews use data:/blob: images; map tiles come from a tile server configured at run time
// (sys_config wl.track.tileUrl or TILE_URL), so images may come from any http(s) origin; the live
// connection is a same-origin websocket.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  /** Inline <script> elements the SPA's index.html carries (allowed by their SHA-256). */
  scripts?: string[];
  /** STATIC_DOMAIN: uploaded files may be loaded from there. */
  staticDomain?: string;
}

/** The CSP hash source of an inline script element's text. */
export function scriptHash(element: string): string {
  const body = element.replace(/^<script[^>]*>/i, '').replace(/<\/script>$/i, '');
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

export function contentSecurityPolicy(opts: SecurityHeaderOptions = {}): string {
  const extra = opts.staticDomain ? ` ${new URL(opts.staticDomain).origin}` : '';
  const scripts = (opts.scripts ?? []).map(scriptHash).join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-eval'${scripts ? ` ${scripts}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: http: https:`,
    "font-src 'self' data:",
    `connect-src 'self' ws: wss:${extra}`,
    `media-src 'self' blob:${extra}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance, opts: SecurityHeaderOptions = {}): void {
  const csp = contentSecurityPolicy(opts);
  app.addHook('onSend', (_request, reply, payload, done) => {
    // A route may set a stricter policy of its own (uploaded files: default-src 'none'; sandbox).
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.removeHeader('access-control-allow-origin');
    reply.removeHeader('access-control-allow-credentials');
    done(null, payload);
  });
}
