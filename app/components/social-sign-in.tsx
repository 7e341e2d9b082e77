import { useEffect, useRef, useState } from "react";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { ApiClientError } from "../lib/api/client.ts";
import { accountErrorMessage } from "../lib/api/errors.ts";
import { useAuth } from "../lib/session/auth-context.tsx";
import { signInWithProvider, type LoginResult } from "../lib/session/sign-in.ts";
import { loadScript } from "../lib/social/load-script.ts";
import { appleSdkUrl, GOOGLE_SDK_URL, type SocialProvider, type SocialSignInConfig } from "#contract/social-providers.ts";
import { LOCALE_REGION_TAGS } from "#contract/locales.ts";

/** The parts of Google Identity Services used here (https://developers.google.com/identity/gsi/web/reference/js-reference). */
interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback(response: { credential?: string }): void;
        nonce?: string;
        ux_mode?: "popup";
        context?: "signin";
        auto_select?: boolean;
      }): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}

/** The parts of Sign in with Apple JS used here. */
interface AppleIdAuth {
  auth: {
    init(options: { clientId: string; scope: string; redirectURI: string; usePopup: boolean; nonce?: string; state?: string }): void;
    signIn(): Promise<{ authorization?: { id_token?: string }; user?: { name?: { firstName?: string; lastName?: string } } }>;
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
    AppleID?: AppleIdAuth;
  }
}

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: "Google", apple: "Apple" };

/** 128 random bits, base64url: ties the provider's ID token to this page (the API compares it). */
function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

const isDark = () => document.documentElement.classList.contains("dark");

interface SocialSignInProps {
  config: SocialSignInConfig;
  /** A provider's sign-in went through: signed in, or the second step is needed. */
  onResult(result: LoginResult): void;
}

/**
 * "Sign in with Google" and "Sign in with Apple" on /login, each only when its client id is
 * configured. Each loads its provider's official SDK, which hands back an ID token; the token
 * goes to POST /api/client/auth/social-login, which verifies it (the SDK's word alone counts for
 * nothing). Loaded lazily by the login page, so deployments without providers never fetch it.
 */
export default function SocialSignIn({ config, onResult }: SocialSignInProps) {
  const auth = useAuth();
  const [nonce] = useState(randomNonce);
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [appleReady, setAppleReady] = useState(false);
  const googleSlot = useRef<HTMLDivElement>(null);
  // The latest handler for the SDK callbacks, which are registered once.
  const submitRef = useRef<(provider: SocialProvider, idToken: string | undefined, userData: Record<string, unknown>) => void>(() => {});

  submitRef.current = async (provider, idToken, userData) => {
    if (!idToken) {
      setError(m.auth_social_failed());
      return;
    }
    setError(null);
    setBusy(provider);
    try {
      onResult(await signInWithProvider(auth, provider, idToken, userData));
    } catch (caught) {
      setError(caught instanceof ApiClientError ? accountErrorMessage(caught) : m.auth_social_failed());
    } finally {
      setBusy(null);
    }
  };

  useEffect(() => {
    const clientId = config.google;
    if (!clientId) return;
    let cancelled = false;
    loadScript(GOOGLE_SDK_URL)
      .then(() => {
        const slot = googleSlot.current;
        if (cancelled || !slot || !window.google) return;
        window.google.accounts.id.initialize({
          client_id: clientId,
          nonce,
          ux_mode: "popup",
          context: "signin",
          callback: (response) => submitRef.current("google", response.credential, { nonce }),
        });
        window.google.accounts.id.renderButton(slot, {
          type: "standard",
          theme: isDark() ? "filled_black" : "outline",
          size: "large",
          text: "signin_with",
          shape: "rectangular",
          locale: LOCALE_REGION_TAGS[getLocale()],
          width: Math.min(400, Math.max(200, slot.clientWidth)),
        });
      })
      .catch(() => !cancelled && setError(m.login_social_load_failed({ provider: PROVIDER_NAMES.google })));
    return () => {
      cancelled = true;
    };
  }, [config.google, nonce]);

  useEffect(() => {
    const clientId = config.apple;
    if (!clientId) return;
    let cancelled = false;
    loadScript(appleSdkUrl(getLocale()))
      .then(() => {
        if (cancelled || !window.AppleID) return;
        window.AppleID.auth.init({ clientId, scope: "name email", redirectURI: `${window.location.origin}/login`, usePopup: true, nonce });
        setAppleReady(true);
      })
      .catch(() => !cancelled && setError(m.login_social_load_failed({ provider: PROVIDER_NAMES.apple })));
    return () => {
      cancelled = true;
    };
  }, [config.apple, nonce]);

  async function signInWithApple() {
    if (!window.AppleID) return;
    try {
      const answer = await window.AppleID.auth.signIn();
      // Apple sends the name only on the first sign-in, and only here (never in the token).
      await submitRef.current("apple", answer.authorization?.id_token, { nonce, ...(answer.user?.name ? { name: answer.user.name } : {}) });
    } catch (caught) {
      // Closing Apple's window is a change of mind, not an error.
      if ((caught as { error?: string } | null)?.error === "popup_closed_by_user") return;
      setError(m.auth_social_failed());
    }
  }

  return (
    <div className="mt-6" data-testid="social-sign-in">
      <p className="flex items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        {m.login_social_divider()}
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </p>
      <div className="mt-4 flex flex-col items-stretch gap-3">
        {config.google ? <div ref={googleSlot} className="flex min-h-11 justify-center" data-testid="google-sign-in" /> : null}
        {config.apple ? (
          <button
            type="button"
            onClick={() => void signInWithApple()}
            disabled={!appleReady || busy !== null}
            className="focus-ring mx-auto flex h-11 w-full max-w-[400px] items-center justify-center gap-2 rounded-md bg-black px-4 text-[15px] font-medium text-white hover:bg-slate-800 disabled:(cursor-not-allowed opacity-60) dark:bg-white dark:text-black dark:hover:bg-slate-200"
            data-testid="apple-sign-in"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
              <path d="M16.37 1.43c0 1.14-.49 2.27-1.18 3.08-.74.9-1.99 1.57-2.99 1.57-.12 0-.23-.02-.3-.03-.01-.06-.04-.22-.04-.39 0-1.15.57-2.27 1.21-2.98.8-.94 2.14-1.64 3.25-1.68.03.13.05.28.05.43Zm4.57 15.71c-.03.07-.46 1.58-1.52 3.12-.95 1.34-1.94 2.71-3.43 2.71-1.52 0-1.9-.88-3.63-.88-1.7 0-2.3.91-3.67.91-1.38 0-2.33-1.26-3.43-2.8C3.97 18.38 2.93 15.57 2.93 12.92c0-4.28 2.8-6.55 5.55-6.55 1.45 0 2.68.95 3.6.95.87 0 2.22-1.01 3.9-1.01.62 0 2.89.06 4.38 2.19-.13.09-2.39 1.37-2.39 4.19 0 3.26 2.86 4.42 2.96 4.45Z" />
            </svg>
            {m.login_with_apple()}
          </button>
        ) : null}
      </div>
      {busy ? (
        <p role="status" className="mt-3 text-center text-sm text-slate-600 dark:text-slate-400">
          {m.login_social_busy({ provider: PROVIDER_NAMES[busy] })}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="form-alert" data-testid="social-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
