// Server checks of form fields as the user types (spec 001 §5.7): a single-field unique group asks
// GET /sys/duplicate/check (tableName, fieldName, fieldVal, dataId when editing) and an x-check-rule
// field asks GET /sys/checkRule/checkByCode (ruleCode, value), each only when a value is present,
// ~500 ms after the last change. An answer with success false puts the server's message on the field;
// a failed call (network, 404 for an unknown rule) puts nothing there: the server checks again on save.
// Results are kept per value, so an error shows only while the field still holds the value it was
// about; `flush` runs what is pending at once (the form awaits it before it submits).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isEmptyValue } from '../../core/field-rules.ts';
import type { DataProvider, PlatformCall } from '../../core/data-provider.ts';
import type { FieldCheck } from './form-schema.ts';

export const CHECK_DEBOUNCE_MS = 500;

interface CheckResult {
  value: string;
  error: string | null;
}

export interface FieldChecks {
  /** Messages by field name for the values the fields hold now (a new object only when they change). */
  errors: Record<string, string>;
  /**
   * The form's data after a change: schedules the checks of the values that changed and drops a
   * message whose field no longer holds the value it was about. Sets state only when the messages change,
   * so a keystroke re-renders nothing here.
   */
  change(data: Record<string, unknown>): void;
  /** Run the checks still missing for `data` now; resolves to the messages by field name. */
  flush(data: Record<string, unknown>): Promise<Record<string, string>>;
}

const keyOf = (c: FieldCheck) => `${c.kind}:${c.field}`;
const textOf = (v: unknown) => (isEmptyValue(v) ? '' : Array.isArray(v) ? v.join(',') : String(v));

function callOf(check: FieldCheck, value: string, dataId: string | undefined): PlatformCall {
  if (check.kind === 'unique') {
    const params: Record<string, string> = { tableName: check.table, fieldName: check.field, fieldVal: value };
    if (dataId) params.dataId = dataId;
    return { method: 'GET', path: '/sys/duplicate/check', params };
  }
  return { method: 'GET', path: '/sys/checkRule/checkByCode', params: { ruleCode: check.ruleCode, value } };
}

/** The server's message of an answer with success false (the HTTP layer rejects it with status < 400). */
function answerMessage(err: unknown): string | null {
  const e = err as { status?: number; serverMessage?: string; message?: string } | null;
  if (!e || typeof e.status !== 'number' || e.status <= 0 || e.status >= 400) return null;
  return e.serverMessage || e.message || null;
}

function errorsFor(checks: FieldCheck[], results: Record<string, CheckResult>, data: Record<string, unknown>) {
  const errors: Record<string, string> = {};
  for (const check of checks) {
    const r = results[keyOf(check)];
    const value = textOf(data[check.field]);
    if (r?.error && value !== '' && r.value === value) errors[check.field] ??= r.error;
  }
  return errors;
}

function sameErrors(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

export function useFieldChecks(
  provider: DataProvider,
  checks: FieldCheck[],
  initialData: Record<string, unknown>,
  dataId?: string,
): FieldChecks {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = useRef(errors);
  const latest = useRef(initialData);
  const done = useRef<Record<string, CheckResult>>({});
  const inflight = useRef(new Map<string, { value: string; promise: Promise<CheckResult> }>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const live = useRef(true);

  const refresh = useCallback(() => {
    const next = errorsFor(checks, done.current, latest.current);
    if (sameErrors(next, shown.current)) return;
    shown.current = next;
    if (live.current) setErrors(next);
  }, [checks]);

  const run = useCallback(
    (check: FieldCheck, value: string): Promise<CheckResult> => {
      const key = keyOf(check);
      const pending = inflight.current.get(key);
      if (pending?.value === value) return pending.promise;
      const promise = provider.request(callOf(check, value, dataId)).then(
        () => ({ value, error: null }),
        (err: unknown) => ({ value, error: answerMessage(err) }),
      );
      inflight.current.set(key, { value, promise });
      void promise.then((result) => {
        // A later value of the field owns the slot now; this answer is stale.
        if (inflight.current.get(key)?.promise !== promise) return;
        inflight.current.delete(key);
        done.current = { ...done.current, [key]: result };
        refresh();
      });
      return promise;
    },
    [provider, dataId, refresh],
  );

  const schedule = useCallback(
    (data: Record<string, unknown>) => {
      for (const check of checks) {
        const key = keyOf(check);
        const value = textOf(data[check.field]);
        const known = done.current[key]?.value === value || inflight.current.get(key)?.value === value;
        if (known && value !== '') continue;
        clearTimeout(timers.current.get(key));
        timers.current.delete(key);
        if (value === '') inflight.current.delete(key);
        else
          timers.current.set(
            key,
            setTimeout(() => void run(check, value), CHECK_DEBOUNCE_MS),
          );
      }
    },
    [checks, run],
  );

  // The values the form opens with are checked too (and again when the checks change).
  useEffect(() => schedule(latest.current), [schedule]);

  useEffect(() => {
    live.current = true;
    const pendingTimers = timers.current;
    return () => {
      live.current = false;
      for (const timer of pendingTimers.values()) clearTimeout(timer);
    };
  }, []);

  const change = useCallback(
    (data: Record<string, unknown>) => {
      latest.current = data;
      schedule(data);
      refresh();
    },
    [schedule, refresh],
  );

  const flush = useCallback(
    async (data: Record<string, unknown>) => {
      const waits: Promise<CheckResult>[] = [];
      for (const check of checks) {
        const key = keyOf(check);
        const value = textOf(data[check.field]);
        if (value === '' || done.current[key]?.value === value) continue;
        clearTimeout(timers.current.get(key));
        timers.current.delete(key);
        waits.push(run(check, value));
      }
      await Promise.all(waits);
      return errorsFor(checks, done.current, data);
    },
    [checks, run],
  );

  return useMemo(() => ({ errors, change, flush }), [errors, change, flush]);
}
