import { useId, type FormEvent } from "react";
import { toast } from "#app/lib/toast.ts";
import { profileUpdateSchema } from "#contract/schemas/auth.ts";
import { m } from "#app/paraglide/messages.js";
import { apiRequest } from "../../lib/api/client.ts";
import { useFormState } from "../../lib/forms/use-form-state.ts";
import { useAuth } from "../../lib/session/auth-context.tsx";
import type { StoredUser } from "../../lib/session/storage.ts";
import { fieldErrorMap, TextField } from "../forms/text-field.tsx";
import { avatarInitial } from "../../lib/avatar-initial.ts";
import { BusyButton, FormAlert, ProfileSection } from "./ui.tsx";
import { useFieldValues } from "../../lib/forms/use-field-values.ts";
import { FieldErrorText } from "../forms/field-label.tsx";
import { NameField, UsernameField } from "../forms/auth-form.tsx";

export const BIO_MAX = 500;

interface Fields {
  name: string;
  username: string;
  avatar: string;
  bio: string;
}

const fieldsOf = (user: StoredUser): Fields => ({
  name: user.name ?? "",
  username: user.username ?? "",
  avatar: user.avatar ?? "",
  bio: typeof user.bio === "string" ? user.bio : "",
});

/**
 * The shared schema's messages, except where it relies on zod's built-in (English, technical)
 * wording: the avatar URL and the bio length get messages of their own.
 */
function clientErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string; code: string }>): Record<string, string> {
  const errors = fieldErrorMap(issues);
  if (errors.avatar && issues.some((issue) => issue.path[0] === "avatar" && issue.code !== "custom"))
    errors.avatar = m.profile_avatar_invalid();
  if (errors.bio) errors.bio = m.profile_bio_max({ max: BIO_MAX });
  return errors;
}

/** Personal info: name, username, avatar URL and bio → PUT /profile. */
export function PersonalInfoSection() {
  const { user, setUser } = useAuth();
  const { values: fields, setValues: setFields, set } = useFieldValues<Fields>(() => fieldsOf(user!));
  const form = useFormState();
  const { errors, formError, busy } = form;
  const bioId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    await form.submit(
      () => {
        const parsed = profileUpdateSchema.safeParse({
          name: fields.name,
          username: fields.username,
          avatar: fields.avatar.trim(),
          bio: fields.bio,
        });
        return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: clientErrors(parsed.error.issues) };
      },
      async (update) => {
        const answer = await apiRequest<{ message?: string; user: StoredUser }>("/client/auth/profile", {
          method: "PUT",
          body: { ...update, bio: update.bio ? update.bio : null },
        });
        setUser(answer.user);
        setFields(fieldsOf(answer.user));
        toast.success(answer.message ?? m.auth_profile_updated());
      },
    );
  }

  const avatarPreview = /^https:\/\/\S+$/.test(fields.avatar.trim()) ? fields.avatar.trim() : null;
  const bioError = errors.bio;
  return (
    <ProfileSection id="personal" title={m.profile_section_personal()} intro={m.profile_personal_intro()}>
      <form noValidate onSubmit={submit} className="space-y-4" data-testid="personal-form">
        <div className="flex items-center gap-4">
          {avatarPreview ? (
            <img
              src={avatarPreview}
              alt={m.profile_avatar_preview()}
              className="h-16 w-16 rounded-full object-cover"
              referrerPolicy="no-referrer"
            />
          ) : (
            <span
              className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-600 text-2xl font-bold text-white"
              aria-hidden="true"
            >
              {avatarInitial({ name: fields.name, username: fields.username })}
            </span>
          )}
          <p className="min-w-0 break-all text-sm text-slate-600 dark:text-slate-400">{user!.email}</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <NameField label={m.profile_name()} value={fields.name} onChange={set("name")} error={errors.name} />
          <UsernameField
            label={m.profile_username()}
            value={fields.username}
            onChange={set("username")}
            error={errors.username}
            hint={m.profile_username_hint()}
          />
        </div>
        <TextField
          label={m.profile_avatar()}
          name="avatar"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={fields.avatar}
          onChange={set("avatar")}
          error={errors.avatar}
          hint={m.profile_avatar_hint()}
        />
        <div>
          <label htmlFor={bioId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            {m.profile_bio()}
          </label>
          <textarea
            id={bioId}
            name="bio"
            rows={4}
            value={fields.bio}
            onChange={set("bio")}
            aria-invalid={bioError ? true : undefined}
            aria-describedby={[bioError ? `${bioId}-error` : null, `${bioId}-count`].filter(Boolean).join(" ")}
            className={`focus-ring mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 dark:bg-slate-900 dark:text-slate-100 ${
              bioError ? "border-red-500" : "border-slate-300 dark:border-slate-700"
            }`}
          />
          <p
            id={`${bioId}-count`}
            className={`mt-1 text-xs ${fields.bio.trim().length > BIO_MAX ? "text-red-600 dark:text-red-400" : "text-slate-500 dark:text-slate-400"}`}
          >
            {m.profile_bio_count({ count: fields.bio.trim().length, max: BIO_MAX })}
          </p>
          <FieldErrorText id={`${bioId}-error`} error={bioError} />
        </div>
        <FormAlert message={formError} />
        <BusyButton type="submit" busy={busy} busyLabel={m.profile_saving()}>
          {m.profile_save()}
        </BusyButton>
      </form>
    </ProfileSection>
  );
}
