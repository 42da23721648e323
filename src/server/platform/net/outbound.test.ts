import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { checkedAddresses, isPrivateAddress, outboundGet, OutboundError } from './outbound.ts';

describe('isPrivateAddress', () => {
  it('refuses loopback, private, link-local, CGNAT, multicast and reserved addresses, also inside IPv6', () => {
    for (const a of [
      '127.0.0.1',
      '127.8.9.10',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::10.0.0.1',
      'not an address',
    ]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
  });

  it('allows public addresses', () => {
    for (const a of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(a), a).toBe(false);
    }
  });
});

describe('outbound calls', () => {
  it('resolves a host name before connecting and refuses it when any address is private', async () => {
    await expect(checkedAddresses('localhost', false)).rejects.toMatchObject({ blocked: true });
    await expect(checkedAddresses('[::1]', false)).rejects.toThrow(/OUTBOUND_ALLOW_PRIVATE=1/);
    expect((await checkedAddresses('localhost', true)).length).toBeGreaterThan(0);
  });

  it('connects to the checked address only when allowed, and reads the answer', async () => {
    let asked = 0;
    const server = createServer((_req, res) => {
      asked++;
      res.end('{"ok":true}');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const url = `http://localhost:${(server.address() as AddressInfo).port}/x`;
    try {
      const refused = await outboundGet(url, { allowPrivate: false, timeoutMs: 2000 }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(OutboundError);
      expect(asked).toBe(0);
      const got = await outboundGet(url.replace('localhost', '127.0.0.1'), { allowPrivate: true, timeoutMs: 2000 });
      expect(got).toEqual({ status: 200, body: '{"ok":true}' });
      expect(asked).toBe(1);
      const big = await outboundGet(url.replace('localhost', '127.0.0.1'), {
        allowPrivate: true,
        timeoutMs: 2000,
        maxBytes: 4,
      }).catch((e: unknown) => e);
      expect(big).toBeInstanceOf(OutboundError);
    } finally {
      await new Promise<void>((done) => server.close(() => done()));
    }
  });
});
