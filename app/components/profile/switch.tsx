import { useId } from "react";

interface SwitchRowProps {
  label: string;
  hint?: string;
  checked: boolean;
  busy?: boolean;
  onChange(next: boolean): void;
  testId?: string;
}

/** An on/off setting: a labelled button with role="switch" (Space/Enter toggle it, like any button). */
export function SwitchRow({ label, hint, checked, busy = false, onChange, testId }: SwitchRowProps) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <p id={labelId} className="font-medium text-slate-900 dark:text-slate-100">
          {label}
        </p>
        {hint ? (
          <p id={hintId} className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
            {hint}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
        aria-busy={busy}
        onClick={() => onChange(!checked)}
        data-testid={testId}
        className={`focus-ring relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors ${
          checked ? "bg-brand-600" : "bg-slate-300 dark:bg-slate-700"
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${checked ? "translate-x-6" : "translate-x-1"}`}
        />
      </button>
    </div>
  );
}
