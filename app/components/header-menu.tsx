import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { LineIcon } from "./line-icon.tsx";

export interface HeaderMenuOption<T extends string> {
  value: T;
  label: ReactNode;
  icon?: ReactNode;
  /** BCP 47 tag of the label when it is not in the page's language (language names). */
  lang?: string;
}

interface HeaderMenuProps<T extends string> {
  /** The button's accessible name (it may show only an icon). */
  buttonLabel: string;
  /** What the button shows. */
  buttonContent: ReactNode;
  /** The menu's accessible name. */
  menuLabel: string;
  options: readonly HeaderMenuOption<T>[];
  selected: T;
  onSelect: (value: T) => void;
  testId?: string;
}

/**
 * A header menu button with a single-choice menu (WAI-ARIA menu button pattern, menuitemradio
 * items): Enter, Space or ArrowDown opens it on the checked item (ArrowUp on the last one);
 * arrows, Home and End move; Enter or Space chooses; Escape closes and returns focus to the
 * button; Tab, an outside click or an outside focus closes it.
 */
export function HeaderMenu<T extends string>({
  buttonLabel,
  buttonContent,
  menuLabel,
  options,
  selected,
  onSelect,
  testId,
}: HeaderMenuProps<T>) {
  const [open, setOpen] = useState(false);
  // The option to focus once the menu renders (set when it opens).
  const [pendingFocus, setPendingFocus] = useState<number | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();

  const selectedIndex = Math.max(
    0,
    options.findIndex((option) => option.value === selected),
  );

  const openAt = (index: number) => {
    setOpen(true);
    setPendingFocus(index);
  };

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setPendingFocus(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (open && pendingFocus !== null) {
      itemRefs.current[pendingFocus]?.focus();
      setPendingFocus(null);
    }
  }, [open, pendingFocus]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close(true);
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, close]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      openAt(selectedIndex);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openAt(options.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = itemRefs.current.indexOf(document.activeElement as HTMLButtonElement | null);
    const last = options.length - 1;
    let next: number | null = null;
    if (event.key === "ArrowDown") next = current >= last ? 0 : current + 1;
    else if (event.key === "ArrowUp") next = current <= 0 ? last : current - 1;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = last;
    // Back on the button, the browser's own Tab then moves on from there.
    else if (event.key === "Tab") close(true);
    if (next !== null) {
      event.preventDefault();
      itemRefs.current[next]?.focus();
    }
  };

  const choose = (value: T) => {
    close(true);
    onSelect(value);
  };

  return (
    <div ref={containerRef} className="relative" data-testid={testId}>
      <button
        ref={buttonRef}
        type="button"
        className="focus-ring flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        aria-label={buttonLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(selectedIndex))}
        onKeyDown={onButtonKeyDown}
      >
        {buttonContent}
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={menuLabel}
          className="absolute right-0 top-full z-50 mt-2 min-w-40 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
          onKeyDown={onMenuKeyDown}
        >
          {options.map((option, index) => {
            const checked = option.value === selected;
            return (
              <button
                key={option.value}
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitemradio"
                aria-checked={checked}
                tabIndex={-1}
                lang={option.lang}
                className={`focus-ring flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 focus:bg-slate-100 dark:hover:bg-slate-800 dark:focus:bg-slate-800 ${
                  checked ? "font-semibold text-brand-700 dark:text-brand-100" : "text-slate-700 dark:text-slate-200"
                }`}
                onClick={() => choose(option.value)}
              >
                {option.icon}
                <span className="flex-1">{option.label}</span>
                <LineIcon d="M5 12l5 5L20 7" className={`h-4 w-4 ${checked ? "" : "invisible"}`} />
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
