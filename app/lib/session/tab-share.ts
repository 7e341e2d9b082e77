/**
 * A sign-in without "remember me" lives in one tab's sessionStorage (docs/product.md#storage-keys, ADR 0063),
 * so a new tab of the same browser (an admin's `/admin` opened beside the store, "View in the
 * store") would start signed out. The store's tabs talk over a BroadcastChannel instead, which
 * only pages of the store's own origin in this browser profile can join (hosted apps live on
 * other origins); the tokens never reach localStorage, so the remember-me rule holds:
 * - a tab that starts with no stored tokens but the `signedIn` hint asks; a tab holding a
 *   session-only sign-in that has not expired answers with it, and the new tab keeps it in its own
 *   sessionStorage (`adoptOpenTabSession`);
 * - a refresh rotates the token pair: the tab that refreshed tells the others holding the spent
 *   token, so none of them later presents it (a spent refresh token past the grace window ends
 *   the whole family: worker/services/sessions.ts) (`announceRotation`);
 * - a sign-out ends the session in every tab holding it (`announceSignOut`).
 * Loaded only by a signed-in tab (its account menu answers: components/signed-in-header.tsx) or one
 * that may be (lib/session/auth-context.tsx asks, lib/api/client.ts announces a refresh).
 */
import { isActivityExpired, readStoredSession, saveSession, saveTokens, type StoredUser } from "./storage.ts";

/** How long a new tab waits for an open one to answer (a message takes a few milliseconds). */
export const ASK_TIMEOUT_MS = 500;

const CHANNEL = "pwa-store-session";
/** This document's id: a tab never acts on its own messages (each channel object hears the others). */
const TAB = typeof crypto === "undefined" ? "" : crypto.randomUUID();

export interface SharedSession {
  accessToken: string;
  refreshToken: string;
  user: StoredUser;
  lastActivity: number;
}

type Body =
  | { type: "ask"; id: string }
  | { type: "session"; id: string; session: SharedSession }
  | { type: "rotated"; from: string; accessToken: string; refreshToken: string }
  | { type: "signed-out"; refreshToken: string };
/** What goes over the channel: a body and the tab that sent it. */
type Message = Body & { tab: string };

const openChannel = (): BroadcastChannel | null => (typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL));

function post(message: Body): void {
  const channel = openChannel();
  channel?.postMessage({ ...message, tab: TAB });
  channel?.close();
}

/** This tab's sign-in when it is one another tab may share: session-only, complete, not expired. */
function shareable(): SharedSession | null {
  const stored = readStoredSession();
  if (stored.rememberMe || !stored.accessToken || !stored.refreshToken || !stored.user) return null;
  if (isActivityExpired(stored.lastActivity, false)) return null;
  return { accessToken: stored.accessToken, refreshToken: stored.refreshToken, user: stored.user, lastActivity: stored.lastActivity! };
}

/** The session an open tab of this store holds, or null when none answers in time. */
export function askOpenTabs(timeoutMs = ASK_TIMEOUT_MS): Promise<SharedSession | null> {
  const channel = openChannel();
  if (!channel) return Promise.resolve(null);
  const id = crypto.randomUUID();
  return new Promise((resolve) => {
    const done = (session: SharedSession | null) => {
      window.clearTimeout(timer);
      channel.close();
      resolve(session);
    };
    const timer = window.setTimeout(() => done(null), timeoutMs);
    channel.onmessage = (event: MessageEvent<Message>) => {
      if (event.data?.type === "session" && event.data.id === id) done(event.data.session);
    };
    channel.postMessage({ tab: TAB, type: "ask", id } satisfies Message);
  });
}

/**
 * Stores the session an open tab holds in this tab's sessionStorage; false when none answered. A
 * sign-in this tab made while it waited is kept rather than replaced.
 */
export async function adoptOpenTabSession(): Promise<boolean> {
  const shared = await askOpenTabs();
  if (shared && !readStoredSession().refreshToken) saveSession({ ...shared, rememberMe: false }, shared.lastActivity);
  return shared !== null;
}

/**
 * Answers other tabs while this one is open; `onSignedOut` runs when another tab signed out of
 * the session this one holds. Answers the function that stops listening.
 */
export function answerOtherTabs(onSignedOut: () => void): () => void {
  const channel = openChannel();
  if (!channel) return () => {};
  channel.onmessage = (event: MessageEvent<Message>) => {
    const message = event.data;
    if (!message || message.tab === TAB) return;
    if (message.type === "ask") {
      const session = shareable();
      if (session) channel.postMessage({ tab: TAB, type: "session", id: message.id, session } satisfies Message);
    } else if (message.type === "rotated") {
      const stored = readStoredSession();
      if (!stored.rememberMe && stored.refreshToken === message.from) saveTokens(message.accessToken, message.refreshToken);
    } else if (message.type === "signed-out" && readStoredSession().refreshToken === message.refreshToken) {
      onSignedOut();
    }
  };
  return () => channel.close();
}

/** Tells the other tabs that `from` was exchanged for a new pair (session-only sign-ins share it). */
export function announceRotation(from: string, accessToken: string, refreshToken: string): void {
  if (!readStoredSession().rememberMe) post({ type: "rotated", from, accessToken, refreshToken });
}

/** Tells the other tabs that the session of `refreshToken` was signed out of. */
export function announceSignOut(refreshToken: string): void {
  post({ type: "signed-out", refreshToken });
}
