import { useEffect, useState } from "react";
import { apiRequest } from "./api/client.ts";
import { errorMessage } from "./api/errors.ts";

/**
 * The `data` of a GET of the API for a panel that mounts when it is first opened (a Disclosure on
 * /my-pwas), so a list does not read every item's details up front. Read again when `path` changes
 * (the previous data stays shown meanwhile, `loading` says so); `setData` records what the panel
 * changed without reading again; `retry` reads again after a failure.
 *
 * @example const { data, error, retry } = usePanelData<AppVersionList>(`/client/pwas/${id}/versions`);
 */
export function usePanelData<T>(path: string) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    setError(null);
    apiRequest<{ data: T }>(path)
      .then((answer) => {
        if (cancelled) return;
        setData(answer.data);
        setLoaded(path);
      })
      .catch((failure: unknown) => {
        if (!cancelled) setError(errorMessage(failure));
      });
    return () => {
      cancelled = true;
    };
  }, [path, attempt]);
  return { data, error, loading: loaded !== path && error === null, setData, retry: () => setAttempt((value) => value + 1) };
}
