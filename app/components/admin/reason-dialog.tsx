import { useRef, useState, type ReactNode } from "react";
import { checkWith, useFocusFirstError, useFormState } from "#app/lib/forms/use-form-state.ts";
import { m } from "#app/paraglide/messages.js";
import type { z } from "zod";
import { TextAreaField } from "../forms/text-area-field.tsx";
import { ModalDialog } from "../modal-dialog.tsx";
import { BusyButton, FormAlert, TextButton } from "../profile/ui.tsx";

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
  const [text, setText] = useState("");
  const form = useFormState();
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirstError(ref, form.errors);

  const close = () => {
    setText("");
    form.clear();
    onClose();
  };
  const submit = () =>
    void form.submit(
      () => checkWith(schema, { ...extra, [field]: text }),
      async (value) => {
        await onSubmit(value);
        setText("");
      },
    );
  const otherError = form.formError ?? Object.entries(form.errors).find(([key]) => key !== field)?.[1] ?? null;

  return (
    <ModalDialog open={open} title={title} description={description} onClose={close} busy={form.busy} testId={testId}>
      <form
        ref={ref}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="space-y-4"
      >
        <TextAreaField
          label={label}
          value={text}
          onChange={setText}
          max={max}
          error={form.errors[field]}
          hint={hint}
          rows={4}
          // The dialog mounts its content after showModal(), so this lands on every open.
          autoFocus
          onSubmitShortcut={submit}
          data-testid={`${testId}-text`}
        />
        {children}
        <FormAlert message={otherError} testId={`${testId}-error`} />
        <div className="flex flex-wrap justify-end gap-2">
          <TextButton onClick={close} disabled={form.busy}>
            {m.admin_cancel()}
          </TextButton>
          <BusyButton type="submit" variant={tone} busy={form.busy} busyLabel={busyLabel} data-testid={`${testId}-confirm`}>
            {confirmLabel}
          </BusyButton>
        </div>
      </form>
    </ModalDialog>
  );
}
