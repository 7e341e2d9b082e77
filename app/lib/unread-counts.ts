import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { apiRequest } from "./api/client.ts";
import { useAuth } from "./session/auth-context.tsx";
import { countsAreStale } from "./unread-badge.ts";

/**
 * The signed-in user's unread counts (GET /api/client/notifications/unread-count): the header
 * bell, the account menu and the pages that change them share one copy. Pages are public and
 * cacheable, so the counts are never rendered by the server: they are fetched in the browser,
 * for a signed-in user only, when the session starts, on navigation and when the window regains
 * focus (at most every 30 s, `countsAreStale`), and at once after something was marked read.
 */

export interface UnreadCounts {
  /** Unread notifications (staff messages included: each one also writes a `message` notification). */
  notifications: number;
  /** Unread messages from the store team. */
  messages: number;
}

let counts: UnreadCounts | null = null;
let fetchedAt: number | null = null;
/** Bumped by every local change and reset: an answer to an older request is stale and dropped. */
let version = 0;
let inFlight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: UnreadCounts | null): void {
  counts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => counts;
const serverSnapshot = () => null;

/**
 * Asks the server for the counts: only when they are stale, unless `force` (after marking read,
 * where the badge must follow at once). Failures keep the last counts (the badge is a hint; the
 * API client already handles an expired session).
 */
export function refreshUnreadCounts(options: { force?: boolean } = {}): Promise<void> {
  if (!options.force && (inFlight || !countsAreStale(fetchedAt, Date.now()))) return inFlight ?? Promise.resolve();
  const started = ++version;
  const request = (async () => {
    try {
      const answer = await apiRequest<{ data: UnreadCounts }>("/client/notifications/unread-count");
      if (started !== version) return;
      fetchedAt = Date.now();
      publish({ notifications: answer.data.notifications, messages: answer.data.messages });
    } catch {
      // Keep what the badge showed.
    }
  })().finally(() => {
    if (inFlight === request) inFlight = null;
  });
  inFlight = request;
  return request;
}

/** A count a page knows exactly (the notifications list answers `unread`). */
export function setUnreadCount(kind: keyof UnreadCounts, value: number): void {
  version += 1;
  fetchedAt = Date.now();
  publish({ notifications: counts?.notifications ?? 0, messages: counts?.messages ?? 0, [kind]: Math.max(0, value) });
}

/** Forgets the counts (signed out): nothing of the last user may show. */
export function resetUnreadCounts(): void {
  version += 1;
  fetchedAt = null;
  inFlight = null;
  publish(null);
}

/** The counts, or null while unknown (signed out, not fetched yet). */
export function useUnreadCounts(): UnreadCounts | null {
  const { status } = useAuth();
  const value = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return status === "authenticated" ? value : null;
}

/**
 * Keeps the counts fresh while mounted (the header mounts it once): fetched when the user signs
 * in, again on navigation and on focus when stale, forgotten on sign-out.
 */
export function useUnreadCountsSync(): void {
  const { status, user } = useAuth();
  const { pathname } = useLocation();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (status === "anonymous") resetUnreadCounts();
    else if (status === "authenticated") void refreshUnreadCounts({ force: true });
  }, [status, userId]);

  useEffect(() => {
    if (status === "authenticated") void refreshUnreadCounts();
    // Only navigations matter here; the first fetch is the effect above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  useEffect(() => {
    if (status !== "authenticated") return;
    const onFocus = () => {
      if (document.visibilityState === "visible") void refreshUnreadCounts();
    };
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onFocus);
    return () => {
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onFocus);
    };
  }, [status]);
}
