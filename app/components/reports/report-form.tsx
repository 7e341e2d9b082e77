import { useState } from "react";
import { Link } from "react-router";
import { REPORT_DETAILS_MAX, REPORT_REASONS, reportSchema, type ReportReason } from "#contract/schemas/community.ts";
import { m } from "#app/paraglide/messages.js";
import { ReadOnlyNotice } from "../read-only-notice.tsx";
import { useReadOnly } from "../../lib/site/site.ts";
import { apiRequest } from "../../lib/api/client.ts";
import { failureCode } from "../../lib/api/errors.ts";
import { checkWith, shownApiError, useFormState } from "../../lib/forms/use-form-state.ts";
import { CheckedForm, DialogButtons } from "../forms/checked-form.tsx";
import { FormError } from "../forms/form-footer.tsx";
import { TextAreaField } from "../forms/text-area-field.tsx";
import { reasonLabel, type ReportTarget } from "../../lib/reports/report-labels.ts";
import { FieldErrorText } from "../forms/field-label.tsx";

export interface ReportFormProps {
  target: ReportTarget;
  onSent(message: string): void;
  onCancel(): void;
  onBusyChange?(busy: boolean): void;
}

/**
 * The report form: a reason from the API's list (radio buttons) and optional details, checked
 * with the API's schema. A second report of the same target while the first is open is a 409:
 * its message says so, with a link to "My reports". Loaded lazily (zod stays out of page bundles).
 */
export default function ReportForm({ target, onSent, onCancel, onBusyChange }: ReportFormProps) {
  const readOnly = useReadOnly();
  const [reason, setReason] = useState<ReportReason | undefined>(undefined);
  const [details, setDetails] = useState("");
  const [duplicate, setDuplicate] = useState(false);
  const form = useFormState();

  const submit = () => {
    setDuplicate(false);
    const targetKey = target.kind === "app" ? { appId: target.appId } : { reviewId: target.reviewId };
    onBusyChange?.(true);
    void form
      .submit(
        () => checkWith(reportSchema, { ...targetKey, reason, details }),
        async (values) => {
          const answer = await apiRequest<{ message: string }>("/client/reports", { method: "POST", body: values });
          onSent(answer.message);
        },
        (error) => {
          if (failureCode(error) === "report_duplicate") setDuplicate(true);
          return shownApiError(error);
        },
      )
      .finally(() => onBusyChange?.(false));
  };

  const reasonError = form.errors.reason;
  return (
    <CheckedForm errors={form.errors} onSend={submit} className="space-y-4" data-testid="report-form">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{m.report_reason_legend()}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {REPORT_REASONS.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:(border-brand-500 bg-brand-50) dark:border-slate-700 dark:has-[:checked]:bg-brand-900/40"
            >
              <input
                type="radio"
                name="report-reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? "report-reason-error" : undefined}
                className="focus-ring h-4 w-4 accent-brand-600"
              />
              {reasonLabel(value)}
            </label>
          ))}
        </div>
        <FieldErrorText id="report-reason-error" error={reasonError} />
      </fieldset>
      <TextAreaField
        label={m.report_details_label()}
        value={details}
        onChange={setDetails}
        max={REPORT_DETAILS_MAX}
        error={form.errors.details}
        hint={m.report_details_hint()}
        rows={4}
      />
      <FormError message={form.formError}>
        {duplicate ? (
          <>
            {" "}
            <Link to="/reports" className="font-semibold underline underline-offset-2">
              {m.report_mine_link()}
            </Link>
          </>
        ) : null}
      </FormError>
      {readOnly ? <ReadOnlyNotice /> : null}
      <DialogButtons
        cancelLabel={m.report_cancel()}
        onCancel={onCancel}
        busy={form.busy}
        busyLabel={m.report_submitting()}
        disabled={readOnly}
      >
        {m.report_submit()}
      </DialogButtons>
    </CheckedForm>
  );
}
