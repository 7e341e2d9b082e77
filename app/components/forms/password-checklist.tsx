import { m } from "#app/paraglide/messages.js";

/** Each rule of a new password (spec §5, register page), for the live checklist. */
export function passwordRules(password: string, confirmation: string) {
  return [
    { id: "length", met: password.length >= 8, label: m.password_rule_length() },
    { id: "uppercase", met: /\p{Lu}/u.test(password), label: m.password_rule_uppercase() },
    { id: "number", met: /\p{Nd}/u.test(password), label: m.password_rule_number() },
    { id: "match", met: password.length > 0 && password === confirmation, label: m.password_rule_match() },
  ];
}

/** The live requirement checklist shown under a new-password field. */
export function PasswordChecklist({ password, confirmation }: { password: string; confirmation: string }) {
  return (
    <ul aria-label={m.password_requirements()} className="mt-2 space-y-1 text-sm" data-testid="password-checklist">
      {passwordRules(password, confirmation).map((rule) => (
        <li key={rule.id} data-met={rule.met} className={rule.met ? "text-green-700 dark:text-green-400" : "text-slate-500 dark:text-slate-400"}>
          <span aria-hidden="true">{rule.met ? "✓" : "○"}</span> {rule.label}
        </li>
      ))}
    </ul>
  );
}
