// Optional voice broadcast of new announcements with the browser's speech synthesis (docs/decisions.md#19-voice-broadcast: no
// third-party service). The switch is kept in localStorage; off by default.
import { useCallback, useState } from 'react';

const KEY = 'notice-voice';

export const voiceSupported = (): boolean =>
  typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';

function stored(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function speak(text: string, lang: string): void {
  if (!voiceSupported() || !stored() || !text) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = lang === 'en' ? 'en-US' : 'zh-CN';
  window.speechSynthesis.speak(utterance);
}

export function useVoiceSwitch(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(stored);
  const set = useCallback((next: boolean) => {
    try {
      globalThis.localStorage?.setItem(KEY, next ? '1' : '0');
    } catch {
      /* private mode: for this page only */
    }
    setOn(next);
  }, []);
  return [on, set];
}
