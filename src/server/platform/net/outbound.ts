// Outbound HTTP(S) to URLs that administrators configure (the track geocoder): the host name is
// resolved first, every address it resolves to is checked, and the connection goes to a checked
// address (the request's own `lookup`, so a second DNS answer cannot swap in another address). Loopback,
// private, link-local, carrier-grade NAT, multicast and reserved addresses (IPv4, IPv6 and IPv4 inside
// IPv6) are refused unless OUTBOUND_ALLOW_PRIVATE=1. Redirects are not followed (a redirect could lead
// to a refused address); answers are read up to a size limit within a timeout.
import { lookup as dnsLookup } from 'node:dns/promises';
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import { BlockList, isIP, type LookupFunction } from 'node:net';

// node:http and node:https by require, not by import: importing node:http as an ES module reads every
// export it has, which loads Node's fetch (undici), ~60 ms of CPU at each start (issue 24 item 5).
const requireBuiltin = createRequire(import.meta.url);
const { request: httpRequest } = requireBuiltin('node:http') as typeof import('node:http');
const { request: httpsRequest } = requireBuiltin('node:https') as typeof import('node:https');

const BLOCKED = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local (cloud metadata at 169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  BLOCKED.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED.addSubnet(net, bits, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped, -compatible or NAT64 IPv6 address, if any. */
function embeddedIpv4(address: string): string | undefined {
  const m = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (m) return m[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return undefined;
  const [hi, lo] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** Whether an IP address is loopback, private, link-local or otherwise not a public internet address. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family !== 6) return true; // not an address at all: never connect
  const v4 = embeddedIpv4(address.toLowerCase());
  if (v4 !== undefined) return BLOCKED.check(v4, 'ipv4');
  return BLOCKED.check(address, 'ipv6');
}

/** A refused or failed outbound call; `blocked` when the address was refused. */
export class OutboundError extends Error {
  constructor(
    message: string,
    readonly blocked = false,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

export interface OutboundOptions {
  /** OUTBOUND_ALLOW_PRIVATE=1: loopback and private addresses are allowed. */
  allowPrivate: boolean;
  timeoutMs: number;
  /** Largest answer read, in bytes (default 1 MB). */
  maxBytes?: number;
  headers?: Record<string, string>;
}

/** The addresses of `host`, all checked; throws OutboundError (blocked) when any is refused. */
export async function checkedAddresses(
  host: string,
  allowPrivate: boolean,
): Promise<{ address: string; family: number }[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  const found = isIP(bare) ? [{ address: bare, family: isIP(bare) }] : await dnsLookup(bare, { all: true });
  if (found.length === 0) throw new OutboundError(`${host} has no address`);
  if (!allowPrivate) {
    const refused = found.find((a) => isPrivateAddress(a.address));
    if (refused) {
      throw new OutboundError(
        `refused: ${host} resolves to ${refused.address}, a loopback, private or link-local address ` +
          '(set OUTBOUND_ALLOW_PRIVATE=1 to allow)',
        true,
      );
    }
  }
  return found;
}

/** GET `url` (http or https) to a checked address: the status and the body as text. */
export async function outboundGet(url: string, opts: OutboundOptions): Promise<{ status: number; body: string }> {
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new OutboundError('only http(s) URLs');
  const addresses = await checkedAddresses(target.hostname, opts.allowPrivate);
  // The connection uses exactly the addresses checked above.
  const lookup: LookupFunction = (_host, options, done) => {
    if (options.all) done(null, addresses);
    else done(null, addresses[0].address, addresses[0].family);
  };
  const maxBytes = opts.maxBytes ?? 1024 * 1024;
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (err: Error) => {
      if (settled) return;
      settled = true;
      reject(err instanceof OutboundError ? err : new OutboundError(err.message));
      req.destroy();
    };
    const req = send(target, { method: 'GET', lookup, headers: opts.headers, timeout: opts.timeoutMs });
    req.on('timeout', () => fail(new OutboundError(`no answer within ${opts.timeoutMs} ms`)));
    req.on('error', fail);
    req.on('response', (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) fail(new OutboundError(`answer larger than ${maxBytes} bytes`));
        else chunks.push(chunk);
      });
      res.on('error', fail);
      res.on('end', () => {
        if (settled) return;
        settled = true;
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.end();
  });
}
