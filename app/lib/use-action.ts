import { useCallback, useEffect, useRef, useState } from "react";
import { type SubmitTarget, useActionData, useLocation, useNavigate, useNavigation, useSubmit } from "react-router";
import type { ActionResult } from "./route-data.ts";

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json | undefined };
/** What a screen posts to its route's `clientAction` (read there with `request.json()`). */
export type ActionPayload = { readonly [key: string]: Json | undefined };

/**
 * A navigation's promise rejects with its signal's AbortError when a newer one (a click elsewhere)
 * interrupts it, say while the loaders run again after a write: nothing failed, the page moved on.
 */
function ignoreInterrupted(error: unknown): void {
  if (!(error instanceof DOMException && error.name === "AbortError")) throw error;
}

/**
 * The write in flight on this page, if any: its payload while the route's `clientAction` runs and
 * while the loaders revalidate after it (a row shows "Working…", or leaves the list at once when
 * the payload says `takesOut`).
 */
export function usePendingWrite(): ActionPayload | undefined {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formMethod ? (navigation.json as ActionPayload | undefined) : undefined;
}

/**
 * A write through the route's `clientAction` (ADR 0068): a submission of the current page, so the
 * router runs the action, then every loader of the page again (lists and the admin counts are
 * fresh), keeping the address and the scroll position. `run(payload)` answers the action's result
 * once that is done. One write at a time: `busy` is true while any runs.
 */
export function useAction<T = unknown>() {
  const submit = useSubmit();
  const pending = usePendingWrite();
  const idle = useNavigation().state === "idle";
  const result = useActionData() as ActionResult<T> | undefined;
  const waiting = useRef<{ resolve: (result: ActionResult<T>) => void; before: unknown } | null>(null);
  useEffect(() => {
    const asked = waiting.current;
    if (idle && asked && result && result !== asked.before) {
      waiting.current = null;
      asked.resolve(result);
    }
  }, [idle, result]);
  return {
    busy: pending !== undefined,
    pending,
    run(payload: ActionPayload): Promise<ActionResult<T>> {
      return new Promise((resolve) => {
        waiting.current = { resolve, before: result };
        // JSON as JSON.stringify writes it: undefined properties are left out.
        submit(payload as SubmitTarget, { method: "post", encType: "application/json", replace: true, preventScrollReset: true }).catch(
          ignoreInterrupted,
        );
      });
    },
  };
}

/**
 * A write that asks first (ConfirmDialog): the item asked about, busy while the write and the
 * revalidation run, the refusal shown inside the dialog, and the dialog closed once it succeeded.
 */
export function useConfirmAction<T>() {
  const action = useAction();
  const [target, setTarget] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  return {
    target,
    busy: action.busy,
    error,
    open(item: T) {
      setError(null);
      setTarget(item);
    },
    close() {
      if (!action.busy) setTarget(null);
    },
    async confirm(payload: ActionPayload) {
      setError(null);
      const result = await action.run(payload);
      if (result.ok) setTarget(null);
      else setError(result.message);
      return result;
    },
  };
}

/**
 * Runs the page's loaders again (a retry after a failed load, counts after a write made outside
 * a `clientAction`): a navigation to the address the page is at, which the router always reloads.
 */
export function useReload(): () => void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(
    () => void Promise.resolve(navigate({ pathname, search, hash }, { replace: true, preventScrollReset: true })).catch(ignoreInterrupted),
    [navigate, pathname, search, hash],
  );
}
