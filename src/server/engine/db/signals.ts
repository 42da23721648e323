// Signals between server instances sharing one database: a name and small JSON data, sent to every
// other instance (on PostgreSQL over the realtime bus's NOTIFY channel; on SQLite there are none).
// The engine owns the contract so its caches and the platform modules can use it without importing
// the realtime module, which implements it (docs/architecture.md#layers-and-dependency-arrows).
export interface Signals {
  /** Tell every other instance that `name` changed, with small JSON `data`; never throws (a failure is logged). */
  send(name: string, data?: unknown): void;
  /** Run `handler` when another instance sends `name`; returns a function that removes it. */
  on(name: string, handler: (data: unknown) => void): () => void;
}
