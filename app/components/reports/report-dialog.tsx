import { lazy } from "react";
import { m } from "#app/paraglide/messages.js";
import { FormDialog } from "../form-dialog.tsx";
import type { ReportTarget } from "../../lib/reports/report-labels.ts";
import { browserOnly } from "#app/lib/browser-only.ts";

// The form checks with zod: fetched the first time a dialog opens, never with the page.
const ReportForm = lazy(() => (import.meta.env.SSR ? browserOnly() : import("./report-form.tsx")));

/**
 * "Report" for an app or a review: a modal with the reason list and details. Open while `target`
 * is set; a sent report closes it with the API's thank-you as a toast.
 */
export function ReportDialog({
  target,
  onClose,
  testId = "report-dialog",
}: {
  target: ReportTarget | null;
  onClose(): void;
  testId?: string;
}) {
  const title =
    target?.kind === "review"
      ? m.report_dialog_title_review({ name: target.authorName })
      : m.report_dialog_title_app({ name: target?.name ?? "" });
  return (
    <FormDialog
      open={target !== null}
      title={title}
      description={m.report_dialog_intro()}
      onClose={onClose}
      testId={testId}
      form={(handlers) => (target ? <ReportForm target={target} {...handlers} /> : null)}
    />
  );
}
