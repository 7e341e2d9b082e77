import type { ComponentProps } from "react";
import { m } from "#app/paraglide/messages.js";
import { TextField } from "../forms/text-field.tsx";

/**
 * The account's current password, which confirms a sensitive change (email, password, two-factor,
 * deletion). Its own file, not ui.tsx: the many screens that import ui.tsx need no TextField.
 */
export function CurrentPasswordField({
  name = "password",
  label = m.profile_current_password(),
  onChange,
  ...field
}: Omit<ComponentProps<typeof TextField>, "label" | "onChange"> & { label?: string; onChange(value: string): void }) {
  return (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete="current-password"
      onChange={(event) => onChange(event.target.value)}
      {...field}
    />
  );
}
