// Titles a page sets at run time (spec 000 §2: "the tab title ... can be changed dynamically").
// The page calls useTabTitle(title); its tab (and the browser title while it shows) use it until the
// page passes undefined or goes away.
import { createContext, useContext, useEffect } from 'react';

export type SetTabTitle = (title: string | undefined) => void;

export const TabTitleContext = createContext<SetTabTitle | null>(null);

export function useTabTitle(title: string | undefined): void {
  const setTitle = useContext(TabTitleContext);
  useEffect(() => {
    setTitle?.(title);
  }, [setTitle, title]);
  useEffect(() => () => setTitle?.(undefined), [setTitle]);
}
