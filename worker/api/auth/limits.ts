import type { RateLimitRule } from "../../lib/rate-limit.ts";

/**
 * Rate limits of the account endpoints, in one place. Per-address limits are multiplied by 50
 * in development (worker/api/rate-limit.ts); per-account limits never are.
 */
export const AUTH_LIMITS = {
  register: { name: "register", limit: 10, windowSeconds: 3600 },
  login: { name: "login", limit: 20, windowSeconds: 600 },
  checkEmail: { name: "check-email", limit: 60, windowSeconds: 60 },
  verify: { name: "verify", limit: 20, windowSeconds: 600 },
  resend: { name: "resend", limit: 10, windowSeconds: 3600 },
  /** Per address being verified (spec: at most once a minute and 5 an hour). */
  resendPerEmailMinute: { name: "resend-email-1m", limit: 1, windowSeconds: 60 },
  resendPerEmailHour: { name: "resend-email-1h", limit: 5, windowSeconds: 3600 },
  forgot: { name: "forgot", limit: 10, windowSeconds: 3600 },
  forgotPerEmail: { name: "forgot-email", limit: 3, windowSeconds: 3600 },
  reset: { name: "reset", limit: 20, windowSeconds: 3600 },
  /**
   * Per account: checks of the current password by a signed-in caller (change password or email,
   * delete account), so a stolen access token cannot be used to guess the password.
   */
  passwordConfirm: { name: "password-confirm", limit: 10, windowSeconds: 600 },
  socialLogin: { name: "social-login", limit: 20, windowSeconds: 600 },
  refresh: { name: "refresh", limit: 120, windowSeconds: 600 },
  twoFactor: { name: "two-factor", limit: 10, windowSeconds: 600 },
} satisfies Record<string, RateLimitRule>;

/** Consecutive failed logins before an account is locked, and for how long. */
export const LOGIN_LOCK_THRESHOLD = 10;
export const LOGIN_LOCK_MS = 15 * 60 * 1000;
