import type { ComponentProps } from "react";
import { m } from "#app/paraglide/messages.js";
import { PasswordField } from "../forms/auth-form.tsx";

/**
 * The account's current password, which confirms a sensitive change (email, password, two-factor,
 * deletion), its value handed on as typed.
 */
export function CurrentPasswordField({
  label = m.profile_current_password(),
  onChange,
  ...field
}: Omit<ComponentProps<typeof PasswordField>, "onChange"> & { onChange(value: string): void }) {
  return <PasswordField label={label} onChange={(event) => onChange(event.target.value)} {...field} />;
}
