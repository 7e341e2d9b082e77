import { useState, type FormEvent } from "react";
import { toast } from "#app/lib/toast.ts";
import { APP_DEVELOPER_MAX, appMetadataSchema } from "#contract/schemas/app-metadata.ts";
import { m } from "#app/paraglide/messages.js";
import type { MyAppView } from "#contract/publishing.ts";
import { ApiClientError, apiRequest } from "../../lib/api/client.ts";
import { errorMessage } from "../../lib/api/errors.ts";
import { checkWith, type FieldErrors } from "../../lib/forms/use-form-state.ts";
import { draftFromApp, type EditDraft } from "../../lib/publishing/metadata-draft.ts";
import { ModalDialog } from "../modal-dialog.tsx";
import { DialogButtons } from "../forms/checked-form.tsx";
import { FormAlert } from "../profile/ui.tsx";
import { AppMetadataFields, type CategoryChoice, TextArea } from "./app-metadata-fields.tsx";
import { TextField } from "../forms/text-field.tsx";

function EditForm({
  app,
  categories,
  onSaved,
  onCancel,
  onBusy,
}: {
  app: MyAppView;
  categories: CategoryChoice[];
  onSaved: (app: MyAppView) => void;
  onCancel: () => void;
  onBusy: (busy: boolean) => void;
}) {
  const [draft, setDraft] = useState<EditDraft>(() => draftFromApp(app));
  // An app may stay in a category an administrator has since deactivated (the API allows keeping
  // it, never moving into one): offer it, marked, so the form keeps what is stored.
  const choices = categories.some((category) => category.id === app.category)
    ? categories
    : [...categories, { id: app.category, name: m.category_inactive_choice({ name: app.categoryName }) }];
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  /** A field of the page's other parts, bound to the draft: its name and value, its change, its error. */
  const bindPage = (field: "developerName" | "features" | "screenshots") => ({
    name: field,
    value: draft[field],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [field]: event.target.value })),
    disabled: saving,
    error: errors[field],
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    // The same schema as PUT /api/client/pwas/:id: the browser refuses what the server would.
    const checked = checkWith(appMetadataSchema, draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setFormError(null);
    setSaving(true);
    onBusy(true);
    try {
      const answer = await apiRequest<{ message?: string; data: MyAppView }>(`/client/pwas/${encodeURIComponent(app.id)}`, {
        method: "PUT",
        body: checked.value,
      });
      toast.success(answer.message ?? m.publish_updated());
      onSaved(answer.data);
    } catch (error) {
      if (error instanceof ApiClientError && error.errors.length > 0)
        setErrors(Object.fromEntries(error.errors.map((item) => [item.field, item.message])));
      else setFormError(errorMessage(error));
    } finally {
      setSaving(false);
      onBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-testid="edit-app-form">
      <AppMetadataFields
        draft={draft}
        errors={errors}
        categories={choices}
        disabled={saving}
        onChange={(field, value) => setDraft((current) => ({ ...current, [field]: value }))}
      />
      {/* The page's other parts (issue 41): who made it, what it does, how it looks. */}
      <TextField
        label={m.publish_developer_label()}
        {...bindPage("developerName")}
        hint={m.publish_developer_hint()}
        maxLength={APP_DEVELOPER_MAX}
        required
        autoComplete="off"
      />
      <TextArea label={m.publish_features_label()} {...bindPage("features")} hint={m.publish_features_hint()} rows={4} />
      <TextArea
        label={m.publish_screenshots_label()}
        {...bindPage("screenshots")}
        hint={m.publish_screenshots_hint()}
        rows={3}
        inputMode="url"
        spellCheck={false}
      />
      <FormAlert message={formError} testId="edit-app-error" />
      <DialogButtons
        cancelLabel={m.myapps_cancel()}
        onCancel={onCancel}
        busy={saving}
        busyLabel={m.myapps_saving()}
        data-testid="edit-app-save"
      >
        {m.myapps_save()}
      </DialogButtons>
    </form>
  );
}

/** Editing an app's metadata on /my-pwas, in a modal dialog (the form starts from the stored values each time). */
export function EditAppDialog({
  app,
  categories,
  open,
  onClose,
  onSaved,
}: {
  app: MyAppView;
  categories: CategoryChoice[];
  open: boolean;
  onClose: () => void;
  onSaved: (app: MyAppView) => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <ModalDialog
      open={open}
      title={m.myapps_edit_title({ name: app.name })}
      description={m.myapps_edit_intro()}
      onClose={onClose}
      busy={busy}
      testId="edit-app-dialog"
    >
      <EditForm
        app={app}
        categories={categories}
        onBusy={setBusy}
        onCancel={onClose}
        onSaved={(saved) => {
          onSaved(saved);
          onClose();
        }}
      />
    </ModalDialog>
  );
}
