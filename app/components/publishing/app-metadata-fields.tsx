import { useId, type TextareaHTMLAttributes } from "react";
import { APP_DESCRIPTION_MAX, APP_LONG_DESCRIPTION_MAX, APP_NAME_MAX, APP_TAGS_MAX } from "#contract/schemas/app-metadata.ts";
import { m } from "#app/paraglide/messages.js";
import type { FieldErrors } from "../../lib/forms/use-form-state.ts";
import type { MetadataDraft } from "../../lib/publishing/metadata-draft.ts";
import { SelectField } from "../forms/select-field.tsx";
import { FieldErrorText, FieldLabel } from "../forms/field-label.tsx";
import { TextField } from "../forms/text-field.tsx";

export interface CategoryChoice {
  id: string;
  name: string;
}

/** A labelled textarea in TextField's look, its hint and error tied to it (no counter: the hint counts). */
export function TextArea({
  label,
  error,
  hint,
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string; hint?: string }) {
  const id = useId();
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined}
        className={`focus-ring mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 dark:bg-slate-900 dark:text-slate-100 ${
          error ? "border-red-500" : "border-slate-300 dark:border-slate-700"
        }`}
        {...textarea}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <FieldErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

/** The optional links, in the order they are shown: each is a URL input that looks the same. */
const LINK_FIELDS = [
  ["websiteUrl", m.publish_field_website],
  ["supportUrl", m.publish_field_support],
  ["privacyPolicyUrl", m.publish_field_privacy],
  ["termsUrl", m.publish_field_terms],
] as const;

/**
 * The owner-editable fields of an app (name, descriptions, category, tags, links), shared by the
 * "Add by URL" form and the edit dialog on /my-pwas. Controlled: the parent owns the draft and
 * validates it with the same schema the API uses (contract/schemas/app-metadata.ts).
 */
export function AppMetadataFields({
  draft,
  errors,
  categories,
  disabled = false,
  onChange,
  nameOptional = false,
}: {
  draft: MetadataDraft;
  errors: FieldErrors;
  categories: CategoryChoice[];
  disabled?: boolean;
  onChange: (field: keyof MetadataDraft, value: string) => void;
  /** Add by URL: a blank name is taken from the manifest. */
  nameOptional?: boolean;
}) {
  /** What every field of the draft takes: its name and value, its change, its error, and whether the form is busy. */
  const bind = (field: keyof MetadataDraft) => ({
    name: field,
    value: draft[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    disabled,
    error: errors[field],
  });
  return (
    <div className="space-y-4" data-testid="app-metadata-fields">
      <TextField label={m.publish_field_name()} {...bind("name")} maxLength={APP_NAME_MAX} required={!nameOptional} autoComplete="off" />
      <TextArea
        label={m.publish_field_description()}
        {...bind("description")}
        maxLength={APP_DESCRIPTION_MAX}
        rows={2}
        hint={m.publish_field_count({ count: String(draft.description.length), max: String(APP_DESCRIPTION_MAX) })}
      />
      <TextArea
        label={m.publish_field_long_description()}
        {...bind("longDescription")}
        maxLength={APP_LONG_DESCRIPTION_MAX}
        rows={5}
        hint={m.publish_field_long_description_hint()}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={m.publish_field_category()} {...bind("category")} required>
          <option value="">{m.publish_field_category_choose()}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={m.publish_field_tags()}
          {...bind("tags")}
          hint={m.publish_field_tags_hint({ max: String(APP_TAGS_MAX) })}
          autoComplete="off"
        />
      </div>
      <fieldset className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <legend className="px-1 text-sm font-semibold text-slate-800 dark:text-slate-200">{m.publish_field_links()}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {LINK_FIELDS.map(([field, label]) => (
            <TextField key={field} label={label()} {...bind(field)} type="url" inputMode="url" placeholder="https://" />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
