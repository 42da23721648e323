// "The user's notices changed" (an announcement marked read anywhere in the app): the bell reloads.
const target = new EventTarget();
const CHANGED = 'notice-changed';

export function emitNoticeChanged(): void {
  target.dispatchEvent(new Event(CHANGED));
}

export function onNoticeChanged(listener: () => void): () => void {
  target.addEventListener(CHANGED, listener);
  return () => target.removeEventListener(CHANGED, listener);
}

// A message of the live connection (the bell's feed re-emits each): pages showing order counts or
// announcements (the workplace) reload on it instead of opening a connection of their own.
const LIVE = 'live-message';

export function emitLiveMessage(): void {
  target.dispatchEvent(new Event(LIVE));
}

export function onLiveMessage(listener: () => void): () => void {
  target.addEventListener(LIVE, listener);
  return () => target.removeEventListener(LIVE, listener);
}
