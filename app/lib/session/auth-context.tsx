import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { toast } from "#app/lib/toast.ts";
import { m } from "#app/paraglide/messages.js";
import { apiRequest, onSessionExpired, refreshSession } from "../api/client.ts";
import { hasSessionHint } from "#contract/session-hint.ts";
import { browserOnly } from "../browser-only.ts";
import { lazyModule } from "../lazy-module.ts";
import { showToastAfterReload } from "../toast-after-reload.ts";
import { isProtectedPath } from "./routes.ts";
import {
  clearSession,
  EXPIRY_CHECK_INTERVAL_MS,
  isActivityExpired,
  readStoredSession,
  saveSession,
  writeSessionHint,
  saveUser,
  touchActivity,
  type StoredUser,
} from "./storage.ts";

export type AuthStatus = "initializing" | "authenticated" | "anonymous";

/** A sign-in's user and token pair, checked (sign-in.ts reads them from an answer). */
export interface SignIn {
  user: StoredUser;
  accessToken: string;
  refreshToken: string;
}

export interface AuthApi {
  status: AuthStatus;
  user: StoredUser | null;
  /** Set when the session ended by itself (inactivity, failed refresh) rather than by logout. */
  sessionExpired: boolean;
  /**
   * Starts the session of a sign-in (the calls that sign in are in sign-in.ts, loaded by the pages
   * that make them rather than by every page).
   */
  signIn(signIn: SignIn, rememberMe: boolean): StoredUser;
  setUser(user: StoredUser): void;
  /**
   * Signs out and goes to `target`, '/' by default (docs/product.md#navigation-guard step 5): from a
   * page that needs sign-in within the app, from a public page as a new document, so nothing
   * rendered for the signed-in user survives. Either way "You have been logged out successfully."
   * follows.
   */
  logout(target?: string): Promise<void>;
  /**
   * Forgets the sign-in in this browser only, quietly (the server already ended it: account
   * deleted). With `leaveTo`, a protected page the user is on is left for that path instead of
   * the guard's "session expired" redirect to /login.
   */
  forget(leaveTo?: string): void;
  /** Where a deliberate sign-out asked to go; the guard reads and clears it. */
  takeSignOutTarget(): string | null;
}

const AuthContext = createContext<AuthApi | null>(null);

let decide: () => void;
/**
 * Settles once this page has decided its session (restored, adopted from another tab, or none):
 * route loaders (lib/route-data.ts) wait for it; storage then says who is signed in.
 */
export const sessionDecided = new Promise<void>((resolve) => {
  decide = resolve;
});

/**
 * The session shared with the store's other tabs of this browser (tab-share.ts): asked for here,
 * answered by a signed-in tab's account menu (components/signed-in-header.tsx), both outside a
 * signed-out first visit's bytes.
 */
const loadTabShare = () => import("./tab-share.ts");
/** The start-up profile load and its later tries (profile-sync.ts): a stored sign-in only. */
const loadProfileSync = lazyModule(() => (import.meta.env.SSR ? browserOnly() : import("./profile-sync.ts")));

/** Activity events (docs/product.md#sessions-and-tokens); lastActivity is written at most this often. */
const ACTIVITY_EVENTS = ["mousemove", "mousedown", "keydown", "scroll", "touchstart", "click", "focus"] as const;
const ACTIVITY_THROTTLE_MS = 15_000;

/**
 * Sign-ins and sign-outs so far, so that the session's start knows when one overtook it (one
 * AuthProvider per page: a module variable costs the first visit fewer bytes than a ref).
 */
let sessionChanges = 0;

