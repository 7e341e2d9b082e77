import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from "react";
import { m } from "#app/paraglide/messages.js";
import { ApiClientError, apiRequest, type FieldError } from "./api/client.ts";

export interface ApiData<T> {
  /** The last answer's `data`, or null before the first one. */
  data: T | null;
  /** The failed call's status (404 → "not found" screens), message and field errors (a 400's `errors`), or null. */
  error: { status: number; message: string; errors?: FieldError[] } | null;
  loading: boolean;
  reload: () => void;
  /** Local changes (marked read, a reply appended) without asking the server again. */
  setData: Dispatch<SetStateAction<T | null>>;
}

/**
 * GET `path` of the API (relative to /api) when mounted and whenever `path` changes; an answer to
 * an older path is dropped, so quick paging never shows the wrong page.
 */
export function useApiData<T>(path: string): ApiData<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<ApiData<T>["error"]>(null);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    setError(null);
    apiRequest<{ data: T }>(path)
      .then((answer) => {
        if (!cancelled) setData(answer.data);
      })
      .catch((failure: unknown) => {
        if (cancelled) return;
        setError(
          failure instanceof ApiClientError
            ? { status: failure.status, message: failure.message, errors: failure.errors }
            : { status: 0, message: m.client_error_unexpected() },
        );
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [path, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { data, error, loading, reload, setData };
}
