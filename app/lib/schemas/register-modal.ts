import { m } from "#app/paraglide/messages.js";

export interface RegisterModalInput {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** "Simple {email} form without spaces" (spec §5). */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The register modal's checks, in the spec's order (§5), stopping at the first failure.
 * Answers the field at fault and its message, or null when everything passes.
 */
export function checkRegisterModal(input: RegisterModalInput): { field: keyof RegisterModalInput; message: string } | null {
  if (!input.name.trim()) return { field: "name", message: m.register_name_required() };
  if (!input.email.trim()) return { field: "email", message: m.register_email_required() };
  if (!SIMPLE_EMAIL.test(input.email.trim())) return { field: "email", message: m.auth_email_invalid() };
  if (input.password.length < 8) return { field: "password", message: m.auth_password_min() };
  if (input.password !== input.confirmPassword) return { field: "confirmPassword", message: m.register_passwords_mismatch() };
  return null;
}
