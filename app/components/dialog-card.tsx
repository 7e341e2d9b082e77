import type { ReactNode } from "react";
import type { useModalDialog } from "#app/lib/use-modal-dialog.ts";

/**
 * The card a centred modal <dialog> is drawn in (ConfirmDialog, ModalDialog): over the dimmed
 * page, named by its title and described by its description when it has one, with the behaviour
 * of `useModalDialog`. `size` is its max-width class (and what else its content needs).
 */
export function DialogCard({
  dialog,
  titleId,
  descriptionId,
  size,
  testId,
  children,
}: {
  dialog: Pick<ReturnType<typeof useModalDialog>, "ref" | "dialogProps">;
  titleId: string;
  descriptionId?: string;
  size: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <dialog
      ref={dialog.ref}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      {...dialog.dialogProps}
      className={`m-auto w-[calc(100%-2rem)] ${size} rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100`}
      data-testid={testId}
    >
      {children}
    </dialog>
  );
}
