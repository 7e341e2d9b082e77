import { useId, type ReactNode } from "react";
import { useModalDialog } from "#app/lib/use-modal-dialog.ts";
import { DialogCard } from "./dialog-card.tsx";
import { BusyButton, FormAlert, TextButton } from "./profile/ui.tsx";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence or two (the dialog's description). */
  body?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** While the confirmed action runs: the confirm button shows `busyLabel`, and nothing closes the dialog. */
  busy?: boolean;
  busyLabel?: string;
  /** `danger` for what cannot be undone (delete, clear). */
  tone?: "danger" | "primary";
  /** A failure of the confirmed action, shown inside the dialog (role="alert"). */
  error?: string | null;
  onConfirm(): void;
  /** Cancel button, Escape, or a click on the backdrop. */
  onCancel(): void;
  testId?: string;
}

/**
 * "Are you sure?" before something that cannot be undone. A native modal <dialog> (showModal):
 * the page behind is inert, the browser keeps focus inside and Escape cancels. Focus starts on
 * Cancel (the safe choice: Enter right after opening does nothing harmful) and returns to
 * whatever had it before the dialog opened. Controlled: the caller owns `open`.
 *
 * @example
 * <ConfirmDialog open={asking} title="Clear history?" confirmLabel="Clear all" cancelLabel="Cancel"
 *   tone="danger" busy={clearing} busyLabel="Clearing…" onConfirm={clear} onCancel={() => setAsking(false)} />
 */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  cancelLabel,
  busy = false,
  busyLabel,
  tone = "danger",
  error,
  onConfirm,
  onCancel,
  testId = "confirm-dialog",
}: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const dialog = useModalDialog({
    open,
    busy,
    onDismiss: onCancel,
    // Focus starts on Cancel: Enter right after opening does nothing harmful.
    onOpened: (element) => element.querySelector<HTMLButtonElement>("[data-dialog-cancel]")?.focus(),
  });

  return (
    <DialogCard dialog={dialog} titleId={titleId} descriptionId={body ? bodyId : undefined} size="max-w-md" testId={testId}>
      <div className="space-y-4 p-6">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        {body ? (
          <div id={bodyId} className="text-sm text-slate-600 dark:text-slate-400">
            {body}
          </div>
        ) : null}
        <FormAlert message={error ?? null} testId={`${testId}-error`} />
        <div className="flex flex-wrap justify-end gap-2">
          <TextButton onClick={dialog.dismiss} disabled={busy} data-dialog-cancel="" data-testid={`${testId}-cancel`}>
            {cancelLabel}
          </TextButton>
          <BusyButton
            variant={tone}
            busy={busy}
            busyLabel={busyLabel ?? confirmLabel}
            onClick={onConfirm}
            data-testid={`${testId}-confirm`}
          >
            {confirmLabel}
          </BusyButton>
        </div>
      </div>
    </DialogCard>
  );
}
