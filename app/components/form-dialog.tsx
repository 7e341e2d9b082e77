import { Suspense, useState, type ReactNode } from "react";
import { toast } from "#app/lib/toast.ts";
import { m } from "#app/paraglide/messages.js";
import { ModalDialog } from "./modal-dialog.tsx";

/** What a form inside a FormDialog is handed: it reports busy, cancels, and says it sent. */
export interface DialogFormProps {
  onBusyChange(busy: boolean): void;
  onCancel(): void;
  onSent(message: string): void;
}

/**
 * A modal around a form fetched when it first opens (feedback, a report): "Loading…" until the
 * form arrives, nothing closes it while the form sends, and once sent the API's message is a
 * toast and the dialog closes.
 */
export function FormDialog({
  open,
  title,
  description,
  onClose,
  testId,
  form,
}: {
  open: boolean;
  title: string;
  description: string;
  onClose(): void;
  testId: string;
  /** The form, given the dialog's handlers (null while there is nothing to show). */
  form(props: DialogFormProps): ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const onSent = (message: string) => {
    toast.success(message);
    onClose();
  };
  return (
    <ModalDialog open={open} title={title} description={description} onClose={onClose} busy={busy} testId={testId}>
      <Suspense fallback={<p className="py-6 text-center text-sm text-slate-500 dark:text-slate-400">{m.loading()}</p>}>
        {form({ onBusyChange: setBusy, onCancel: onClose, onSent })}
      </Suspense>
    </ModalDialog>
  );
}
