// Values that hold several items joined by commas (spec 001 §9 "Default multi-select separator is a
// comma"): dictionary checkbox codes, picked users and departments, image and file paths. One split and
// one join for the form widgets, the cells and the server's checks.

/** The items of a comma-joined value (or an array), trimmed, blanks dropped; `unique` drops repeats. */
export function splitValues(value: unknown, { unique = false }: { unique?: boolean } = {}): string[] {
  if (value === undefined || value === null || value === '') return [];
  const parts = (Array.isArray(value) ? value : String(value).split(',')).map((v) => String(v).trim());
  const items = parts.filter((v) => v !== '');
  return unique ? [...new Set(items)] : items;
}

/** Items back into the stored value; undefined when there are none (the field is emptied). */
export function joinValues(items: readonly (string | number)[]): string | undefined {
  const parts = items.map(String).filter((v) => v !== '');
  return parts.length ? parts.join(',') : undefined;
}

/** The server's route for stored files, below the API base. */
export const STATIC_ROUTE = '/sys/common/static/';

/**
 * The stored relative path of a file address: `temp/2026/01/02/x.png` stays; an address of the static
 * route itself (`/jeecg-boot/sys/common/static/temp/…`, absolute or not) is cut down to the part after it.
 */
export function storedPath(path: string): string {
  const at = path.indexOf(STATIC_ROUTE);
  const rest = at >= 0 ? path.slice(at + STATIC_ROUTE.length) : path;
  return rest.replace(/^\/+/, '').split(/[?#]/)[0];
}
