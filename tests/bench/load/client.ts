// One simulated user's HTTP client: node:http over one keep-alive connection of its own against the
// server child, every request signed as the browser signs it (X-Sign over query + body, X-TIMESTAMP)
// and sent with the user's own X-Access-Token; each call is timed with performance.now() from the
// request to the parsed body. node:http rather than fetch (undici): about half the client CPU per
// request, which on a 2-core machine is CPU the server does not get (the users' process shares it).
import { Agent, request } from 'node:http';
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
  /** One connection per user, kept open between requests (as a browser tab's would be). */
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });
  constructor(
    private readonly base: string,
    private readonly secret: string,
  ) {}

  close(): void {
    this.agent.destroy();
  }

  /** Throws only when no HTTP answer came (a network error). */
  async call(method: 'GET' | 'POST' | 'PUT', path: string, query = '', body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = {
      'x-sign': computeSign(parseQuery(query), body, this.secret),
      'x-timestamp': String(Date.now()),
    };
    if (this.token) headers['x-access-token'] = this.token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const url = `${this.base}${API}${path}${query ? `?${query}` : ''}`;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
    const t0 = performance.now();
    const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(url, { method, headers, agent: this.agent }, (res) => {
        res.setEncoding('utf8');
        let text = '';
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    });
    const ms = performance.now() - t0;
    return { status, ms, body: parseBody(text) };
  }

  async signIn(username: string, password: string): Promise<void> {
    const a = await this.call('POST', '/sys/login', '', { username, password });
    const token = (a.body.result as { token?: string } | undefined)?.token;
    if (a.status !== 200 || !token) throw new Error(`sign-in answered ${a.status}: ${a.body.message}`);
    this.token = token;
  }
}
