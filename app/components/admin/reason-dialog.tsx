import type { ReactNode } from "react";
import { checkWith } from "#app/lib/forms/use-form-state.ts";
import { useTextForm } from "#app/lib/forms/use-text-form.ts";
import { m } from "#app/paraglide/messages.js";
import type { z } from "zod";
import { CheckedForm, DialogButtons, formLevelError } from "../forms/checked-form.tsx";
import { TextAreaField } from "../forms/text-area-field.tsx";
import { ModalDialog } from "../modal-dialog.tsx";
import { FormAlert } from "../profile/ui.tsx";

interface ReasonDialogProps<S extends z.ZodType> {
  open: boolean;
  title: string;
  description?: string;
  /** The text box's label and limit (the schema's). */
  label: string;
  hint?: string;
  max: number;
  /** The body's key for the text (`reason`, `note`): where the API's field error lands. */
  field: string;
  /** The API's schema; `extra` is sent with the text (e.g. `{ status: "rejected" }`). */
  schema: S;
  extra?: Record<string, unknown>;
  confirmLabel: string;
  busyLabel: string;
  tone?: "danger" | "primary";
  /** More of the decision, below the text box (the ban's "also unlist the apps"); sent through `extra`. */
  children?: ReactNode;
  onSubmit(value: z.output<S>): Promise<void>;
  onClose(): void;
  testId: string;
}

/**
 * A decision with a text the other person reads (a rejection's reason, a report's note): a
 * modal with one text box checked by the API's own schema, so a missing reason is said before
 * anything is sent; the API's own refusal shows in the dialog.
 */
export function ReasonDialog<S extends z.ZodType>({
  open,
  title,
  description,
  label,
  hint,
  max,
  field,
  schema,
  extra = {},
  confirmLabel,
  busyLabel,
  tone = "danger",
  children,
  onSubmit,
  onClose,
  testId,
}: ReasonDialogProps<S>) {
  const { form, send, clear, box } = useTextForm(field, (text) => checkWith(schema, { ...extra, [field]: text }), onSubmit);
  const close = () => {
    clear();
    onClose();
  };

  return (
    <ModalDialog open={open} title={title} description={description} onClose={close} busy={form.busy} testId={testId}>
      <CheckedForm errors={form.errors} onSend={send} className="space-y-4">
        <TextAreaField
          label={label}
          {...box}
          max={max}
          hint={hint}
          rows={4}
          // The dialog mounts its content after showModal(), so this lands on every open.
          autoFocus
          data-testid={`${testId}-text`}
        />
        {children}
        <FormAlert message={formLevelError(form, [field])} testId={`${testId}-error`} />
        <DialogButtons
          cancelLabel={m.admin_cancel()}
          onCancel={close}
          variant={tone}
          busy={form.busy}
          busyLabel={busyLabel}
          data-testid={`${testId}-confirm`}
        >
          {confirmLabel}
        </DialogButtons>
      </CheckedForm>
    </ModalDialog>
  );
}
