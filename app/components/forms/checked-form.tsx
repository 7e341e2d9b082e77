import { useRef, type ComponentProps, type FormHTMLAttributes } from "react";
import { type FieldErrors, useFocusFirstError } from "../../lib/forms/use-form-state.ts";
import { BusyButton, TextButton } from "../profile/ui.tsx";

type CheckedFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit"> & {
  /** The form's field errors (useFormState's): the focus moves to the first field they mark. */
  errors: FieldErrors;
  /** Runs the check and the write: submitting (the button, Enter) calls it instead of loading a page. */
  onSend(): void;
};

/**
 * A form its component checks with the API's schema (useFormState), not the browser: `noValidate`,
 * a submit runs `onSend`, and once a check or the API has marked fields invalid, keyboard and
 * screen-reader users land on the first of them.
 */
export function CheckedForm({ errors, onSend, ...form }: CheckedFormProps) {
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirstError(ref, errors);
  return (
    <form
      ref={ref}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
      {...form}
    />
  );
}

type DialogButtonsProps = ComponentProps<typeof BusyButton> & { cancelLabel: string; onCancel(): void };

/**
 * The buttons a form in a dialog ends with: Cancel, unavailable while the form is sent, and the
 * submit button (the other props are its own: `busyLabel` while it runs, `variant`, a test id).
 */
export function DialogButtons({ cancelLabel, onCancel, busy, children, ...submit }: DialogButtonsProps) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <TextButton onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </TextButton>
      <BusyButton type="submit" busy={busy} {...submit}>
        {children}
      </BusyButton>
    </div>
  );
}

/**
 * What a form shows above its buttons: its own error, else a field error that none of its `fields`
 * shows (the API naming a field the form has not, such as a malformed id).
 */
export function formLevelError(form: { errors: FieldErrors; formError: string | null }, fields: readonly string[]): string | null {
  return form.formError ?? Object.entries(form.errors).find(([field]) => !fields.includes(field))?.[1] ?? null;
}
