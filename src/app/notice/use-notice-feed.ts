// What the bell shows and how it stays current (spec 001 §2.6, §4.4, §9): the order counts (for users
// holding wl:order:list, i.e. given the freight order menu) and the unread announcements, loaded on mount; the live connection, whose
// cmd 'topic' reloads the counts and cmd 'user' the counts and announcements; polling of the counts
// every 6 s only while the connection is not open, stopped for good by a failed load.
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import {
  liveSocketUrl,
  openLiveConnection,
  type LiveMessage,
  type LiveStatus,
} from '../../../runtime/http/live-connection.ts';
import { useLang } from '../../../runtime/react/registry-context.tsx';
import { useAsync } from '../../../runtime/react/use-async.ts';
import { useSession } from '../auth/use-session.ts';
import { useAppMenus } from '../shell/app-menus.ts';
import { hasEntityMenu } from './bell-targets.ts';
import { useServices } from '../services.tsx';
import { noticeApi, type OrderCounts, type UnreadLists } from './notice-api.ts';
import { emitLiveMessage, onNoticeChanged } from './notice-events.ts';
import { speak } from './voice.ts';

export const POLL_INTERVAL_MS = 6_000;
export const ORDER_ENTITY = 'wl_order';
const ZERO: OrderCounts = { waitAuditing: 0, loadVehicles: 0, dischargeCargoApply: 0 };

export interface NoticeFeed {
  counts: OrderCounts;
  /** The badge: the sum of the three counts. */
  total: number;
  canSeeOrders: boolean;
  unread: UnreadLists | undefined;
  live: LiveStatus;
  reload(): void;
}

export function useNoticeFeed(): NoticeFeed {
  const { http, config } = useServices();
  const { token, user } = useSession();
  const lang = useLang();
  // wl:order:list sits on the freight order menu row: holding it is having that menu.
  const canSeeOrders = hasEntityMenu(useAppMenus(), ORDER_ENTITY);
  const api = useMemo(() => noticeApi(http), [http]);
  const counts = useAsync(canSeeOrders ? 'order-counts' : null, api.counts);
  const unread = useAsync(token ? `unread:${token}` : null, () => api.unread());
  const [live, setLive] = useState<LiveStatus>('connecting');

  // spec 001 §8: a failed count load stops polling (for good).
  const pollStopped = useRef(false);
  useEffect(() => {
    if (counts.error) pollStopped.current = true;
  }, [counts.error]);

  const reloadCounts = counts.reload;
  const reloadUnread = unread.reload;
  const reload = useCallback(() => {
    reloadCounts();
    reloadUnread();
  }, [reloadCounts, reloadUnread]);
  useEffect(() => onNoticeChanged(reload), [reload]);

  // The connection lives as long as the session; messages are handled with the latest state.
  const onMessage = useEffectEvent((m: LiveMessage) => {
    if (m.cmd === 'topic') reloadCounts();
    if (m.cmd === 'user') {
      reload();
      if (m.op === 'release' && typeof m.msgTxt === 'string') speak(m.msgTxt, lang);
    }
    emitLiveMessage();
  });
  useEffect(() => {
    if (!token || !user?.id) return undefined;
    const conn = openLiveConnection({
      url: liveSocketUrl(config.apiBase, user.id, window.location.href),
      token,
      onMessage,
      onStatus: setLive,
    });
    return () => conn.close();
  }, [token, user?.id, config.apiBase]);

  useEffect(() => {
    if (live === 'open' || !canSeeOrders) return undefined;
    const timer = setInterval(() => {
      if (pollStopped.current) clearInterval(timer);
      else reloadCounts();
    }, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [live, canSeeOrders, reloadCounts]);

  const c = counts.data ?? ZERO;
  return {
    counts: c,
    total: c.waitAuditing + c.loadVehicles + c.dischargeCargoApply,
    canSeeOrders,
    unread: unread.data,
    live,
    reload,
  };
}
