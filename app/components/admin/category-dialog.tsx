import { useId, useState, type ReactNode } from "react";
import type { AdminCategory } from "#contract/admin-categories.ts";
import {
  CATEGORY_COLORS,
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_ID_MAX,
  createCategorySchema,
  suggestCategoryId,
  updateCategorySchema,
  type CreateCategoryValues,
  type UpdateCategoryValues,
} from "#contract/schemas/admin-categories.ts";
import { CATEGORY_ICONS, CATEGORY_PALETTE, type CategoryColor, type CategoryIcon as CategoryIconName } from "#db/category-palette.ts";
import { m } from "#app/paraglide/messages.js";
import { baseLocale, getLocale, locales, type Locale } from "#app/paraglide/runtime.js";
import { categoryText, COLOR_LABELS, ICON_LABELS, LOCALE_NAMES } from "../../lib/admin/category-labels.ts";
import { type Checked, checkWith, useFormState } from "../../lib/forms/use-form-state.ts";
import { CategoryIcon } from "../category-icon.tsx";
import { CheckedForm, DialogButtons, formLevelError } from "../forms/checked-form.tsx";
import { TextAreaField } from "../forms/text-area-field.tsx";
import { TextField } from "../forms/text-field.tsx";
import { ModalDialog } from "../modal-dialog.tsx";
import { FormAlert } from "../profile/ui.tsx";
import { FieldErrorText } from "../forms/field-label.tsx";

type LocaleText = { name: string; description: string };

interface Draft {
  id: string;
  /** Once the admin types an id, it no longer follows the English name. */
  idEdited: boolean;
  text: Record<Locale, LocaleText>;
  icon: CategoryIconName | "";
  color: CategoryColor | "";
  isActive: boolean;
}

const isIcon = (value: string): value is CategoryIconName => (CATEGORY_ICONS as readonly string[]).includes(value);

function draftFrom(category: AdminCategory | null): Draft {
  const text = Object.fromEntries(
    locales.map((locale) => [
      locale,
      !category
        ? { name: "", description: "" }
        : locale === baseLocale
          ? { name: category.name, description: category.description }
          : { ...category.translations[locale as Exclude<Locale, typeof baseLocale>] },
    ]),
  ) as Record<Locale, LocaleText>;
  if (!category) return { id: "", idEdited: false, text, icon: "grid", color: "blue", isActive: true };
  return {
    id: category.id,
    idEdited: true,
    text,
    icon: isIcon(category.icon) ? category.icon : "",
    color: category.color ?? "",
    isActive: category.isActive,
  };
}

/** The API's body for the draft: English in the row's fields, every other locale in `translations`. */
function bodyOf(draft: Draft, creating: boolean) {
  const { name, description } = draft.text[baseLocale];
  const translations = Object.fromEntries(locales.filter((locale) => locale !== baseLocale).map((locale) => [locale, draft.text[locale]]));
  const fields = { name, description, translations, icon: draft.icon, color: draft.color };
  return creating ? { id: draft.id, ...fields, isActive: draft.isActive } : fields;
}

/** The field key (as the schema's error paths name it) of a locale's name or description. */
const fieldKey = (locale: Locale, field: keyof LocaleText) => (locale === baseLocale ? field : `translations.${locale}.${field}`);

/**
 * One choice of a set, drawn as a grid of tiles: native radio buttons (visually hidden, each over
 * its tile), so Tab enters the group, the arrow keys move and choose, and a screen reader says each
 * tile's name; the focus ring follows the focused radio.
 */
