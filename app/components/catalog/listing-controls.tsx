import { useEffect, useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { m } from "#app/paraglide/messages.js";
import type { CategoryOption } from "../../lib/catalog-card.ts";
import { SORT_CHOICES, type ListingFormState } from "../../lib/catalog-listing.ts";
import { searchFromForm } from "../../lib/search-query.ts";
import type { AppSort } from "#contract/schemas/catalog.ts";

export function sortLabel(sort: AppSort): string {
  switch (sort) {
    case "relevance":
      return m.store_sort_relevance();
    case "popular":
      return m.store_sort_popular();
    case "new":
      return m.store_sort_new();
    case "trending":
      return m.store_sort_trending();
    case "rating":
      return m.store_sort_rating();
    case "name":
      return m.store_sort_name();
  }
}

/** A search box or select of the listing (shortcut in uno.config.ts). */
const fieldClass = "listing-field";

/** True once React has hydrated the page (the first client render still matches the server's). */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

interface ListingControlsProps {
  /** Where the form goes: the page's own path. */
  action: string;
  form: ListingFormState;
  /** Which controls the page offers. */
  show: { q?: boolean; category?: boolean; sort?: boolean };
  categories?: readonly CategoryOption[];
}

/**
 * The search box, category filter and sort menu of a listing page, as one GET form: it works
 * without JavaScript (the browser submits it; an Apply button appears when there is no search
 * button), and with JavaScript a changed menu applies at once and the URL carries only the real
 * choices. A new choice starts again at page 1 (the form has no page field). While searching, the
 * first sort entry is the default order, relevance; otherwise it is popularity.
 *
 * The Apply button is in the server's page until the page hydrates (so a page whose scripts fail
 * still filters), beside the last menu on every width: when it goes, that menu grows into its
 * place and nothing below moves (on its own row, the grid jumped up on phones: a layout shift;
 * tests/e2e/catalog.spec.ts).
 */
export function ListingControls({ action, form, show, categories = [] }: ListingControlsProps) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const id = useId();
  const defaultSortLabel = form.q ? m.store_sort_relevance() : m.store_sort_popular();
  const sortValue = form.sortChosen ? form.sort : "";
  // Controlled menus, so Back/Forward (new loader data, same component) shows the URL's choice.
  const [category, setCategory] = useState(form.category);
  const [sort, setSort] = useState(sortValue);
  useEffect(() => setCategory(form.category), [form.category]);
  useEffect(() => setSort(sortValue), [sortValue]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(action + searchFromForm(new FormData(event.currentTarget)));
  };
  const applyAtOnce = (set: (value: string) => void) => (event: ChangeEvent<HTMLSelectElement>) => {
    set(event.target.value);
    event.target.form?.requestSubmit();
  };
  // Without JavaScript a changed menu needs a button; with it, menus apply at once.
  const applyButton =
    !show.q && !hydrated ? (
      <button type="submit" className="btn-primary shrink-0 px-4 py-2.5 text-sm">
        {m.store_filters_apply()}
      </button>
    ) : null;

  return (
    <form
      method="get"
      action={action}
      onSubmit={submit}
      role={show.q ? "search" : undefined}
      aria-label={show.q ? m.store_search_label() : m.store_filters_label()}
      className="space-y-3"
      data-testid="listing-controls"
    >
      {show.q ? (
        <div className="flex gap-2">
          <label htmlFor={`${id}-q`} className="sr-only">
            {m.store_search_label()}
          </label>
          <input
            key={form.q}
            id={`${id}-q`}
            type="search"
            name="q"
            defaultValue={form.q}
            placeholder={m.store_search_placeholder()}
            maxLength={200}
            enterKeyHint="search"
            autoComplete="off"
            className={`${fieldClass} min-w-0 flex-1`}
            data-testid="store-search-input"
          />
          <button type="submit" className="btn-primary shrink-0 px-4 py-2.5 text-sm">
            {m.store_search_submit()}
          </button>
        </div>
      ) : null}
      {show.category || show.sort ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          {show.category ? (
            <MenuWithApply apply={!show.sort && applyButton}>
              <label htmlFor={`${id}-category`} className="listing-label">
                {m.store_category_label()}
              </label>
              <select
                id={`${id}-category`}
                name="category"
                value={category}
                onChange={applyAtOnce(setCategory)}
                className={fieldClass}
                data-testid="category-filter"
              >
                <option value="">{m.store_category_all()}</option>
                {categories.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name}
                  </option>
                ))}
              </select>
            </MenuWithApply>
          ) : null}
          {show.sort ? (
            <MenuWithApply apply={applyButton}>
              <label htmlFor={`${id}-sort`} className="listing-label">
                {m.store_sort_label()}
              </label>
              <select
                id={`${id}-sort`}
                name="sort"
                value={sort}
                onChange={applyAtOnce(setSort)}
                className={fieldClass}
                data-testid="sort-select"
              >
                <option value="">{defaultSortLabel}</option>
                {SORT_CHOICES.filter((choice) => form.q || choice !== "popular").map((choice) => (
                  <option key={choice} value={choice}>
                    {sortLabel(choice)}
                  </option>
                ))}
              </select>
            </MenuWithApply>
          ) : null}
        </div>
      ) : null}
      {form.pageSize ? <input type="hidden" name="pageSize" value={form.pageSize} /> : null}
    </form>
  );
}

/** A labelled menu of the listing's form, and the Apply button beside it when there is one (see ListingControls). */
function MenuWithApply({ apply, children }: { apply: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-end gap-2">
      <div className="min-w-0 flex-1 sm:w-56 sm:flex-none">{children}</div>
      {apply}
    </div>
  );
}
