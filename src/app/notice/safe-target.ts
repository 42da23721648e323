// Where an announcement may send the user: an in-app path (with busId as a query parameter for
// component pages) or an http(s) address opened in a new tab; anything else (javascript:, data:) is
// ignored.

export type Target = { kind: 'route'; path: string } | { kind: 'external'; url: string };

export function announcementTarget(openPage: string | null | undefined, busId?: string | null): Target | undefined {
  const page = (openPage ?? '').trim();
  if (/^https?:\/\//i.test(page)) return { kind: 'external', url: page };
  if (!page.startsWith('/') || page.startsWith('//')) return undefined;
  if (!busId) return { kind: 'route', path: page };
  const sep = page.includes('?') ? '&' : '?';
  return { kind: 'route', path: `${page}${sep}busId=${encodeURIComponent(busId)}` };
}
