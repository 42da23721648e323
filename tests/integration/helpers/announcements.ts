// Announcements through the management API for the notice tests.
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

export type Annt = Record<string, unknown> & { id: string; version: number };

/** Add an unpublished announcement (all users, a notice, unless `extra` says otherwise). */
export async function addAnnouncement(
  t: TestApp,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Annt> {
  const r = await t.post<Annt>(
    '/sys/annountCement/add',
    {
      title: `Notice ${Math.random().toString(36).slice(2, 8)}`,
      msgCategory: '1',
      msgType: 'ALL',
      sendType: 'system',
      priority: 'H',
      content: '<p>Hello <b>all</b></p>',
      ...extra,
    },
    headers,
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result;
}

/** Add and release one; returns it as released. */
export async function publish(
  t: TestApp,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Annt> {
  const a = await addAnnouncement(t, extra, headers);
  const r = await t.get<Annt>('/sys/annountCement/doReleaseData', { id: a.id }, headers);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result;
}
