import { m } from "#app/paraglide/messages.js";
import { newPasswordSchema, PASSWORD_MIN, usernameSchema } from "./auth.ts";

/**
 * The client-side checks of the two ways to register: the register modal and the /register page
 * (docs/product.md: #register-modal, #registration-and-verification-codes). Each rule lives once,
 * here or in ./auth.ts (shared with the API); the server checks again and adds what only it can
 * (common passwords, taken email or username).
 */

export type FieldErrors = Record<string, string>;

/** The simple `x@y.z` form without spaces (docs/product.md#register-modal). */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Email: present (trimmed), then of the simple form. */
export function emailProblem(email: string): string | null {
  const trimmed = email.trim();
  if (!trimmed) return m.register_email_required();
  if (!SIMPLE_EMAIL.test(trimmed)) return m.auth_email_invalid();
  return null;
}

/** The confirmation must equal the password. */
export function confirmationProblem(password: string, confirmation: string): string | null {
  return password === confirmation ? null : m.register_passwords_mismatch();
}

export interface RegisterModalInput {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * The register modal's checks, in the order of docs/product.md#register-modal, stopping at the
 * first failure. Its only password rule is the length (the server applies the others). Answers the
 * field at fault and its message, or null when everything passes.
 */
export function checkRegisterModal(input: RegisterModalInput): { field: keyof RegisterModalInput; message: string } | null {
  if (!input.name.trim()) return { field: "name", message: m.register_name_required() };
  const email = emailProblem(input.email);
  if (email) return { field: "email", message: email };
  if (input.password.length < PASSWORD_MIN) return { field: "password", message: m.auth_password_min() };
  const confirmation = confirmationProblem(input.password, input.confirmPassword);
  if (confirmation) return { field: "confirmPassword", message: confirmation };
  return null;
}

export interface RegisterPageInput {
  email: string;
  username: string;
  password: string;
  confirmPassword: string;
}

/** The fields of the register page's first step, in the order they are shown and checked. */
export const REGISTER_PAGE_FIELDS = ["email", "username", "password", "confirmPassword"] as const;

/**
 * Step 1 of /register (docs/product.md#registration-and-verification-codes): every field is
 * checked, each reporting its first failing rule in this order: email present and valid; username
 * present, 3 to 50 characters of letters, numbers and underscores; password of 8+ characters with
 * an uppercase letter and a number; the confirmation matching. Empty when everything passes.
 */
export function checkRegisterPage(input: RegisterPageInput): FieldErrors {
  const errors: FieldErrors = {};
  const email = emailProblem(input.email);
  if (email) errors.email = email;
  if (!input.username.trim()) {
    errors.username = m.register_username_required();
  } else {
    const username = usernameSchema.safeParse(input.username);
    if (!username.success) errors.username = username.error.issues[0]!.message;
  }
  const password = newPasswordSchema.safeParse(input.password);
  if (!password.success) errors.password = password.error.issues[0]!.message;
  const confirmation = confirmationProblem(input.password, input.confirmPassword);
  if (confirmation) errors.confirmPassword = confirmation;
  return errors;
}

/** Minimum age to register (docs/product.md#registration-and-verification-codes). */
export const MINIMUM_AGE = 13;

/**
 * Whole years between a date of birth ("YYYY-MM-DD", as a date input gives it) and `today`
 * (local calendar date). Null for something that is not a real date, or a date after today or
 * before 1900.
 */
export function ageOn(birthDate: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // new Date(2023, 1, 31) is 3 March: only a date that survives the round trip is real.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day || year < 1900) return null;
  const [nowYear, nowMonth, nowDay] = [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  let age = nowYear - year;
  if (nowMonth < month || (nowMonth === month && nowDay < day)) age -= 1;
  return age < 0 ? null : age;
}

export interface CompletionInput {
  acceptTerms: boolean;
  birthDate: string;
}

/**
 * Step 3 of /register (docs/product.md#registration-and-verification-codes): the terms accepted and
 * the age given, else 'Please accept the terms and age verification' on what is missing; then a
 * real date of birth ('Please enter a valid value'); then at least 13 years ('You must be at least
 * 13 years old to register').
 */
export function checkCompletion(input: CompletionInput, today = new Date()): FieldErrors {
  const errors: FieldErrors = {};
  if (!input.acceptTerms) errors.acceptTerms = m.register_terms_required();
  if (!input.birthDate) errors.birthDate = m.register_terms_required();
  if (Object.keys(errors).length > 0) return errors;
  const age = ageOn(input.birthDate, today);
  if (age === null) return { birthDate: m.validation_invalid_value() };
  if (age < MINIMUM_AGE) return { birthDate: m.register_min_age() };
  return {};
}
