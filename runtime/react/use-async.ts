// Run an async load per key and keep the latest answer. Loading is derived (the stored answer belongs
// to another key), so no state is set synchronously inside the effect and stale answers are dropped.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface AsyncState<T> {
  data: T | undefined;
  loading: boolean;
  error: Error | null;
  reload(): void;
}

interface Settled<T> {
  key: string;
  data?: T;
  error: Error | null;
}

export function useAsync<T>(key: string | null, load: () => Promise<T>): AsyncState<T> {
  const [tick, setTick] = useState(0);
  const fullKey = key === null ? null : `${tick}:${key}`;
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [last, setLast] = useState<T | undefined>(undefined);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (fullKey === null) return;
    let live = true;
    loadRef.current().then(
      (data) => {
        if (!live) return;
        setSettled({ key: fullKey, data, error: null });
        setLast(data);
      },
      (error: unknown) => {
        if (live) setSettled({ key: fullKey, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      live = false;
    };
  }, [fullKey]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  const current = settled?.key === fullKey ? settled : null;
  return {
    // While a new key loads, keep showing the previous data (the table stays put under its spinner).
    data: current ? current.data : last,
    loading: fullKey !== null && !current,
    error: current?.error ?? null,
    reload,
  };
}
