import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { Suggestions } from "#contract/catalog.ts";
import { MIN_SUGGESTION_QUERY, searchedLength } from "#contract/search-words.ts";
import { m } from "#app/paraglide/messages.js";
import { apiBaseUrl } from "../../lib/api/client.ts";
import { isSingular } from "../../lib/plural.ts";
import { searchFromForm } from "../../lib/search-query.ts";
import { CategoryIcon } from "../category-icon.tsx";
import { Highlighted } from "./highlighted.tsx";

/** Wait this long after the last key before asking (a word typed at speed asks once). */
const TYPING_PAUSE_MS = 120;

interface Option {
  id: string;
  href: string;
  kind: "app" | "category" | "all";
}

/** Answers already had on this page, by what was typed: Backspace asks nothing again. */
const answered = new Map<string, Suggestions>();

async function fetchSuggestions(q: string, signal: AbortSignal): Promise<Suggestions> {
  const known = answered.get(q);
  if (known) return known;
  // No credentials: the answer is the same for everyone, and the edge cache skips requests with them.
  const response = await fetch(`${apiBaseUrl()}/client/suggestions?${new URLSearchParams({ q })}`, {
    headers: { Accept: "application/json" },
    signal,
  });
  if (!response.ok) throw new Error(`suggestions: HTTP ${response.status}`);
  const { data } = (await response.json()) as { data: Suggestions };
  answered.set(q, data);
  return data;
}

/**
 * Suggestions under the header's search box (issue 39, ADR 0071): an ARIA combobox (the 1.2
 * pattern: focus stays in the box, the list's active option is its `aria-activedescendant`) made of
 * the box HeaderSearch renders, which this module downloads into on the box's first focus, and the
 * list below it. From MIN_SUGGESTION_QUERY letters typed: up to six apps (icon, name, category)
 * and the matching categories, the words matched highlighted, then "All results". Arrows move,
 * Enter opens the active option (or searches when none is), Escape closes, a pointer picks. Without
 * a suggestion the box is the plain search form it was.
 */
