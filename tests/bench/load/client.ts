// One simulated user's HTTP client: fetch (undici, keep-alive) against the server child, every request
// signed as the browser signs it (X-Sign over query + body, X-TIMESTAMP) and sent with the user's own
// X-Access-Token; each call is timed with performance.now() from the request to the parsed body.
import { computeSign, parseQuery } from '../../../runtime/http/sign.ts';

export const API = '/jeecg-boot';

export interface Answer {
  status: number;
  ms: number;
  body: { success?: boolean; code?: number; message?: string; result?: unknown };
}

function parseBody(text: string): Answer['body'] {
  try {
    return JSON.parse(text) as Answer['body'];
  } catch {
    return { message: text.slice(0, 200) };
  }
}

export class Client {
  token = '';
  constructor(
    private readonly base: string,
    private readonly secret: string,
  ) {}

  /** Throws only when no HTTP answer came (a network error). */
  async call(method: 'GET' | 'POST' | 'PUT', path: string, query = '', body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = {
      'x-sign': computeSign(parseQuery(query), body, this.secret),
      'x-timestamp': String(Date.now()),
    };
    if (this.token) headers['x-access-token'] = this.token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const url = `${this.base}${API}${path}${query ? `?${query}` : ''}`;
    const t0 = performance.now();
    const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    const ms = performance.now() - t0;
    return { status: res.status, ms, body: parseBody(text) };
  }

  async signIn(username: string, password: string): Promise<void> {
    const a = await this.call('POST', '/sys/login', '', { username, password });
    const token = (a.body.result as { token?: string } | undefined)?.token;
    if (a.status !== 200 || !token) throw new Error(`sign-in answered ${a.status}: ${a.body.message}`);
    this.token = token;
  }
}
