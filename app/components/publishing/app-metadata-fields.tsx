import { useId, type TextareaHTMLAttributes } from "react";
import { APP_DESCRIPTION_MAX, APP_LONG_DESCRIPTION_MAX, APP_NAME_MAX, APP_TAGS_MAX } from "#contract/schemas/app-metadata.ts";
import { m } from "#app/paraglide/messages.js";
import type { FieldErrors } from "../../lib/forms/use-form-state.ts";
import type { MetadataDraft } from "../../lib/publishing/metadata-draft.ts";
import { TextField } from "../forms/text-field.tsx";
import { RequiredMark } from "../forms/required-mark.tsx";

export interface CategoryChoice {
  id: string;
  name: string;
}

const inputClass = (error?: string) =>
  `focus-ring mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 dark:bg-slate-900 dark:text-slate-100 ${
    error ? "border-red-500" : "border-slate-300 dark:border-slate-700"
  }`;

function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </>
  );
}

const describedBy = (id: string, error?: string, hint?: string) =>
  [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;

function TextArea({
  label,
  error,
  hint,
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string; hint?: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass(error)}
        {...textarea}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

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
  const categoryId = useId();
  const categoryError = errors.category;
  const set = (field: keyof MetadataDraft) => (event: { target: { value: string } }) => onChange(field, event.target.value);
  return (
    <div className="space-y-4" data-testid="app-metadata-fields">
      <TextField
        label={m.publish_field_name()}
        name="name"
        value={draft.name}
        onChange={set("name")}
        maxLength={APP_NAME_MAX}
        required={!nameOptional}
        disabled={disabled}
        error={errors.name}
        autoComplete="off"
      />
      <TextArea
        label={m.publish_field_description()}
        name="description"
        value={draft.description}
        onChange={set("description")}
        maxLength={APP_DESCRIPTION_MAX}
        rows={2}
        disabled={disabled}
        error={errors.description}
        hint={m.publish_field_count({ count: String(draft.description.length), max: String(APP_DESCRIPTION_MAX) })}
      />
      <TextArea
        label={m.publish_field_long_description()}
        name="longDescription"
        value={draft.longDescription}
        onChange={set("longDescription")}
        maxLength={APP_LONG_DESCRIPTION_MAX}
        rows={5}
        disabled={disabled}
        error={errors.longDescription}
        hint={m.publish_field_long_description_hint()}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={categoryId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            {m.publish_field_category()}
            <RequiredMark />
          </label>
          <select
            id={categoryId}
            name="category"
            value={draft.category}
            onChange={set("category")}
            required
            disabled={disabled}
            aria-invalid={categoryError ? true : undefined}
            aria-describedby={describedBy(categoryId, categoryError)}
            className={inputClass(categoryError)}
          >
            <option value="">{m.publish_field_category_choose()}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
          <FieldMessages id={categoryId} error={categoryError} />
        </div>
        <TextField
          label={m.publish_field_tags()}
          name="tags"
          value={draft.tags}
          onChange={set("tags")}
          disabled={disabled}
          error={errors.tags}
          hint={m.publish_field_tags_hint({ max: String(APP_TAGS_MAX) })}
          autoComplete="off"
        />
      </div>
      <fieldset className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <legend className="px-1 text-sm font-semibold text-slate-800 dark:text-slate-200">{m.publish_field_links()}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={m.publish_field_website()}
            name="websiteUrl"
            type="url"
            inputMode="url"
            value={draft.websiteUrl}
            onChange={set("websiteUrl")}
            disabled={disabled}
            error={errors.websiteUrl}
            placeholder="https://"
          />
          <TextField
            label={m.publish_field_support()}
            name="supportUrl"
            type="url"
            inputMode="url"
            value={draft.supportUrl}
            onChange={set("supportUrl")}
            disabled={disabled}
            error={errors.supportUrl}
            placeholder="https://"
          />
          <TextField
            label={m.publish_field_privacy()}
            name="privacyPolicyUrl"
            type="url"
            inputMode="url"
            value={draft.privacyPolicyUrl}
            onChange={set("privacyPolicyUrl")}
            disabled={disabled}
            error={errors.privacyPolicyUrl}
            placeholder="https://"
          />
          <TextField
            label={m.publish_field_terms()}
            name="termsUrl"
            type="url"
            inputMode="url"
            value={draft.termsUrl}
            onChange={set("termsUrl")}
            disabled={disabled}
            error={errors.termsUrl}
            placeholder="https://"
          />
        </div>
      </fieldset>
    </div>
  );
}
