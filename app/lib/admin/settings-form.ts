import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "#app/lib/toast.ts";
import type { AdminSettingsView } from "#contract/admin-settings.ts";
import { SETTINGS_SCHEMAS, type SettingsSection, type StoreSettings } from "#contract/schemas/settings.ts";
import { apiRequest } from "../api/client.ts";
import { accountErrorMessage } from "../api/errors.ts";
import { checkWith, useFocusFirstError, useFormState } from "../forms/use-form-state.ts";

type SettingsAnswer = { message: string; data: AdminSettingsView };

/** The tabs of the Settings page, in order (`?tab=`); "backup" is the export/import tab. */
export const SETTINGS_TABS = ["general", "security", "email", "notifications", "backup", "maintenance"] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** `?tab=` of the Settings page: a known tab, else General. */
export function settingsTabFrom(search: URLSearchParams): SettingsTab {
  const value = search.get("tab") ?? "";
  return (SETTINGS_TABS as readonly string[]).includes(value) ? (value as SettingsTab) : "general";
}

/**
 * A number field's text as the API takes it: empty is `undefined` (absent: the default applies, for
 * optional members), anything else a number (NaN for what is not one, which the schema refuses
 * with its range message).
 *
 * @example
 * numberFrom("") // undefined
 * numberFrom(" 12 ") // 12
 */
export function numberFrom(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === "" ? undefined : Number(trimmed);
}

interface SettingsFormOptions<S extends SettingsSection, Draft> {
  section: S;
  view: AdminSettingsView;
  /** The view the API answered after a save or reset. */
  onChanged(view: AdminSettingsView): void;
  /** The section's stored value as the form edits it (numbers as the text of their inputs). */
  toDraft(value: StoreSettings[S]): Draft;
  /** The draft as the API's body: checked by the section's own schema before it is sent. */
  toValue(draft: Draft): unknown;
}

/**
 * One section of the Settings page: its draft (reset to the stored value after every save or
 * reset), the check with the section's schema (its messages are the user's language, and the
 * server refuses exactly the same), Save ("Saved successfully") and Reset to defaults, confirmed
 * first ("Updated successfully").
 */
export function useSettingsForm<S extends SettingsSection, Draft>({
  section,
  view,
  onChanged,
  toDraft,
  toValue,
}: SettingsFormOptions<S, Draft>) {
  const stored = view.values[section];
  const [draft, setDraft] = useState<Draft>(() => toDraft(stored));
  const form = useFormState();
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirstError(ref, form.errors);
  // A new view (saved, reset, reloaded): the form shows what is stored now.
  useEffect(() => setDraft(toDraft(stored)), [stored, toDraft]);

  const set = useCallback(<K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value })), []);

  const save = () =>
    void form.submit(
      () => checkWith(SETTINGS_SCHEMAS[section].strict(), toValue(draft)),
      async (value) => {
        const answer = await apiRequest<SettingsAnswer>(`/admin/settings/${section}`, { method: "PUT", body: value });
        onChanged(answer.data);
        toast.success(answer.message);
      },
    );

  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [resetError, setResetError] = useState<string | null>(null);
  const reset = async () => {
    setResetting(true);
    setResetError(null);
    try {
      const answer = await apiRequest<SettingsAnswer>(`/admin/settings/${section}/reset`, { method: "POST" });
      form.clear();
      setConfirming(false);
      onChanged(answer.data);
      toast.success(answer.message);
    } catch (error) {
      setResetError(accountErrorMessage(error));
    } finally {
      setResetting(false);
    }
  };

  return {
    draft,
    set,
    form,
    ref,
    save,
    reset: {
      confirming,
      busy: resetting,
      error: resetError,
      ask: () => {
        setResetError(null);
        setConfirming(true);
      },
      cancel: () => setConfirming(false),
      confirm: () => void reset(),
    },
  };
}
