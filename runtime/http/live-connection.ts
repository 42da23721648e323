// The live connection of the notice bell (spec 001 §4.4, §7.5, §9): a WebSocket to
// {API base}/websocket/{userId} with the session token as its sub-protocol. A close reconnects after
// 20 s; more than 5 errors in a row (no successful open in between) stop it for good. After 20 s
// without any frame it sends the text HeartBeat, and closes (then reconnects) when nothing came back
// within another 20 s. JSON frames with a `cmd` go to onMessage. No UI library, no React.

export const LIVE_RECONNECT_MS = 20_000;
export const LIVE_HEARTBEAT_MS = 20_000;
export const LIVE_MAX_ERRORS = 5;
export const HEARTBEAT_TEXT = 'HeartBeat';

export interface LiveMessage {
  cmd: string;
  msgTxt?: string;
  [key: string]: unknown;
}

export type LiveStatus = 'connecting' | 'open' | 'closed' | 'stopped';

/** The part of the browser's WebSocket this client uses. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  send(data: string): void;
  close(): void;
}

export interface LiveConnectionOptions {
  url: string;
  token: string;
  onMessage(message: LiveMessage): void;
  onStatus?(status: LiveStatus): void;
  createSocket?: (url: string, protocols: string[]) => SocketLike;
  reconnectMs?: number;
  heartbeatMs?: number;
  maxErrors?: number;
}

export interface LiveConnection {
  status(): LiveStatus;
  /** Stop for good (unmount, logout). */
  close(): void;
}

/** ws(s)://host{apiBase}/websocket/{userId}, relative to the page's address. */
export function liveSocketUrl(apiBase: string, userId: string, pageHref: string): string {
  const url = new URL(`${apiBase.replace(/\/$/, '')}/websocket/${encodeURIComponent(userId)}`, pageHref);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** A frame's live message, if it is one. */
export function parseLiveMessage(data: unknown): LiveMessage | undefined {
  if (typeof data !== 'string' || data === HEARTBEAT_TEXT) return undefined;
  try {
    const v = JSON.parse(data) as unknown;
    return v && typeof v === 'object' && typeof (v as LiveMessage).cmd === 'string' ? (v as LiveMessage) : undefined;
  } catch {
    return undefined;
  }
}

export function openLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const {
    url,
    token,
    onMessage,
    onStatus,
    createSocket = (u, p) => new WebSocket(u, p) as unknown as SocketLike,
    reconnectMs = LIVE_RECONNECT_MS,
    heartbeatMs = LIVE_HEARTBEAT_MS,
    maxErrors = LIVE_MAX_ERRORS,
  } = options;
  let socket: SocketLike | undefined;
  let status: LiveStatus = 'connecting';
  let errors = 0;
  let stopped = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  let answerTimer: ReturnType<typeof setTimeout> | undefined;

  const setStatus = (s: LiveStatus) => {
    status = s;
    onStatus?.(s);
  };
  const clearHeartbeat = () => {
    clearTimeout(quietTimer);
    clearTimeout(answerTimer);
  };
  /** Any frame proves the connection: wait another quiet period before asking. */
  const armHeartbeat = (s: SocketLike) => {
    clearHeartbeat();
    quietTimer = setTimeout(() => {
      s.send(HEARTBEAT_TEXT);
      answerTimer = setTimeout(() => s.close(), heartbeatMs);
    }, heartbeatMs);
  };

  const connect = () => {
    reconnectTimer = undefined;
    if (stopped) return;
    setStatus('connecting');
    let s: SocketLike;
    try {
      s = createSocket(url, [token]);
    } catch {
      errors += 1;
      retry();
      return;
    }
    socket = s;
    s.onopen = () => {
      errors = 0;
      setStatus('open');
      armHeartbeat(s);
    };
    s.onmessage = (ev) => {
      armHeartbeat(s);
      const message = parseLiveMessage(ev.data);
      if (message) onMessage(message);
    };
    s.onerror = () => {
      errors += 1;
    };
    s.onclose = () => {
      if (socket !== s) return;
      socket = undefined;
      clearHeartbeat();
      retry();
    };
  };
  const retry = () => {
    if (stopped) return;
    if (errors > maxErrors) {
      stopped = true;
      setStatus('stopped');
      return;
    }
    setStatus('closed');
    if (!reconnectTimer) reconnectTimer = setTimeout(connect, reconnectMs);
  };

  connect();
  return {
    status: () => status,
    close() {
      if (stopped) return;
      stopped = true;
      clearTimeout(reconnectTimer);
      clearHeartbeat();
      const s = socket;
      socket = undefined;
      s?.close();
      setStatus('stopped');
    },
  };
}
