import { z } from "zod";
import { m } from "#app/paraglide/messages.js";
import { VISIBLE_TEXT } from "../visible-text.ts";
import { locales } from "#app/paraglide/runtime.js";

/**
 * Account rules shared by the forms and the API (docs/product.md#passwords, #usernames). Messages
 * are functions so they are produced at parse time, in the language of the request or the page. The
 * server adds what only it can check (common passwords, uniqueness).
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const NAME_MAX = 100;

/** Trimmed, lower-cased, then checked: the form in which emails are stored and compared. */
export const emailSchema = z
  .string({ error: () => m.auth_email_required() })
  .trim()
  .toLowerCase()
  .min(1, { error: () => m.auth_email_required() })
  .pipe(z.email({ error: () => m.auth_email_invalid() }).max(254, { error: () => m.auth_email_invalid() }));

/** A new password needs one uppercase letter and one number (any script's, not only ASCII). */
export const PASSWORD_UPPERCASE = /\p{Lu}/u;
export const PASSWORD_NUMBER = /\p{Nd}/u;

/**
 * The rules of a new password that a person can see being met while typing
 * (docs/product.md#passwords), in the order they are checked: the live checklists and
 * newPasswordSchema read them from here.
 */
export const NEW_PASSWORD_RULES = [
  { id: "length", met: (password: string) => password.length >= PASSWORD_MIN },
  { id: "uppercase", met: (password: string) => PASSWORD_UPPERCASE.test(password) },
  { id: "number", met: (password: string) => PASSWORD_NUMBER.test(password) },
] as const;

/** A new password: at least 8 characters with one uppercase letter and one number. */
export const newPasswordSchema = z
  .string({ error: () => m.auth_password_required() })
  .min(PASSWORD_MIN, { error: () => m.auth_password_min() })
  .max(PASSWORD_MAX, { error: () => m.auth_password_max() })
  .regex(PASSWORD_UPPERCASE, { error: () => m.auth_password_uppercase() })
  .regex(PASSWORD_NUMBER, { error: () => m.auth_password_number() });

/** A password being checked (login, confirmations): only "present" is a rule here. */
export const currentPasswordSchema = z
  .string({ error: () => m.auth_password_required() })
  .min(1, { error: () => m.auth_password_required() })
  .max(PASSWORD_MAX * 8, { error: () => m.auth_password_max() });

export const usernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN, { error: () => m.auth_username_length() })
  .max(USERNAME_MAX, { error: () => m.auth_username_length() })
  .regex(/^[A-Za-z0-9_]+$/, { error: () => m.auth_username_chars() });

export const nameSchema = z
  .string()
  .trim()
  .max(NAME_MAX, { error: () => m.auth_name_max() })
  .regex(VISIBLE_TEXT, { error: () => m.text_hidden_characters() });

export const registerSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  username: usernameSchema.optional(),
  name: nameSchema.optional(),
});

export const loginSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
  rememberMe: z.boolean().optional().default(false),
  /** The token of a mailed unlock link (`/login?unlock=…`), when signing in through it. */
  unlockToken: z.string().min(20).max(200).optional(),
});

/** The 4-digit code of the verification mail. */
export const verificationCodeSchema = z
  .string({ error: () => m.auth_code_required() })
  .trim()
  .min(1, { error: () => m.auth_code_required() })
  .regex(/^\d{4}$/, { error: () => m.auth_code_invalid() });

/** The long token of an emailed link (base64url, 256 bits). */
export const linkTokenSchema = z
  .string()
  .trim()
  .min(20)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);

/** Either `{ token }` (the link) or `{ email, token }` where token is the 4-digit code. */
export const verifyEmailSchema = z.union([
  z.object({ email: emailSchema, token: verificationCodeSchema }),
  z.object({ token: linkTokenSchema }),
]);

/** The register page's step 2: is this the address's code? (checked, not spent). */
export const checkEmailCodeSchema = z.object({ email: emailSchema, token: verificationCodeSchema });

export const emailOnlySchema = z.object({ email: emailSchema });

export const refreshTokenSchema = z.object({ refreshToken: z.string().min(20).max(200) });

export const logoutSchema = z.object({ refreshToken: z.string().min(20).max(200).optional() });

export const resetPasswordSchema = z.object({ token: linkTokenSchema, password: newPasswordSchema });

export const changePasswordSchema = z.object({ currentPassword: currentPasswordSchema, newPassword: newPasswordSchema });

export const changeEmailSchema = z.object({ password: currentPasswordSchema, newEmail: emailSchema });

export const passwordConfirmationSchema = z.object({ password: currentPasswordSchema });

/**
 * DELETE /account: `{ password }` for an account with a password; `{ email }` (the account's own
 * address, typed again) for one created by social login, which has none. Which one applies is the
 * server's decision (it knows whether the account has a password); here at least one must be given.
 */
export const deleteAccountSchema = z
  .object({ password: currentPasswordSchema.optional(), email: emailSchema.optional() })
  .refine((value) => value.password !== undefined || value.email !== undefined, {
    path: ["password"],
    error: () => m.auth_password_required(),
  });

/**
 * The only fields a user may change on their profile. Strict: a body naming anything else
 * (role, status, emailVerified, ...) is refused, not silently ignored.
 */
export const profileUpdateSchema = z.strictObject({
  name: nameSchema.optional(),
  username: usernameSchema.optional(),
  avatar: z
    .union([z.url({ protocol: /^https$/, hostname: z.regexes.domain }).max(500), z.literal(""), z.null()])
    .optional()
    .transform((value) => (value === "" ? null : value)),
  bio: z.string().trim().max(500).nullable().optional(),
  preferences: z
    .strictObject({
      locale: z.enum(locales).optional(),
      theme: z.enum(["light", "dark", "system"]).optional(),
      notifications: z
        .strictObject({ email: z.boolean().optional(), push: z.boolean().optional(), marketing: z.boolean().optional() })
        .optional(),
      profilePublic: z.boolean().optional(),
    })
    .optional(),
});

export type RegisterInput = z.input<typeof registerSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** Spaces people type or paste inside a code ("123 456") are dropped before the checks. */
const codeInput = () =>
  z
    .string({ error: () => m.auth_code_required() })
    .overwrite((value) => value.replace(/\s+/g, ""))
    .min(1, { error: () => m.auth_code_required(), abort: true });

/** The 6 digits of an authenticator app (TOTP). */
export const totpCodeSchema = codeInput().regex(/^\d{6}$/, { error: () => m.auth_two_factor_invalid() });

/** A two-factor recovery code: "xxxxx-xxxxx" (letters and digits; case and the hyphen optional). */
export const RECOVERY_CODE_PATTERN = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/;

/** What the second step accepts: a TOTP code or a recovery code. */
export const twoFactorCodeSchema = codeInput().refine((value) => /^\d{6}$/.test(value) || RECOVERY_CODE_PATTERN.test(value), {
  error: () => m.auth_two_factor_invalid(),
});

export const twoFactorEnableSchema = z.object({ code: totpCodeSchema });

export const twoFactorDisableSchema = z.object({ password: currentPasswordSchema, code: twoFactorCodeSchema });

/** POST /login/two-factor: the challenge from the password step, and a code. */
export const twoFactorLoginSchema = z.object({
  challengeToken: z
    .string()
    .trim()
    .min(1)
    .max(2000)
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/),
  code: twoFactorCodeSchema,
});
