/**
 * The visible mark of a field that must be filled, shown from the first paint rather than at the
 * first failed submit. Hidden from assistive technology: the control's own `required` says it.
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700 dark:text-red-400" data-testid="required-mark">
      *
    </span>
  );
}
