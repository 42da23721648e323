// Reverse geocoding for the vehicle-track page: a configured HTTP(S) URL template with `{lng}` and
// `{lat}` placeholders (e.g. Nominatim's `https://host/reverse?format=json&lon={lng}&lat={lat}`)
// answering JSON. The address is read from the common answer shapes: `display_name` (Nominatim),
// `address` (a string), `formatted_address`, `result.formatted_address`, `regeocode.formatted_address`.
// The URL comes from system config, so it is fetched through net/outbound.ts: a host that resolves to
// a loopback, private or link-local address is refused ('blocked') unless OUTBOUND_ALLOW_PRIVATE=1.
import { OutboundError, outboundGet } from '../../platform/net/outbound.ts';

export type LocateFailure = 'not-configured' | 'network' | 'bad-answer' | 'blocked';

export type LocateResult = { ok: true; address: string } | { ok: false; reason: LocateFailure; detail?: string };

const TIMEOUT_MS = 5000;

function addressOf(answer: unknown): string | undefined {
  if (!answer || typeof answer !== 'object') return undefined;
  const a = answer as Record<string, unknown>;
  const nested = (key: string) => (a[key] as Record<string, unknown> | undefined)?.formatted_address;
  for (const v of [a.display_name, a.address, a.formatted_address, nested('result'), nested('regeocode')]) {
    if (typeof v === 'string' && v.trim()) return v.trim();
  }
  return undefined;
}

/** The lookup URL, or undefined when the template is not an http(s) URL. */
export function geocoderUrl(template: string, lng: number, lat: number): string | undefined {
  const url = template.replaceAll('{lng}', String(lng)).replaceAll('{lat}', String(lat));
  return /^https?:\/\/\S+$/.test(url) ? url : undefined;
}

export async function reverseGeocode(
  template: string | undefined,
  lng: number,
  lat: number,
  opts: { allowPrivate: boolean } = { allowPrivate: false },
): Promise<LocateResult> {
  const url = template ? geocoderUrl(template, lng, lat) : undefined;
  if (!url) return { ok: false, reason: 'not-configured' };
  let response: { status: number; body: string };
  try {
    response = await outboundGet(url, {
      allowPrivate: opts.allowPrivate,
      timeoutMs: TIMEOUT_MS,
      headers: { accept: 'application/json' },
    });
  } catch (err) {
    const blocked = err instanceof OutboundError && err.blocked;
    return { ok: false, reason: blocked ? 'blocked' : 'network', detail: (err as Error).message };
  }
  if (response.status < 200 || response.status > 299) {
    return { ok: false, reason: 'bad-answer', detail: `HTTP ${response.status}` };
  }
  let answer: unknown;
  try {
    answer = JSON.parse(response.body);
  } catch {
    return { ok: false, reason: 'bad-answer', detail: 'not JSON' };
  }
  const address = addressOf(answer);
  return address ? { ok: true, address } : { ok: false, reason: 'bad-answer', detail: 'no address in the answer' };
}
