// Screen-size queries of the layout (spec 001 §2.4): mobile below 768 px (side menu in a drawer, no
// tabs), the side menu collapsed below about 1088 px; and the system's reduced-motion preference.
import { useCallback, useSyncExternalStore } from 'react';

export const MOBILE_QUERY = '(max-width: 767.98px)';
export const NARROW_QUERY = '(max-width: 1087.98px)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
