import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { errorText } from '../api';
import type { Rule } from './validators';
import { useSingleFlight } from './use-single-flight';

type Values = Record<string, unknown>;
type Rules<V extends Values> = { [K in keyof V]?: Rule<V[K]> | ((value: V[K], values: V) => string | null) };

type Options<V extends Values> = {
  initial: V;
  /** Each field's rule (components/validators.ts); a rule also sees every value (a confirmation). */
  rules?: Rules<V>;
  /**
   * Sends the form, and rejects when the send failed (after saying so, or with `failureFallback`);
   * resolves `false` when it sent nothing (a question answered No). Runs once at a time: a second
   * press while it is out does nothing.
   */
  onSubmit: (values: V) => Promise<unknown> | void;
  /**
   * What a failed send says when the server gives no words of its own; with it, a failure is kept
   * in `failure` (and what was typed stays). Without it, `onSubmit` reports its own failures.
   */
  failureFallback?: string;
};

/**
 * The one way to write a form: the values as typed, the rules checked on submit and then as the
 * user corrects them (never while they first type), one send at a time, and what was typed kept
 * through a failure. A few lines instead of antd's Form (rc-field-form and its validator, ~17 KB of
 * gzip JS), which /login's 200 KB budget cannot carry (`npm run size`).
 */
export function useFieldForm<V extends Values>({ initial, rules = {}, onSubmit, failureFallback }: Options<V>) {
  const [values, setValues] = useState<V>(initial);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The values last sent with success: the same values are not sent again (an Enter that lands
  // while a dialog closes on its answer); any change allows a new send.
  const sent = useRef<V | null>(null);

  const errorsOf = (v: V): Partial<Record<keyof V, string>> => {
    const out: Partial<Record<keyof V, string>> = {};
    for (const key of Object.keys(rules) as (keyof V)[]) {
      const message = rules[key]?.(v[key], v);
      if (message) out[key] = message;
    }
    return out;
  };
  const errors: Partial<Record<keyof V, string>> = tried ? errorsOf(values) : {};

  const send = useSingleFlight(async (v: V) => {
    setFailure(null);
    try {
      if ((await onSubmit(v)) !== false) sent.current = v;
    } catch (err) {
      if (failureFallback === undefined) throw err;
      setFailure(errorText(err, failureFallback));
    }
  });

  const set = useCallback(<K extends keyof V>(name: K, value: V[K]) => setValues((prev) => ({ ...prev, [name]: value })), []);

  return {
    values,
    set,
    /** Replaces the values (a save's answer, another record). */
    reset: (next: V) => {
      setValues(next);
      setTried(false);
    },
    /** A field's message (after the first submit), for `<Field error>`. */
    error: (name: keyof V): string | null => errors[name] ?? null,
    /** A text input's value and change handler (antd Input, a native input). */
    text: (name: keyof V) => ({
      value: String(values[name] ?? ''),
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, e.target.value as V[keyof V]),
    }),
    /** The form element's submit handler: checks every rule, then sends once. */
    onSubmit: (e: FormEvent) => {
      e.preventDefault();
      setTried(true);
      if (Object.keys(errorsOf(values)).length > 0 || send.pending || sent.current === values) return;
      void send.run(values);
    },
    pending: send.pending,
    failure,
    clearFailure: () => setFailure(null),
  };
}

export type FieldForm<V extends Values> = ReturnType<typeof useFieldForm<V>>;
