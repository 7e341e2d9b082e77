import { useEffect, useId, useState, type ReactNode } from "react";
import { useModalDialog } from "#app/lib/use-modal-dialog.ts";
import { m } from "#app/paraglide/messages.js";
import { DialogCard } from "./dialog-card.tsx";
import { LineIcon } from "./line-icon.tsx";

interface ModalDialogProps {
  open: boolean;
  title: string;
  /** A sentence under the title (the dialog's description). */
  description?: ReactNode;
  /** Close button, Escape, or a click on the backdrop; ignored while `busy`. */
  onClose(): void;
  busy?: boolean;
  children: ReactNode;
  testId?: string;
}

/**
 * A small form in a native modal <dialog> (report, feedback): the page behind is inert, the
 * browser keeps focus inside, Escape and the close button close it, and focus returns to what
 * opened it. The content is mounted only while open, so a form starts empty every time. Controlled:
 * the caller owns `open`.
 */
export function ModalDialog({ open, title, description, onClose, busy = false, children, testId }: ModalDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  // The content mounts once the dialog is open, so a field's autoFocus lands every time it opens
  // (focus() on an element of a closed dialog does nothing, and a form whose chunk is already
  // loaded would mount in the same commit as `open`, before showModal()).
  const [shown, setShown] = useState(false);
  const dialog = useModalDialog({ open, busy, onDismiss: onClose, onOpened: () => setShown(true) });
  useEffect(() => {
    if (!open) setShown(false);
  }, [open]);

  return (
    <DialogCard
      dialog={dialog}
      titleId={titleId}
      descriptionId={description ? descriptionId : undefined}
      size="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
      testId={testId}
    >
      {open ? (
        <div className="p-5 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <h2 id={titleId} className="break-words text-lg font-bold">
                {title}
              </h2>
              {description ? (
                <div id={descriptionId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  {description}
                </div>
              ) : null}
            </div>
            <DialogCloseButton onClick={dialog.dismiss} disabled={busy} />
          </div>
          <div className="mt-5">{shown ? children : null}</div>
        </div>
      ) : null}
    </DialogCard>
  );
}

/** The × in the corner of a dialog (and of the admin menu's drawer), named "Close" for screen readers. */
export function DialogCloseButton({ onClick, disabled = false }: { onClick(): void; disabled?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={m.dialog_close()}
      className="focus-ring shrink-0 rounded-md p-1 text-slate-500 hover:bg-slate-100 disabled:opacity-50 dark:hover:bg-slate-800"
    >
      <LineIcon d="M6 6l12 12M18 6 6 18" className="h-5 w-5" />
    </button>
  );
}
