import { useEffect, useId, useState } from "react";
import { toast } from "#app/lib/toast.ts";
import { APP_TAGS_MAX, normalizeTags } from "#contract/schemas/app-metadata.ts";
import { editAppListingSchema } from "#contract/schemas/admin.ts";
import { m } from "#app/paraglide/messages.js";
import type { AdminAppDetail } from "#contract/admin.ts";
import { checkWith, useFormState } from "../../lib/forms/use-form-state.ts";
import { type ActionResult, sendApi, unwrap } from "../../lib/route-data.ts";
import { useAction } from "../../lib/use-action.ts";
import { CheckedForm } from "../forms/checked-form.tsx";
import { SelectField } from "../forms/select-field.tsx";
import { TextField } from "../forms/text-field.tsx";
import { BusyButton, FormAlert } from "../profile/ui.tsx";
import { adminCardClass } from "./ui.tsx";

/** A category the listing may move to (the public categories API). */
export interface CategoryChoice {
  id: string;
  name: string;
}

/** What changed in the listing: the category's id and the tags as typed (the API splits them). */
export type ListingChanges = { categoryId?: string; tags?: string };

/** The edit's write, for the `clientAction` of the page showing `AppListingForm` (`intent: "listing"`). */
export function sendListing(id: string, changes: ListingChanges): Promise<ActionResult<AdminAppDetail>> {
  return sendApi<AdminAppDetail>(`/admin/pwas/${encodeURIComponent(id)}`, { method: "PATCH", body: changes, success: m.publish_updated() });
}

/**
 * The admin's edit of an app's listing: its category (a select of the active categories; `null`
 * when they could not be read) and its tags (comma-separated, the owner's rules). Checked by the
 * API's own schema before anything is sent; only what changed is sent, through the page's
 * `clientAction` (`sendListing`). Field errors (the browser's check or the API's) show under their
 * field, in the reader's language.
 */
export function AppListingForm({ app, categories }: { app: AdminAppDetail; categories: CategoryChoice[] | null }) {
  const save = useAction();
  const storedTags = app.tags.join(", ");
  const [categoryId, setCategoryId] = useState(app.category);
  const [tags, setTags] = useState(storedTags);
  const form = useFormState();
  const headingId = useId();

  // The app changed by a decision or this edit: start from its stored values.
  useEffect(() => {
    setCategoryId(app.category);
    setTags(storedTags);
  }, [app.category, storedTags]);

  const choices = categories ?? [];
  // The current category stays choosable even when it is no longer active (it is then only shown).
  const options = choices.some((choice) => choice.id === app.category)
    ? choices
    : [{ id: app.category, name: app.categoryName }, ...choices];

  const changes = (): ListingChanges => {
    const body: ListingChanges = {};
    if (categoryId !== app.category) body.categoryId = categoryId;
    const next = normalizeTags(tags.split(/[,，]/));
    if (JSON.stringify(next) !== JSON.stringify(app.tags)) body.tags = tags;
    return body;
  };

  const submit = () => {
    const body = changes();
    if (Object.keys(body).length === 0) {
      toast.info(m.admin_app_edit_nothing());
      return;
    }
    void form.submit(
      () => checkWith(editAppListingSchema, body),
      async () => {
        unwrap(await save.run({ intent: "listing", ...body }));
      },
    );
  };

  return (
    <section className={`${adminCardClass} mt-6`} aria-labelledby={headingId} data-testid="admin-app-listing">
      <h2 id={headingId} className="text-lg font-bold text-slate-900 dark:text-white">
        {m.admin_app_listing_heading()}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{m.admin_app_listing_intro()}</p>
      <CheckedForm errors={form.errors} onSend={submit} className="mt-4 space-y-4" data-testid="admin-app-listing-form">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={m.publish_field_category()}
            name="categoryId"
            value={categoryId}
            onChange={(event) => setCategoryId(event.target.value)}
            disabled={form.busy}
            error={form.errors.categoryId}
            note={
              categories === null ? (
                <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{m.admin_app_categories_failed()}</p>
              ) : null
            }
            data-testid="admin-app-category"
          >
            {options.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </SelectField>
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
          <BusyButton type="submit" busy={form.busy} busyLabel={m.myapps_saving()} data-testid="admin-app-listing-save">
            {m.myapps_save()}
          </BusyButton>
        </div>
      </CheckedForm>
    </section>
  );
}
