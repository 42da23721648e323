// Auto-hiding header (spec 001 §2.4, §9): with a fixed header and the setting on, the header hides
// while scrolling down past 100 px and shows again when scrolling up or back near the top.
import { useEffect, useState } from 'react';
import { HIDE_HEADER_AFTER_PX } from './settings/layout-settings.ts';

export function nextHeaderHidden(lastY: number, y: number, hidden: boolean): boolean {
  if (y <= HIDE_HEADER_AFTER_PX) return false;
  if (y > lastY) return true;
  if (y < lastY) return false;
  return hidden;
}

export function useHeaderHidden(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden((h) => nextHeaderHidden(lastY, y, h));
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return enabled && hidden;
}
