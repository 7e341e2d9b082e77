import { m } from "#app/paraglide/messages.js";
import { PASSWORD_MIN } from "#app/lib/schemas/auth.ts";

/** The rules of newPasswordSchema, checked live while the user types (spec §5). */
export function passwordRules(password: string) {
  return [
    { id: "length", label: m.profile_password_rule_length(), met: password.length >= PASSWORD_MIN },
    { id: "uppercase", label: m.profile_password_rule_uppercase(), met: /\p{Lu}/u.test(password) },
    { id: "number", label: m.profile_password_rule_number(), met: /\p{Nd}/u.test(password) },
  ];
}

/** The live requirement list under a new-password input; `id` is for the input's aria-describedby. */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  return (
    <div id={id} className="mt-2">
      <p className="text-xs font-medium text-slate-600 dark:text-slate-400">{m.profile_password_rules()}</p>
      <ul className="mt-1 space-y-0.5 text-sm" data-testid="password-checklist">
        {passwordRules(password).map((rule) => (
          <li
            key={rule.id}
            data-rule={rule.id}
            data-met={rule.met}
            className={`flex items-center gap-2 ${rule.met ? "text-green-700 dark:text-green-400" : "text-slate-500 dark:text-slate-400"}`}
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
