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
  /** Messages by field name for the values the fields hold now. */
  errors: Record<string, string>;
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

export function useFieldChecks(
  provider: DataProvider,
  checks: FieldCheck[],
  formData: Record<string, unknown>,
  dataId?: string,
): FieldChecks {
  const [results, setResults] = useState<Record<string, CheckResult>>({});
  const done = useRef<Record<string, CheckResult>>({});
  const inflight = useRef(new Map<string, { value: string; promise: Promise<CheckResult> }>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const live = useRef(true);

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
        if (live.current) setResults(done.current);
      });
      return promise;
    },
    [provider, dataId],
  );

  useEffect(() => {
    for (const check of checks) {
      const key = keyOf(check);
      const value = textOf(formData[check.field]);
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
  }, [checks, formData, run]);

  useEffect(() => {
    live.current = true;
    const pendingTimers = timers.current;
    return () => {
      live.current = false;
      for (const timer of pendingTimers.values()) clearTimeout(timer);
    };
  }, []);

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

  const errors = useMemo(() => errorsFor(checks, results, formData), [checks, results, formData]);
  return { errors, flush };
}
