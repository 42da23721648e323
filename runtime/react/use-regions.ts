// The region tables (runtime/core/regions.ts, ~230 kB of Chinese and English names) loaded on first use by a dynamic
// import, so the form and list chunks stay small; every component shares the one load.
import { useEffect, useState } from 'react';

export type Regions = typeof import('../core/regions.ts');

let loaded: Regions | undefined;
let loading: Promise<Regions> | undefined;

export function loadRegions(): Promise<Regions> {
  loading ??= import('../core/regions.ts').then((m) => (loaded = m));
  return loading;
}

/** The regions module once loaded (undefined while it loads; starts the load on first use). */
export function useRegions(): Regions | undefined {
  const [regions, setRegions] = useState<Regions | undefined>(loaded);
  useEffect(() => {
    if (regions) return;
    let live = true;
    void loadRegions().then((m) => live && setRegions(m));
    return () => {
      live = false;
    };
  }, [regions]);
  return regions;
}
