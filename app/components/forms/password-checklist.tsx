import { useId, type ComponentProps } from "react";
import { NEW_PASSWORD_RULES } from "#contract/schemas/auth.ts";
import { m } from "#app/paraglide/messages.js";
import { TextField } from "./text-field.tsx";

const RULE_LABELS: Record<(typeof NEW_PASSWORD_RULES)[number]["id"] | "match", () => string> = {
  length: m.password_rule_length,
  uppercase: m.password_rule_uppercase,
  number: m.password_rule_number,
  match: m.password_rule_match,
};

/**
 * Each rule of a new password (docs/product.md#passwords) and whether it is met; with a
 * confirmation, also "Passwords match".
 */
export function passwordRules(password: string, confirmation?: string) {
  const rules = NEW_PASSWORD_RULES.map((rule) => ({ id: rule.id as keyof typeof RULE_LABELS, met: rule.met(password) }));
  if (confirmation !== undefined) rules.push({ id: "match", met: password.length > 0 && password === confirmation });
  return rules.map((rule) => ({ ...rule, label: RULE_LABELS[rule.id]() }));
}

/**
 * The live requirement checklist under a new-password field. `id` lets the input point at it
 * with aria-describedby; each rule says "met"/"not met" to assistive technology as well.
 */
export function PasswordChecklist({ id, password, confirmation }: { id?: string; password: string; confirmation?: string }) {
  return (
    <div id={id} className="mt-2">
      <p className="text-xs font-medium text-slate-600 dark:text-slate-400">{m.password_requirements()}</p>
      <ul className="mt-1 space-y-0.5 text-sm" data-testid="password-checklist">
        {passwordRules(password, confirmation).map((rule) => (
          <li
            key={rule.id}
            data-rule={rule.id}
            data-met={rule.met}
            className={`flex items-center gap-2 ${rule.met ? "text-green-700 dark:text-green-400" : "text-slate-600 dark:text-slate-400"}`}
          >
            <span aria-hidden="true" className="w-4 text-center">
              {rule.met ? "✓" : "○"}
            </span>
            <span>{rule.label}</span>
            <span className="sr-only">({rule.met ? m.profile_password_rule_met() : m.profile_password_rule_unmet()})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

type NewPasswordFieldProps = Omit<ComponentProps<typeof TextField>, "type" | "autoComplete" | "value" | "onChange"> & {
  value: string;
  onChange(value: string): void;
  /** With a confirmation, the checklist also says whether the two match. */
  confirmation?: string;
};

/**
 * A new-password input with its live checklist underneath; the input's description names its
 * error (when there is one) and the checklist, so assistive technology reads both.
 */
export function NewPasswordField({ value, onChange, confirmation, error, className, ...field }: NewPasswordFieldProps) {
  const generated = useId();
  const inputId = field.id ?? generated;
  const checklistId = `${inputId}-rules`;
  return (
    <div className={className}>
      <TextField
        {...field}
        id={inputId}
        type="password"
        autoComplete="new-password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        aria-describedby={[error ? `${inputId}-error` : null, checklistId].filter(Boolean).join(" ")}
      />
      <PasswordChecklist id={checklistId} password={value} confirmation={confirmation} />
    </div>
  );
}