function ChoiceGrid<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  label,
  tile,
  testId,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T | "";
  onChange(value: T): void;
  error?: string;
  label(option: T): string;
  tile(option: T, checked: boolean): ReactNode;
  testId: string;
}) {
  const errorId = useId();
  return (
    <fieldset data-testid={testId}>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option} className="relative cursor-pointer" title={label(option)}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              aria-label={label(option)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="peer absolute inset-0 m-0 h-full w-full cursor-pointer opacity-0"
              data-testid={`${testId}-${option}`}
            />
            <span
              aria-hidden="true"
              className={`flex h-11 w-11 items-center justify-center rounded-lg border-2 transition-colors peer-focus-visible:(ring-2 ring-brand-500 ring-offset-2 ring-offset-white dark:ring-offset-slate-900) ${
                value === option
                  ? "border-brand-600 dark:border-brand-400"
                  : "border-transparent hover:border-slate-300 dark:hover:border-slate-600"
              }`}
            >
              {tile(option, value === option)}
            </span>
          </label>
        ))}
      </div>
      <FieldErrorText id={errorId} error={error} />
    </fieldset>
  );
}

/** The API's body of the category the dialog saves: a new one's, or an edit's. */
export type CategoryBody = CreateCategoryValues | UpdateCategoryValues;

