import { useId, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { searchFromForm } from "../../lib/search-query.ts";

/**
 * The header's search box: a GET form to /store with `q` (Enter submits; without JavaScript the
 * browser does the same). On /store it shows the current query.
 */
export function HeaderSearch({ className = "", onSearch }: { className?: string; onSearch?: () => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const current = location.pathname === "/store" ? (new URLSearchParams(location.search).get("q") ?? "") : "";

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(`/store${searchFromForm(new FormData(event.currentTarget))}`);
    onSearch?.();
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
        className="focus-ring block w-full rounded-lg border border-slate-300 bg-white py-2 pl-3 pr-10 text-base text-slate-900 placeholder-slate-500 sm:text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder-slate-400"
      />
      <button
        type="submit"
        aria-label={m.store_search_submit()}
        className="focus-ring absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-brand-600 dark:text-slate-400 dark:hover:text-brand-100"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" />
        </svg>
      </button>
    </form>
  );
}
