// Users for the session tests, created through the API as the admin, and a capturing SMS sender.
import { expect } from 'vitest';
import type { SmsMode, SmsSender } from '../../../src/server/platform/sys/sms.ts';
import type { TestApp } from './test-app.ts';

export interface CreatedUser {
  id: string;
  username: string;
  password: string;
}

export async function createUser(t: TestApp, username: string, extra: Record<string, unknown> = {}) {
  const password = `${username}Pw2026`;
  const r = await t.post<{ id: string }>('/sys/user/add', {
    username,
    realname: `${username} real`,
    password,
    status: 0,
    ...extra,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { id: r.body.result.id, username, password } satisfies CreatedUser;
}

/** Sign in and return the token (fails the test otherwise). */
export async function tokenOf(t: TestApp, username: string, password: string): Promise<string> {
  const r = await t.login(username, password);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result.token;
}

export const as = (token: string) => ({ 'x-access-token': token });

export interface CapturedSms {
  mobile: string;
  /** '' for a notice. */
  code: string;
  mode: SmsMode;
  /** The text sent instead of a code (unknown phone, taken username, registration outcome). */
  notice?: string;
}

export function capturingSender(): SmsSender & { sent: CapturedSms[]; last(): CapturedSms } {
  const sent: CapturedSms[] = [];
  return {
    sent,
    send: (m) => void sent.push(m),
    last: () => {
      const m = sent.at(-1);
      if (!m) throw new Error('no SMS sent');
      return m;
    },
  };
}
