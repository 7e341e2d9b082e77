import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type { z } from "zod";
import { m } from "#app/paraglide/messages.js";
import { fieldErrorMap } from "../../components/forms/text-field.tsx";
import { ApiClientError } from "../api/client.ts";
import { accountErrorMessage } from "../api/errors.ts";

export type FieldErrors = Record<string, string>;

/** What a form check answers: the value to send, or the errors to show (next to fields, or for the form). */
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors; form?: string };

/**
 * A form check from a zod schema (its messages are already the user's language). For a schema of
 * one value (not an object), `field` names the input its error belongs to.
 */
export function checkWith<S extends z.ZodType>(schema: S, input: unknown, field?: string): Checked<z.output<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issues = parsed.error.issues.map((issue) => (field !== undefined && issue.path.length === 0 ? { ...issue, path: [field] } : issue));
  return { ok: false, errors: fieldErrorMap(issues) };
}

type CheckedValues<T extends Record<string, Checked<unknown>>> = { [K in keyof T]: T[K] extends Checked<infer V> ? V : never };

/** Several checks as one: every value when all pass, else every error. */
export function checkAll<T extends Record<string, Checked<unknown>>>(checks: T): Checked<CheckedValues<T>> {
  const value: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const [key, checked] of Object.entries(checks)) {
    if (checked.ok) value[key] = checked.value;
    else Object.assign(errors, checked.errors);
  }
  return Object.keys(errors).length === 0 ? { ok: true, value: value as CheckedValues<T> } : { ok: false, errors };
}

/** A form check from a function answering field errors (empty when everything passes). */
export function checkFields<T>(value: T, errors: FieldErrors): Checked<T> {
  return Object.keys(errors).length === 0 ? { ok: true, value } : { ok: false, errors };
}

/** What a failed submission shows: errors next to fields, and/or one message above the button. */
export interface ShownError {
  fields?: FieldErrors;
  form?: string | null;
}

/**
 * The default for a failed call: the fields the API named, else one message for the form (the
 * server's own sentence for a 4xx, the catalogue's otherwise; `fallback` for anything that is not
 * an API answer, e.g. a bug).
 */
export function shownApiError(error: unknown, fallback: string = m.client_error_unexpected()): ShownError {
  if (!(error instanceof ApiClientError)) return { form: fallback };
  const fields = fieldErrorMap(error.errors);
  return Object.keys(fields).length > 0 ? { fields } : { form: accountErrorMessage(error) };
}

/**
 * The state every account form repeats: field errors, a form-level error, and "busy" while its
 * call runs. `submit(check, action)` runs the check (its errors are shown, nothing is sent), then
 * the action while busy, with the previous errors cleared; a failure is shown by `onError` (default: shownApiError).
 * A second submit while one runs is ignored. Answers whether the action succeeded.
 */
export function useFormState() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const show = useCallback((shown: ShownError) => {
    setErrors(shown.fields ?? {});
    setFormError(shown.form ?? null);
  }, []);

  const submit = useCallback(
    async <T>(
      check: () => Checked<T>,
      action: (value: T) => Promise<void>,
      onError: (error: unknown) => ShownError = shownApiError,
    ): Promise<boolean> => {
      if (running.current) return false;
      const checked = check();
      if (!checked.ok) {
        show({ fields: checked.errors, form: checked.form });
        return false;
      }
      show({});
      running.current = true;
      setBusy(true);
      try {
        await action(checked.value);
        return true;
      } catch (error) {
        show(onError(error));
        return false;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [show],
  );

  const clear = useCallback(() => show({}), [show]);

  return { errors, formError, busy, submit, show, clear };
}

/**
 * After a check or the API has marked fields invalid, moves focus to the first of them (in page
 * order), so keyboard and screen-reader users land on what needs fixing.
 */
export function useFocusFirstError(container: RefObject<HTMLElement | null>, errors: FieldErrors): void {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [container, errors]);
}
