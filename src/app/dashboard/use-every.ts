// Call `fn` every `ms` while the page is visible (a kept-alive tab in the background still counts as
// mounted, so the document's visibility is what saves the work).
import { useEffect, useRef } from 'react';

export function useEvery(ms: number, fn: () => void): void {
  const ref = useRef(fn);
  useEffect(() => {
    ref.current = fn;
  });
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') ref.current();
    }, ms);
    return () => clearInterval(timer);
  }, [ms]);
}
