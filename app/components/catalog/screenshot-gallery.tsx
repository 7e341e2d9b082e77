import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { m } from "#app/paraglide/messages.js";
import type { AppScreenshot } from "#db/schema.ts";
import { LineIcon } from "../line-icon.tsx";

/** Width and height from a manifest `sizes` value ("1280x720 640x360": the first), else 16:9. */
export function screenshotSize(sizes: string | undefined): { width: number; height: number } {
  const match = /^\s*(\d{1,5})[xX](\d{1,5})\b/.exec(sizes ?? "");
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  return width > 0 && height > 0 ? { width, height } : { width: 1280, height: 720 };
}

const iconButton =
  "focus-ring flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white dark:bg-slate-800/90 dark:text-white dark:hover:bg-slate-700";

function Chevron({ direction }: { direction: "left" | "right" }) {
  return <LineIcon d={direction === "left" ? "M15 18l-6-6 6-6" : "M9 18l6-6-6-6"} className="h-6 w-6" />;
}

/**
 * The app's screenshots as a scrollable strip of buttons; each opens the lightbox: a modal
 * <dialog> (the page behind is inert), Escape or the close button or a click outside the image
 * closes it, the arrow keys (and the buttons) move between screenshots, Tab stays inside it, and
 * focus goes back to the screenshot that opened it.
 */
export function ScreenshotGallery({ screenshots, appName }: { screenshots: readonly AppScreenshot[]; appName: string }) {
  const [index, setIndex] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const total = screenshots.length;
  const open = index !== null;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      closeButton.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  if (total === 0) return null;

  const altFor = (position: number) => {
    const label = screenshots[position]?.label;
    const base = m.app_screenshot_alt({ name: appName, index: String(position + 1), total: String(total) });
    return label ? `${base}: ${label}` : base;
  };
  const close = () => {
    setIndex(null);
    // After React closed the dialog: the opener is focusable again once the page is not inert.
    window.requestAnimationFrame(() => opener.current?.focus());
  };
  const step = (delta: number) => setIndex((current) => (current === null ? current : (current + delta + total) % total));

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "ArrowRight") step(1);
    else if (event.key === "ArrowLeft") step(-1);
    else if (event.key === "Home") setIndex(0);
    else if (event.key === "End") setIndex(total - 1);
    else if (event.key === "Tab") {
      // Keep Tab inside the dialog (a modal dialog alone would let it reach the browser's toolbar).
      const focusable = [...(dialog.current?.querySelectorAll<HTMLElement>("button:not([disabled])") ?? [])];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) last.focus();
      else if (!event.shiftKey && document.activeElement === last) first.focus();
      else return;
    } else return;
    event.preventDefault();
  };

  const current = index === null ? null : screenshots[index];
  const currentSize = screenshotSize(current?.sizes);

  return (
    <>
      <ul className="flex snap-x gap-4 overflow-x-auto pb-3" data-testid="screenshots">
        {screenshots.map((shot, position) => {
          const size = screenshotSize(shot.sizes);
          return (
            <li key={`${position}-${shot.src.slice(0, 64)}`} className="shrink-0 snap-start">
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={(event) => {
                  opener.current = event.currentTarget;
                  setIndex(position);
                }}
                className="focus-ring block overflow-hidden rounded-xl border border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-900"
                data-testid="screenshot-thumbnail"
              >
                <img
                  src={shot.src}
                  alt={altFor(position)}
                  width={size.width}
                  height={size.height}
                  // The first screenshot shows in the first screen of a phone: often the page's
                  // largest image, so it loads at once; the rest scroll into view sideways.
                  loading={position === 0 ? "eager" : "lazy"}
                  fetchPriority={position === 0 ? "high" : undefined}
                  decoding="async"
                  className="h-44 w-auto max-w-[80vw] object-contain sm:h-56"
                />
              </button>
            </li>
          );
        })}
      </ul>

      <dialog
        ref={dialog}
        aria-label={m.app_screenshots_dialog({ name: appName })}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        onClick={(event) => {
          if (event.target === dialog.current) close(); // the backdrop or the frame around the image
        }}
        onKeyDown={onKeyDown}
        className="m-auto h-[100dvh] max-h-none w-screen max-w-none bg-transparent p-0 backdrop:bg-slate-950/85"
        data-testid="lightbox"
      >
        {current ? (
          <div className="pointer-events-none flex h-full w-full flex-col items-center justify-center gap-4 p-4 sm:p-10">
            <img
              src={current.src}
              alt={altFor(index ?? 0)}
              width={currentSize.width}
              height={currentSize.height}
              className="pointer-events-auto max-h-[80dvh] w-auto max-w-full rounded-lg object-contain shadow-2xl"
              data-testid="lightbox-image"
            />
            <p
              className="pointer-events-auto rounded-full bg-slate-900/80 px-3 py-1 text-sm text-white"
              aria-live="polite"
              data-testid="lightbox-position"
            >
              {m.app_screenshot_position({ index: String((index ?? 0) + 1), total: String(total) })}
            </p>
          </div>
        ) : null}
        <button
          ref={closeButton}
          type="button"
          onClick={close}
          aria-label={m.app_lightbox_close()}
          className={`${iconButton} absolute right-4 top-4`}
          data-testid="lightbox-close"
        >
          <LineIcon d="M6 6l12 12M18 6L6 18" className="h-6 w-6" />
        </button>
        {total > 1 ? (
          <>
            <button
              type="button"
              onClick={() => step(-1)}
              aria-label={m.app_lightbox_previous()}
              className={`${iconButton} absolute left-3 top-1/2 -translate-y-1/2`}
              data-testid="lightbox-previous"
            >
              <Chevron direction="left" />
            </button>
            <button
              type="button"
              onClick={() => step(1)}
              aria-label={m.app_lightbox_next()}
              className={`${iconButton} absolute right-3 top-1/2 -translate-y-1/2`}
              data-testid="lightbox-next"
            >
              <Chevron direction="right" />
            </button>
          </>
        ) : null}
      </dialog>
    </>
  );
}
