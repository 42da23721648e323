import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HEARTBEAT_TEXT,
  liveSocketUrl,
  openLiveConnection,
  parseLiveMessage,
  type LiveMessage,
  type LiveStatus,
  type SocketLike,
} from './live-connection.ts';

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  onclose: SocketLike['onclose'] = null;
  sent: string[] = [];
  closed = false;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.onclose?.({});
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(data: string) {
    this.onmessage?.({ data });
  }
  fail() {
    this.onerror?.({});
    this.onclose?.({});
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const messages: LiveMessage[] = [];
  const statuses: LiveStatus[] = [];
  const conn = openLiveConnection({
    url: 'ws://h/jeecg-boot/websocket/u1',
    token: 'tok',
    onMessage: (m) => messages.push(m),
    onStatus: (s) => statuses.push(s),
    createSocket: (url, protocols) => {
      const s = new FakeSocket(url, protocols);
      sockets.push(s);
      return s;
    },
  });
  return { conn, sockets, messages, statuses, last: () => sockets[sockets.length - 1] };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('live connection', () => {
  it('builds the socket address from the API base and passes the token as sub-protocol', () => {
    expect(liveSocketUrl('/jeecg-boot', 'u 1', 'https://example.com/dashboard')).toBe(
      'wss://example.com/jeecg-boot/websocket/u%201',
    );
    expect(liveSocketUrl('/api/', 'u1', 'http://localhost:3000/x')).toBe('ws://localhost:3000/api/websocket/u1');
    const { sockets } = setup();
    expect(sockets[0].protocols).toEqual(['tok']);
  });

  it('hands live messages on and ignores heartbeats and other frames', () => {
    const { last, messages } = setup();
    last().open();
    last().receive('{"cmd":"topic","msgTxt":"x"}');
    last().receive(HEARTBEAT_TEXT);
    last().receive('not json');
    last().receive('{"nocmd":1}');
    expect(messages).toEqual([{ cmd: 'topic', msgTxt: 'x' }]);
    expect(parseLiveMessage('{"cmd":"user"}')).toEqual({ cmd: 'user' });
  });

  it('reconnects 20 s after a close', () => {
    const { last, sockets, statuses } = setup();
    last().open();
    last().close();
    expect(statuses.at(-1)).toBe('closed');
    vi.advanceTimersByTime(19_999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it('gives up once more than 5 errors came in a row', () => {
    const { last, sockets, statuses } = setup();
    for (let i = 0; i < 5; i++) {
      last().fail();
      vi.advanceTimersByTime(20_000);
    }
    expect(sockets).toHaveLength(6);
    last().fail();
    expect(statuses.at(-1)).toBe('stopped');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(6);
  });

  it('counts errors since the last successful open', () => {
    const { last, sockets } = setup();
    for (let i = 0; i < 5; i++) {
      last().fail();
      vi.advanceTimersByTime(20_000);
    }
    last().open();
    last().fail();
    vi.advanceTimersByTime(20_000);
    expect(sockets).toHaveLength(7);
  });

  it('sends HeartBeat after 20 quiet seconds and closes when no answer comes in 20 more', () => {
    const { last, sockets } = setup();
    const s = last();
    s.open();
    vi.advanceTimersByTime(19_000);
    s.receive(HEARTBEAT_TEXT); // any frame restarts the quiet period
    vi.advanceTimersByTime(19_000);
    expect(s.sent).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(s.sent).toEqual([HEARTBEAT_TEXT]);
    s.receive(HEARTBEAT_TEXT);
    vi.advanceTimersByTime(20_000);
    expect(s.sent).toEqual([HEARTBEAT_TEXT, HEARTBEAT_TEXT]);
    expect(s.closed).toBe(false);
    vi.advanceTimersByTime(20_000);
    expect(s.closed).toBe(true);
    vi.advanceTimersByTime(20_000);
    expect(sockets).toHaveLength(2);
  });

  it('close() stops for good', () => {
    const { conn, last, sockets } = setup();
    last().open();
    conn.close();
    expect(conn.status()).toBe('stopped');
    vi.advanceTimersByTime(100_000);
    expect(sockets).toHaveLength(1);
  });
});