/**
 * The client's session (docs/product.md#sessions-and-tokens): initialised once, before the guard
 * decides anything; activity keeps it alive; inactivity, a failed refresh or logout end it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>("initializing");
  const [user, setUserState] = useState<StoredUser | null>(null);
  const [sessionExpired, setSessionExpired] = useState(false);
  const statusRef = useRef(status);
  statusRef.current = status;
  if (status !== "initializing") decide();

  // The startup profile load and its later tries (profile-sync.ts): stopped when the session
  // changes (sign-out, session ended, a new sign-in), so a late answer cannot touch the next one.
  const profileSync = useRef<{ stop: () => void } | null>(null);
  const stopProfileSync = useCallback(() => {
    profileSync.current?.stop();
    profileSync.current = null;
  }, []);

  const endSession = useCallback(
    (expired: boolean) => {
      stopProfileSync();
      clearSession();
      setUserState(null);
      setStatus("anonymous");
      if (expired) {
        setSessionExpired(true);
        toast.warning(m.session_expired_inactive());
      }
    },
    [stopProfileSync],
  );

  // Initialisation (docs/product.md#sessions-and-tokens).
  useEffect(() => {
    let cancelled = false;
    // A sign-in or sign-out made while this start waits (the open tabs are asked for up to half a
    // second; a quick visitor or a password manager signs in sooner) is the session from then on:
    // the start must not clear or replace it with what storage held before.
    const startedAt = sessionChanges;
    const superseded = () => cancelled || sessionChanges !== startedAt;
    // A full navigation away aborts the profile request below; that is the page leaving, not a
    // failure to load the profile, and must not sign the user out of the next page.
    let leaving = false;
    const onLeave = () => {
      leaving = true;
    };
    window.addEventListener("pagehide", onLeave);
    window.addEventListener("beforeunload", onLeave);
    (async () => {
      let stored = readStoredSession();
      // A sign-in without remember-me may be in another tab's sessionStorage: ask it (tab-share.ts).
      if (
        !stored.refreshToken &&
        hasSessionHint(document.cookie) &&
        (await loadTabShare().then(
          (tabs) => tabs.adoptOpenTabSession(),
          () => false,
        ))
      ) {
        if (superseded()) return;
        stored = readStoredSession();
      }
      if (superseded()) return;
      if (!stored.accessToken || !stored.refreshToken) {
        clearSession();
        setStatus("anonymous");
        return;
      }
      // Loaded while the session is checked: only a stored sign-in needs it (not in a first visit's bytes).
      const syncModule = loadProfileSync().catch(() => null);
      if (isActivityExpired(stored.lastActivity, stored.rememberMe) && (await refreshSession()) !== "refreshed") {
        if (!superseded()) endSession(true);
        return;
      }
      const onUnavailable = () => {
        // The stored user, as the last sign-in or profile load left it (a session counts as
        // signed in with a user and an access token). Without one, the state stays
        // "initializing" until a later try answers.
        const { user: storedUser, accessToken } = readStoredSession();
        if (storedUser && accessToken && statusRef.current !== "authenticated") {
          setUserState(storedUser);
          setStatus("authenticated");
        }
      };
      const sync = await syncModule;
      if (superseded()) return;
      // Offline before the module came: the stored user, until the next page load asks again.
      if (!sync) return onUnavailable();
      // Only a refused session signs out; without an answer (offline, a network or server error)
      // the stored user stays signed in and the profile is asked for again later (profile-sync.ts).
      profileSync.current = sync.startProfileSync({
        load: async () => (await apiRequest<{ user: StoredUser }>("/client/auth/profile")).user,
        onLoaded: (profile) => {
          saveUser(profile);
          touchActivity();
          // Re-mirror the hint (the cookie may have expired or been cleared while storage kept the tokens).
          writeSessionHint({ rememberMe: stored.rememberMe });
          setUserState(profile);
          setStatus("authenticated");
        },
        onRefused: () => endSession(false), // silent: the server no longer knows this session
        onUnavailable,
        isLeaving: () => leaving,
        events: window,
      });
    })();
    return () => {
      cancelled = true;
      stopProfileSync();
      window.removeEventListener("pagehide", onLeave);
      window.removeEventListener("beforeunload", onLeave);
    };
  }, [endSession, stopProfileSync]);

  // A refresh after a 401 failed somewhere: the session is over.
  useEffect(() => onSessionExpired(() => statusRef.current === "authenticated" && endSession(true)), [endSession]);

  // Activity tracking and the periodic expiry check (docs/product.md#sessions-and-tokens).
  useEffect(() => {
    if (status !== "authenticated") return;
    let last = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - last < ACTIVITY_THROTTLE_MS) return;
      last = now;
      touchActivity(now);
    };
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, { passive: true, capture: true });
    const check = () => {
      const stored = readStoredSession();
      if (isActivityExpired(stored.lastActivity, stored.rememberMe)) endSession(true);
    };
    const timer = window.setInterval(check, EXPIRY_CHECK_INTERVAL_MS);
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity, { capture: true });
      window.clearInterval(timer);
    };
  }, [status, endSession]);

  const signIn = useCallback(
    ({ user: signedIn, accessToken, refreshToken }: SignIn, rememberMe: boolean) => {
      sessionChanges++;
      stopProfileSync();
      saveSession({ accessToken, refreshToken, user: signedIn, rememberMe });
      setUserState(signedIn);
      setSessionExpired(false);
      setStatus("authenticated");
      return signedIn;
    },
    [stopProfileSync],
  );

  const setUser = useCallback((next: StoredUser) => {
    saveUser(next);
    setUserState(next);
  }, []);

  const signOutTarget = useRef<string | null>(null);
  const takeSignOutTarget = useCallback(() => {
    const target = signOutTarget.current;
    signOutTarget.current = null;
    return target;
  }, []);

  const forget = useCallback(
    (leaveTo?: string) => {
      sessionChanges++;
      stopProfileSync();
      signOutTarget.current = leaveTo ?? null;
      clearSession();
      setUserState(null);
      setStatus("anonymous");
    },
    [stopProfileSync],
  );

  const logout = useCallback(
    async (target = "/") => {
      stopProfileSync();
      const { refreshToken } = readStoredSession();
      try {
        await apiRequest("/client/auth/logout", { body: refreshToken ? { refreshToken } : {} });
      } catch {
        // Signing out locally must work even when the server cannot be reached.
      }
      // The other tabs holding this session end it too.
      if (refreshToken)
        await loadTabShare().then(
          (tabs) => tabs.announceSignOut(refreshToken),
          () => {},
        );
      if (isProtectedPath(window.location.pathname)) {
        // The guard sees the deliberate target, not an expired session (→ /login).
        forget(target);
        toast.success(m.auth_logout_success());
      } else {
        clearSession();
        showToastAfterReload("success", m.auth_logout_success());
        window.location.assign(target);
      }
    },
    [forget, stopProfileSync],
  );

  const value = useMemo<AuthApi>(
    () => ({
      status,
      user,
      sessionExpired,
      signIn,
      setUser,
      logout,
      forget,
      takeSignOutTarget,
    }),
    [status, user, sessionExpired, signIn, setUser, logout, forget, takeSignOutTarget],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The session, or null outside <AuthProvider> (components also rendered on their own, e.g. in tests). */
export function useOptionalAuth(): AuthApi | null {
  return useContext(AuthContext);
}

export function useAuth(): AuthApi {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error("useAuth must be used inside <AuthProvider>");
  return auth;
}
