import { useCallback, useEffect, useRef, useState } from "react";
import type { AdminSettingsView } from "#contract/admin-settings.ts";
import { SETTINGS_SCHEMAS, type SettingsSection, type StoreSettings } from "#contract/schemas/settings.ts";
import { checkWith, useFocusFirstError, useFormState } from "../forms/use-form-state.ts";
import { type ActionResult, unwrap } from "../route-data.ts";

/**
 * A section's save or reset, posted to the Settings route's `clientAction`. The checked value
 * travels as JSON text: a submission's payload is flat (lib/use-action.ts).
 */
export type SettingsWrite =
  | { intent: "save"; section: SettingsSection; value: StoreSettings[SettingsSection] }
  | { intent: "reset"; section: SettingsSection };

/** The tabs of the Settings page, in order (`?tab=`); "backup" is the export/import tab. */
export const SETTINGS_TABS = ["general", "security", "email", "notifications", "search", "backup", "maintenance"] as const;
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
  /** Runs a write through the route's action; the page's view is read again after it. */
  send(write: SettingsWrite): Promise<ActionResult>;
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
  send,
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
        // A refusal is thrown again for the form to show (fields the API named, else its sentence).
        unwrap(await send({ intent: "save", section, value }));
      },
    );

  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [resetError, setResetError] = useState<string | null>(null);
  const reset = async () => {
    setResetting(true);
    setResetError(null);
    const result = await send({ intent: "reset", section });
    setResetting(false);
    if (result.ok) {
      form.clear();
      setConfirming(false);
    } else {
      setResetError(result.message);
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