function CategoryForm({
  category,
  onSave,
  onSaved,
  onCancel,
  onBusy,
}: {
  category: AdminCategory | null;
  onSave(body: CategoryBody): Promise<void>;
  onSaved(): void;
  onCancel(): void;
  onBusy(busy: boolean): void;
}) {
  const creating = category === null;
  const [draft, setDraft] = useState<Draft>(() => draftFrom(category));
  const form = useFormState();
  const uid = useId();
  const locale = getLocale();

  const setText = (target: Locale, field: keyof LocaleText, value: string) =>
    setDraft((current) => {
      const text = { ...current.text, [target]: { ...current.text[target], [field]: value } };
      // A new category's id follows its English name until the admin types one.
      const id = creating && !current.idEdited && target === baseLocale && field === "name" ? suggestCategoryId(value) : current.id;
      return { ...current, text, id };
    });

  const submit = () =>
    void form.submit(
      (): Checked<CategoryBody> =>
        creating ? checkWith(createCategorySchema, bodyOf(draft, true)) : checkWith(updateCategorySchema, bodyOf(draft, false)),
      async (body) => {
        onBusy(true);
        try {
          await onSave(body);
          onSaved();
        } finally {
          onBusy(false);
        }
      },
    );

  const preview = draft.text[locale]?.name || draft.text[baseLocale].name || m.admin_categories_preview_placeholder();
  const shownFields = ["id", "icon", "color", ...locales.flatMap((each) => [fieldKey(each, "name"), fieldKey(each, "description")])];

  return (
    <CheckedForm errors={form.errors} onSend={submit} className="space-y-5" data-testid="category-form">
      {locales.map((each) => {
        const base = each === baseLocale;
        return (
          <fieldset
            key={each}
            className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
            data-testid={`category-locale-${each}`}
          >
            <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-slate-100">
              {LOCALE_NAMES[each]()}
              <span className="ml-2 font-normal text-slate-500 dark:text-slate-400">
                {base ? m.admin_categories_locale_required() : m.admin_categories_locale_optional()}
              </span>
            </legend>
            <TextField
              label={m.admin_categories_field_name()}
              value={draft.text[each].name}
              onChange={(event) => setText(each, "name", event.target.value)}
              error={form.errors[fieldKey(each, "name")]}
              lang={each}
              required={base}
              data-testid={`category-field-name-${each}`}
            />
            <TextAreaField
              label={m.admin_categories_field_description()}
              value={draft.text[each].description}
              onChange={(value) => setText(each, "description", value)}
              max={CATEGORY_DESCRIPTION_MAX}
              error={form.errors[fieldKey(each, "description")]}
              rows={2}
              lang={each}
              counterTestId={`category-counter-${each}`}
              data-testid={`category-field-description-${each}`}
            />
          </fieldset>
        );
      })}

      {creating ? (
        <TextField
          label={m.admin_categories_field_id()}
          hint={m.admin_categories_field_id_hint({ id: draft.id || "…" })}
          value={draft.id}
          maxLength={CATEGORY_ID_MAX}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          onChange={(event) => {
            const id = event.target.value;
            setDraft((current) => ({ ...current, id, idEdited: id !== "" }));
          }}
          error={form.errors.id}
          data-testid="category-field-id"
        />
      ) : null}

      <ChoiceGrid
        legend={m.admin_categories_field_icon()}
        name={`${uid}-icon`}
        options={CATEGORY_ICONS}
        value={draft.icon}
        onChange={(icon) => setDraft((current) => ({ ...current, icon }))}
        error={form.errors.icon}
        label={(icon) => ICON_LABELS[icon]()}
        tile={(icon, checked) => (
          <span
            className={`flex h-9 w-9 items-center justify-center rounded-md ${
              checked && draft.color ? CATEGORY_PALETTE[draft.color] : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200"
            }`}
          >
            <CategoryIcon name={icon} className="h-5 w-5" />
          </span>
        )}
        testId="category-icon"
      />

      <ChoiceGrid
        legend={m.admin_categories_field_color()}
        name={`${uid}-color`}
        options={CATEGORY_COLORS}
        value={draft.color}
        onChange={(color) => setDraft((current) => ({ ...current, color }))}
        error={form.errors.color}
        label={(color) => COLOR_LABELS[color]()}
        tile={(color) => (
          <span className={`flex h-9 w-9 items-center justify-center rounded-md text-sm font-bold ${CATEGORY_PALETTE[color]}`}>Aa</span>
        )}
        testId="category-color"
      />

      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span className="font-medium text-slate-800 dark:text-slate-200">{m.admin_categories_preview()}</span>
        <span
          className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-medium ${
            draft.color ? CATEGORY_PALETTE[draft.color] : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200"
          }`}
          data-testid="category-preview"
        >
          <CategoryIcon name={draft.icon || "grid"} className="h-4 w-4" />
          {preview}
        </span>
      </div>

      {creating ? (
        <label className="flex items-start gap-3 text-sm text-slate-800 dark:text-slate-200">
          <input
            type="checkbox"
            checked={draft.isActive}
            onChange={(event) => setDraft((current) => ({ ...current, isActive: event.target.checked }))}
            className="focus-ring mt-0.5 h-4 w-4 rounded border-slate-300 dark:border-slate-600"
            data-testid="category-field-active"
          />
          <span>
            {m.admin_categories_field_active()}
            <span className="block text-xs text-slate-500 dark:text-slate-400">{m.admin_categories_field_active_hint()}</span>
          </span>
        </label>
      ) : null}

      <FormAlert message={formLevelError(form, shownFields)} testId="category-form-error" />
      <DialogButtons
        cancelLabel={m.admin_cancel()}
        onCancel={onCancel}
        busy={form.busy}
        busyLabel={creating ? m.admin_categories_creating() : m.admin_saving()}
        data-testid="category-form-submit"
      >
        {creating ? m.admin_categories_create() : m.admin_categories_save()}
      </DialogButtons>
    </CheckedForm>
  );
}

/**
 * Creating (`category` null) or editing a category in a modal dialog: the name and description in
 * every loaded language (English required, the others fall back to it), the icon and the colour
 * from the store's fixed sets (ADR 0007), and for a new one its id and whether it is shown at once.
 * Checked with the API's own schemas; `onSave` sends the body (the page's route action) and throws
 * a refusal, whose field errors show beside their fields. The dialog closes once it is saved.
 */
export function CategoryDialog({
  open,
  category,
  onClose,
  onSave,
}: {
  open: boolean;
  category: AdminCategory | null;
  onClose(): void;
  onSave(body: CategoryBody): Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const title = category
    ? m.admin_categories_edit_title({ name: categoryText(category, getLocale()).name })
    : m.admin_categories_create_title();
  return (
    <ModalDialog
      open={open}
      title={title}
      description={m.admin_categories_dialog_intro()}
      onClose={onClose}
      busy={busy}
      testId="category-dialog"
    >
      <CategoryForm key={category?.id ?? "new"} category={category} onBusy={setBusy} onCancel={onClose} onSave={onSave} onSaved={onClose} />
    </ModalDialog>
  );
}
