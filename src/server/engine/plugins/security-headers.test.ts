import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, scriptHash } from './security-headers.ts';

describe('security headers', () => {
  it('hashes the text inside an inline script element, as browsers do', () => {
    const body = 'window.__APP_CONFIG__ = {"apiBase":"/jeecg-boot"};';
    const expected = createHash('sha256').update(body, 'utf8').digest('base64');
    expect(scriptHash(`<script>${body}</script>`)).toBe(`'sha256-${expected}'`);
  });

  it('allows the configured scripts by hash only and adds STATIC_DOMAIN where files load from', () => {
    const csp = contentSecurityPolicy({
      scripts: ['<script>x()</script>'],
      staticDomain: 'https://cdn.example.com/files',
    });
    const script = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(script).toMatch(/^script-src 'self' 'unsafe-eval' 'sha256-[A-Za-z0-9+/=]+'$/);
    expect(csp).toContain("connect-src 'self' ws: wss: https://cdn.example.com");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(contentSecurityPolicy()).toContain("script-src 'self' 'unsafe-eval';");
  });
});
