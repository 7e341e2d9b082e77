import { useEffect, useRef, type MouseEvent, type SyntheticEvent } from "react";

/**
 * The behaviour every modal <dialog> of the store shares (confirmations, small forms): `open`
 * drives showModal()/close(), so the page behind is inert and the browser keeps focus inside;
 * Escape and a click on the backdrop ask the caller to close (never while `busy`); on close,
 * focus returns to whatever had it before, unless the caller already put it somewhere on purpose.
 *
 * @example
 * const { ref, dialogProps, dismiss } = useModalDialog({ open, busy, onDismiss: close });
 * return <dialog ref={ref} {...dialogProps}>…<button onClick={dismiss}>Cancel</button></dialog>;
 */
export function useModalDialog({
  open,
  busy = false,
  onDismiss,
  onOpened,
}: {
  open: boolean;
  busy?: boolean;
  onDismiss(): void;
  /** Right after showModal(), e.g. to focus the safe choice. */
  onOpened?(dialog: HTMLDialogElement): void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const opened = useRef(onOpened);
  opened.current = onOpened;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      opened.current?.(element);
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  const dismiss = () => {
    if (!busy) onDismiss();
  };

  const dialogProps = {
    onCancel(event: SyntheticEvent<HTMLDialogElement>) {
      // Escape: the caller decides (it closes through `open`), and never while busy.
      event.preventDefault();
      dismiss();
    },
    onClick(event: MouseEvent<HTMLDialogElement>) {
      if (event.target === ref.current) dismiss(); // a click on the backdrop
    },
    onClose() {
      const target = returnFocus.current;
      returnFocus.current = null;
      const active = document.activeElement;
      const unplaced = !active || active === document.body || ref.current?.contains(active);
      if (unplaced && target?.isConnected) target.focus();
    },
  };

  return { ref, dialogProps, dismiss };
}
