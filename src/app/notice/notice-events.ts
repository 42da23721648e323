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
