import { useId, useState } from "react";
import { m } from "#app/paraglide/messages.js";
import { isSingular } from "#app/lib/plural.ts";
import { FieldErrorText } from "../forms/field-label.tsx";

const STAR = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";
const STARS = [1, 2, 3, 4, 5] as const;

/** "1 star" / "4 stars": each radio's name. */
export function starLabel(stars: number): string {
  return isSingular(stars) ? m.review_star_label_one() : m.review_star_label_other({ count: String(stars) });
}

/** The word under the stars ("Very good"), for the chosen or hovered value. */
function ratingWord(stars: number): string {
  return (
    [m.review_rating_word_1, m.review_rating_word_2, m.review_rating_word_3, m.review_rating_word_4, m.review_rating_word_5][
      stars - 1
    ]?.() ?? ""
  );
}

interface StarInputProps {
  /** The radios' shared name (one group per form). */
  name: string;
  legend: string;
  value: number | undefined;
  onChange(value: number | undefined): void;
  error?: string;
  /** Optional ratings (feedback) get a "No rating" button once one is chosen. */
  clearLabel?: string;
  testId?: string;
}

/**
 * A 1-5 star choice made of five native radio buttons in a fieldset: Tab enters the group, the
 * arrow keys move and choose, screen readers announce "4 stars, 4 of 5". The radios are visually
 * hidden and their labels drawn as stars (filled up to the chosen, or hovered, value); the focus
 * ring follows the focused radio. An error marks every radio invalid, so the form's "focus the
 * first invalid field" lands in the group.
 */
export function StarInput({ name, legend, value, onChange, error, clearLabel, testId }: StarInputProps) {
  const [hover, setHover] = useState<number | null>(null);
  const errorId = useId();
  const shown = hover ?? value ?? 0;
  return (
    <fieldset data-testid={testId}>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: hover preview only; the radios inside are the controls */}
        <div className="flex" onMouseLeave={() => setHover(null)}>
          {STARS.map((stars) => (
            <label key={stars} className="relative cursor-pointer p-0.5" onMouseEnter={() => setHover(stars)}>
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className="peer absolute inset-0 m-0 h-full w-full cursor-pointer opacity-0"
              />
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                fill="currentColor"
                className={`h-8 w-8 rounded-md transition-colors peer-focus-visible:(ring-2 ring-brand-500 ring-offset-2 ring-offset-white dark:ring-offset-slate-900) ${
                  stars <= shown ? "text-amber-500 dark:text-amber-400" : "text-slate-300 dark:text-slate-600"
                }`}
              >
                <path d={STAR} />
              </svg>
              <span className="sr-only">{starLabel(stars)}</span>
            </label>
          ))}
        </div>
        <span
          aria-hidden="true"
          className="min-w-20 text-sm font-medium text-slate-700 dark:text-slate-300"
          data-testid={testId ? `${testId}-word` : undefined}
        >
          {shown ? ratingWord(shown) : ""}
        </span>
        {clearLabel && value !== undefined ? (
          <button
            type="button"
            onClick={() => onChange(undefined)}
            className="focus-ring rounded text-sm text-slate-600 underline underline-offset-2 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
          >
            {clearLabel}
          </button>
        ) : null}
      </div>
      <FieldErrorText id={errorId} error={error} />
    </fieldset>
  );
}