export default function HeaderSuggestions({ inputId }: { inputId: string }) {
  const navigate = useNavigate();
  const [found, setFound] = useState<{ q: string; data: Suggestions } | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${inputId}-suggestions`;

  const options: Option[] = found
    ? [
        ...found.data.apps.map((app): Option => ({ id: `${listId}-a-${app.id}`, href: `/app/${app.slug}`, kind: "app" })),
        ...found.data.categories.map(
          (category): Option => ({ id: `${listId}-c-${category.id}`, href: `/categories/${category.id}`, kind: "category" }),
        ),
        { id: `${listId}-all`, href: `/store${searchFromForm([["q", found.q]])}`, kind: "all" },
      ]
    : [];
  const shown = open && options.length > 1;

  const pick = (option: Option) => {
    setOpen(false);
    navigate(option.href);
  };

  // The box's keys and typing, read through a ref: the listeners are added once, the state changes.
  const latest = useRef({ options, shown, active, pick });
  latest.current = { options, shown, active, pick };

  useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    if (!input) return;
    input.setAttribute("role", "combobox");
    input.setAttribute("aria-autocomplete", "list");
    input.setAttribute("aria-controls", listId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let request: AbortController | undefined;
    const ask = () => {
      clearTimeout(timer);
      request?.abort();
      const q = input.value.trim();
      if (searchedLength(q) < MIN_SUGGESTION_QUERY) {
        setFound(null);
        setOpen(false);
        return;
      }
      const controller = new AbortController();
      request = controller;
      timer = setTimeout(() => {
        fetchSuggestions(q, controller.signal).then(
          (data) => {
            if (controller.signal.aborted) return;
            setFound({ q, data });
            setActive(-1);
            setOpen(document.activeElement === input);
          },
          // Offline or refused: the box stays the plain search form, Enter still searches.
          () => {},
        );
      }, TYPING_PAUSE_MS);
    };
    const onKey = (event: KeyboardEvent) => {
      const { options: list, shown: listed, active: current, pick: choose } = latest.current;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (list.length <= 1) return;
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        setOpen(true);
        // From no active option (or a closed list) to the first or the last; round at the ends.
        const from = listed ? current : -1;
        setActive(from < 0 ? (step === 1 ? 0 : list.length - 1) : (from + step + list.length) % list.length);
      } else if (event.key === "Enter" && listed && current >= 0) {
        event.preventDefault();
        choose(list[current]!);
      } else if (event.key === "Escape" && listed) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    };
    const onFocus = () => setOpen(true);
    const onBlur = () => {
      setOpen(false);
      setActive(-1);
    };
    input.addEventListener("input", ask);
    input.addEventListener("keydown", onKey);
    input.addEventListener("focus", onFocus);
    input.addEventListener("blur", onBlur);
    // Typed before this module arrived: asked at once.
    if (input.value.trim()) ask();
    return () => {
      clearTimeout(timer);
      request?.abort();
      input.removeEventListener("input", ask);
      input.removeEventListener("keydown", onKey);
      input.removeEventListener("focus", onFocus);
      input.removeEventListener("blur", onBlur);
    };
  }, [inputId, listId]);

  const activeId = shown && active >= 0 ? options[active]?.id : undefined;
  useEffect(() => {
    const input = document.getElementById(inputId);
    input?.setAttribute("aria-expanded", String(shown));
    if (activeId) input?.setAttribute("aria-activedescendant", activeId);
    else input?.removeAttribute("aria-activedescendant");
  }, [inputId, shown, activeId]);

  const count = options.length - 1;
  const status = !found
    ? ""
    : count > 0
      ? (isSingular(count) ? m.search_suggestions_count_one : m.search_suggestions_count_other)({ count })
      : m.search_suggestions_none();
  const mark = found ? `${found.q} ${found.data.correctedQuery ?? ""}` : "";
  const optionProps = (option: Option, index: number) => ({
    id: option.id,
    role: "option",
    "aria-selected": index === active,
    // The box keeps the focus: a press does not blur it, a click picks.
    onMouseDown: (event: React.MouseEvent) => event.preventDefault(),
    onClick: () => pick(option),
    onMouseMove: () => setActive(index),
    className: `flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm ${
      index === active ? "bg-brand-50 text-brand-900 dark:bg-brand-900/50 dark:text-white" : "text-slate-800 dark:text-slate-100"
    }`,
  });
  const groupLabel = "px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400";

  return (
    <>
      <div role="status" className="sr-only">
        {open ? status : ""}
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={m.search_suggestions_label()}
        hidden={!shown}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        data-testid="search-suggestions"
      >
        {found && found.data.apps.length > 0 ? (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role="group" (ARIA 1.2); a fieldset is a form's
          <div role="group" aria-labelledby={`${listId}-apps`}>
            <div id={`${listId}-apps`} role="presentation" className={groupLabel}>
              {m.search_suggestions_apps()}
            </div>
            {found.data.apps.map((app, i) => (
              <div key={app.id} {...optionProps(options[i]!, i)}>
                <img src={app.icon} alt="" width={32} height={32} className="h-8 w-8 shrink-0 rounded-lg" />
                <span className="min-w-0">
                  <span className="block truncate font-medium">
                    <Highlighted text={app.name} query={mark} />
                  </span>
                  <span className="block truncate text-xs text-muted">{app.categoryName}</span>
                </span>
              </div>
            ))}
          </div>
        ) : null}
        {found && found.data.categories.length > 0 ? (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role="group" (ARIA 1.2); a fieldset is a form's
          <div role="group" aria-labelledby={`${listId}-categories`}>
            <div id={`${listId}-categories`} role="presentation" className={groupLabel}>
              {m.search_suggestions_categories()}
            </div>
            {found.data.categories.map((category, i) => {
              const index = found.data.apps.length + i;
              return (
                <div key={category.id} {...optionProps(options[index]!, index)}>
                  <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-slate-100 dark:bg-slate-800">
                    <CategoryIcon name={category.icon} className="h-5 w-5" />
                  </span>
                  <span className="min-w-0">
                    <span className="block truncate font-medium">
                      <Highlighted text={category.name} query={mark} />
                    </span>
                    <span className="block text-xs text-muted">{m.search_suggestions_category()}</span>
                  </span>
                </div>
              );
            })}
          </div>
        ) : null}
        {found ? (
          <div {...optionProps(options[count]!, count)}>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="mx-1.5 h-5 w-5 shrink-0"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinecap="round"
            >
              <circle cx="11" cy="11" r="7" />
              <path d="M20 20l-3.5-3.5" />
            </svg>
            <span className="min-w-0 truncate">{m.search_suggestions_all({ q: found.q })}</span>
          </div>
        ) : null}
      </div>
    </>
  );
}
