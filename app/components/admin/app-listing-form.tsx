import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { toast } from "#app/lib/toast.ts";
import { APP_TAGS_MAX, normalizeTags } from "#contract/schemas/app-metadata.ts";
import { editAppListingSchema, type EditAppListingInput } from "#contract/schemas/admin.ts";
import { m } from "#app/paraglide/messages.js";
import type { AdminAppDetail } from "#contract/admin.ts";
import { apiRequest } from "../../lib/api/client.ts";
import { checkWith, useFocusFirstError, useFormState } from "../../lib/forms/use-form-state.ts";
import { useApiData } from "../../lib/use-api-data.ts";
import { TextField } from "../forms/text-field.tsx";
import { BusyButton, FormAlert } from "../profile/ui.tsx";
import { adminCardClass } from "./ui.tsx";

interface CategoryChoice {
  id: string;
  name: string;
}

/**
 * The admin's edit of an app's listing: its category (a select of the active categories, from the
 * public categories API) and its tags (comma-separated, the owner's rules). Checked by the API's
 * own schema before anything is sent; only what changed is sent. Field errors (the browser's
 * check or the API's) show under their field, in the reader's language.
 */
export function AppListingForm({ app, onSaved }: { app: AdminAppDetail; onSaved: (app: AdminAppDetail) => void }) {
  const categories = useApiData<CategoryChoice[]>("/client/categories");
  const [categoryId, setCategoryId] = useState(app.category);
  const [tags, setTags] = useState(app.tags.join(", "));
  const form = useFormState();
  const ref = useRef<HTMLFormElement>(null);
  const selectId = useId();
  useFocusFirstError(ref, form.errors);

  // Another app, or this one changed by a decision: start from its stored values.
  useEffect(() => {
    setCategoryId(app.category);
    setTags(app.tags.join(", "));
  }, [app.category, app.tags]);

  const choices = categories.data ?? [];
  // The current category stays choosable even when it is no longer active (it is then only shown).
  const options = choices.some((choice) => choice.id === app.category)
    ? choices
    : [{ id: app.category, name: app.categoryName }, ...choices];

  const changes = (): EditAppListingInput => {
    const body: EditAppListingInput = {};
    if (categoryId !== app.category) body.categoryId = categoryId;
    const next = normalizeTags(tags.split(/[,，]/));
    if (JSON.stringify(next) !== JSON.stringify(app.tags)) body.tags = tags;
    return body;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = changes();
    if (Object.keys(body).length === 0) {
      toast.info(m.admin_app_edit_nothing());
      return;
    }
    void form.submit(
      () => checkWith(editAppListingSchema, body),
      async (value) => {
        const answer = await apiRequest<{ message?: string; data: AdminAppDetail }>(`/admin/pwas/${encodeURIComponent(app.id)}`, {
          method: "PATCH",
          body: value,
        });
        toast.success(answer.message ?? m.publish_updated());
        onSaved(answer.data);
      },
    );
  };

  const categoryError = form.errors.categoryId;
  return (
    <section className={`${adminCardClass} mt-6`} aria-labelledby={`${selectId}-heading`} data-testid="admin-app-listing">
      <h2 id={`${selectId}-heading`} className="text-lg font-bold text-slate-900 dark:text-white">
        {m.admin_app_listing_heading()}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{m.admin_app_listing_intro()}</p>
      <form ref={ref} noValidate onSubmit={submit} className="mt-4 space-y-4" data-testid="admin-app-listing-form">
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={selectId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
              {m.publish_field_category()}
            </label>
            <select
              id={selectId}
              name="categoryId"
              value={categoryId}
              onChange={(event) => setCategoryId(event.target.value)}
              disabled={form.busy}
              aria-invalid={categoryError ? true : undefined}
              aria-describedby={categoryError ? `${selectId}-error` : undefined}
              className={`focus-ring mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 dark:bg-slate-900 dark:text-slate-100 ${
                categoryError ? "border-red-500" : "border-slate-300 dark:border-slate-700"
              }`}
              data-testid="admin-app-category"
            >
              {options.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ))}
            </select>
            {categoryError ? (
              <p id={`${selectId}-error`} role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
                {categoryError}
              </p>
            ) : null}
            {categories.error ? <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{m.admin_app_categories_failed()}</p> : null}
          </div>
          <TextField
            label={m.publish_field_tags()}
            name="tags"
            value={tags}
            onChange={(event) => setTags(event.target.value)}
            disabled={form.busy}
            error={form.errors.tags}
            hint={m.publish_field_tags_hint({ max: String(APP_TAGS_MAX) })}
            autoComplete="off"
            data-testid="admin-app-tags"
          />
        </div>
        <FormAlert message={form.formError} testId="admin-app-listing-error" />
        <div className="flex justify-end">
          <BusyButton type="submit" busy={form.busy} busyLabel={m.mypwas_saving()} data-testid="admin-app-listing-save">
            {m.mypwas_save()}
          </BusyButton>
        </div>
      </form>
    </section>
  );
}
