import { m } from "#app/paraglide/messages.js";

export const REGISTER_STEPS = [m.register_step_basic, m.register_step_verify, m.register_step_complete] as const;

export type RegisterStep = 1 | 2 | 3;

/**
 * "1 · Basic information — 2 · Email verification — 3 · Completion": the current step carries
 * aria-current="step", finished ones a check mark (and "completed" for screen readers).
 */
export function StepIndicator({ current }: { current: RegisterStep }) {
  return (
    <nav aria-label={m.register_progress_label()} data-testid="register-steps">
      <p className="text-sm font-medium text-slate-600 dark:text-slate-400" data-testid="register-step-status">
        {m.register_step_status({ current: String(current), total: String(REGISTER_STEPS.length) })}
      </p>
      <ol className="mt-3 grid grid-cols-3 gap-2">
        {REGISTER_STEPS.map((label, index) => {
          const number = index + 1;
          const state = number < current ? "done" : number === current ? "current" : "upcoming";
          return (
            <li
              key={number}
              aria-current={state === "current" ? "step" : undefined}
              data-state={state}
              className="flex flex-col items-center gap-1 text-center sm:flex-row sm:text-left"
            >
              <span
                aria-hidden="true"
                className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${
                  state === "current"
                    ? "border-brand-600 bg-brand-600 text-white"
                    : state === "done"
                      ? "border-brand-600 bg-white text-brand-700 dark:bg-slate-900 dark:text-brand-100"
                      : "border-slate-300 bg-white text-slate-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-400"
                }`}
              >
                {state === "done" ? "✓" : number}
              </span>
              <span
                className={`text-xs sm:text-sm ${state === "current" ? "font-semibold text-slate-900 dark:text-white" : "text-slate-600 dark:text-slate-400"}`}
              >
                <span className="sr-only">{number}. </span>
                {label()}
                {state === "done" ? <span className="sr-only"> ({m.register_step_done()})</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
