import { lazy, Suspense, useId, useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { browserOnly } from "../../lib/browser-only.ts";
import { lazyModule } from "../../lib/lazy-module.ts";
import { searchFromForm } from "../../lib/search-query.ts";

// The suggestions (and the highlighting) download on the box's first focus, never with the page.
const HeaderSuggestions = lazy(lazyModule(() => (import.meta.env.SSR ? browserOnly() : import("./header-suggestions.tsx"))));

/**
 * The header's search box: a GET form to /store with `q` (Enter submits; without JavaScript the
 * browser does the same). On /store it shows the current query. Focused, it becomes a combobox of
 * suggestions (header-suggestions.tsx).
 */
export function HeaderSearch({ className = "" }: { className?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const [suggesting, setSuggesting] = useState(false);
  const current = location.pathname === "/store" ? (new URLSearchParams(location.search).get("q") ?? "") : "";

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(`/store${searchFromForm(new FormData(event.currentTarget))}`);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role="search" is the landmark every browser supports
    <form
      method="get"
      action="/store"
      role="search"
      aria-label={m.store_header_search()}
      onSubmit={submit}
      className={`relative ${className}`}
      data-testid="header-search"
    >
      <label htmlFor={`${id}-q`} className="sr-only">
        {m.store_search_label()}
      </label>
      <input
        // A new URL (another search, Back) shows its own query.
        key={current}
        id={`${id}-q`}
        type="search"
        name="q"
        defaultValue={current}
        placeholder={m.store_search_placeholder()}
        maxLength={200}
        enterKeyHint="search"
        autoComplete="off"
        onFocus={() => setSuggesting(true)}
        className="header-search-box"
      />
      <button type="submit" aria-label={m.store_search_submit()} className="header-search-submit">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
        >
          {/* A lens: a circle of radius 7 around (11, 11), and its handle, as one path. */}
          <path d="M4 11a7 7 0 1 0 14 0 7 7 0 1 0-14 0m16 9-3.5-3.5" />
        </svg>
      </button>
      {suggesting ? (
        <Suspense>
          <HeaderSuggestions key={current} inputId={`${id}-q`} />
        </Suspense>
      ) : null}
    </form>
  );
}
