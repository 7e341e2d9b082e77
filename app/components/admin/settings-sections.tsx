import { useId, type ChangeEvent, type ReactNode } from "react";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import type { AdminSettingsView, TunableLimitView } from "#contract/admin-settings.ts";
import { ALIASES_TEXT_MAX } from "#contract/search-aliases.ts";
import {
  ADMIN_MAIL_EVENTS,
  type AdminMailEvent,
  BANNER_TEXT_MAX,
  FEATURED_LIMIT_BOUNDS,
  FOOTER_LINE_MAX,
  MAIL_PROVIDERS,
  REMEMBER_ME_DAYS_BOUNDS,
  SENDER_NAME_MAX,
  SITE_NAME_MAX,
  type SettingsSection,
  type StoreSettings,
  type TunableRateLimit,
} from "#contract/schemas/settings.ts";
import { numberFrom, type SettingsWrite, useSettingsForm } from "../../lib/admin/settings-form.ts";
import { formatNumber } from "../../lib/format-count.ts";
import { formatDateTime } from "../../lib/profile/relative-time.ts";
import type { ActionResult } from "../../lib/route-data.ts";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import { TextAreaField } from "../forms/text-area-field.tsx";
import { TextField } from "../forms/text-field.tsx";
import { SwitchRow } from "../profile/switch.tsx";
import { BusyButton, FormAlert, secondaryButtonClass } from "../profile/ui.tsx";
import { adminCardClass } from "./ui.tsx";
import { FieldErrorText } from "../forms/field-label.tsx";

/** What every section form receives from the page: the stored settings, and its action's writes. */
export interface SectionProps {
  view: AdminSettingsView;
  send(write: SettingsWrite): Promise<ActionResult>;
}

const SECTION_LABELS: Record<SettingsSection, () => string> = {
  general: m.admin_settings_tab_general,
  security: m.admin_settings_tab_security,
  email: m.admin_settings_tab_email,
  notifications: m.admin_settings_tab_notifications,
  search: m.admin_settings_tab_search,
  maintenance: m.admin_settings_tab_maintenance,
};

type SettingsForm = ReturnType<typeof useSettingsForm<SettingsSection, Record<string, unknown>>>;

/** When the section was last saved, and by whom; or that its defaults apply. */
function LastSaved({ view, section }: { view: AdminSettingsView; section: SettingsSection }) {
  const updated = view.updated[section];
  const locale = getLocale();
  let text = m.admin_settings_never_saved();
  if (updated) {
    const time = formatDateTime(new Date(updated.at).toISOString(), locale);
    text = updated.by ? m.admin_settings_last_saved({ time, by: updated.by }) : m.admin_settings_last_saved_at({ time });
  }
  return (
    <p className="text-xs text-slate-500 dark:text-slate-400" data-testid="settings-last-saved">
      {text}
    </p>
  );
}

/**
 * A section's card: its fields in a form checked by the section's schema, the form's own error,
 * Save, and "Reset to defaults" behind a confirmation.
 */
function SectionForm({
  section,
  view,
  settings,
  intro,
  children,
}: {
  section: SettingsSection;
  view: AdminSettingsView;
  settings: Pick<SettingsForm, "form" | "ref" | "save" | "reset">;
  intro?: string;
  children: ReactNode;
}) {
  const { form, ref, save, reset } = settings;
  const label = SECTION_LABELS[section]();
  const fieldErrors = Object.keys(form.errors).length > 0;
  return (
    <section className={`${adminCardClass} mt-6`} aria-labelledby={`settings-${section}-heading`} data-testid={`settings-${section}`}>
      <h2 id={`settings-${section}-heading`} className="text-lg font-bold text-slate-900 dark:text-white">
        {label}
      </h2>
      {intro ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{intro}</p> : null}
      <form
        ref={ref}
        noValidate
        className="mt-5 space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        {children}
        <FormAlert message={form.formError ?? (fieldErrors ? m.admin_settings_fix_errors() : null)} testId="settings-error" />
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
          <LastSaved view={view} section={section} />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={`${secondaryButtonClass} text-sm`}
              onClick={reset.ask}
              disabled={form.busy || reset.busy}
              data-testid="settings-reset"
            >
              {m.admin_settings_reset()}
            </button>
            <BusyButton type="submit" busy={form.busy} busyLabel={m.admin_saving()} data-testid="settings-save">
              {m.admin_settings_save()}
            </BusyButton>
          </div>
        </div>
      </form>
      <ConfirmDialog
        open={reset.confirming}
        title={m.admin_settings_reset_title({ section: label })}
        body={m.admin_settings_reset_body()}
        confirmLabel={m.admin_settings_reset()}
        cancelLabel={m.admin_cancel()}
        busy={reset.busy}
        busyLabel={m.admin_settings_resetting()}
        error={reset.error}
        onConfirm={reset.confirm}
        onCancel={reset.cancel}
        testId="settings-reset-dialog"
      />
    </section>
  );
}

/** A whole-number input (its text is kept as typed; the schema says what is wrong with it). */
function NumberField({
  label,
  hint,
  value,
  onChange,
  error,
  min,
  max,
  placeholder,
  testId,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  min: number;
  max: number;
  placeholder?: string;
  testId: string;
}) {
  return (
    <TextField
      label={label}
      hint={hint}
      type="number"
      inputMode="numeric"
      step={1}
      min={min}
      max={max}
      value={value}
      placeholder={placeholder}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      className="max-w-xs"
      data-testid={testId}
    />
  );
}

type TextKey<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D] & string;

/** A text setting's input, bound to its section's draft: the value, its change, its error and its test id (`settings-<key>`). */
function textSetting<D>(
  settings: { draft: D; set<K extends keyof D>(key: K, value: D[K]): void; form: { errors: Record<string, string> } },
  key: TextKey<D>,
) {
  return {
    value: settings.draft[key] as string,
    onChange: (event: ChangeEvent<HTMLInputElement>) => settings.set(key, event.target.value as D[TextKey<D>]),
    error: settings.form.errors[key],
    "data-testid": `settings-${key}`,
  };
}

// ---- General ----

type GeneralDraft = Omit<StoreSettings["general"], "featuredLimit"> & { featuredLimit: string };
const generalDraft = (value: StoreSettings["general"]): GeneralDraft => ({ ...value, featuredLimit: String(value.featuredLimit) });
const generalValue = (draft: GeneralDraft) => ({ ...draft, featuredLimit: numberFrom(draft.featuredLimit) ?? Number.NaN });

export function GeneralSettings({ view, send }: SectionProps) {
  const settings = useSettingsForm({ section: "general", view, send, toDraft: generalDraft, toValue: generalValue });
  const { draft, set, form } = settings;
  return (
    <SectionForm section="general" view={view} settings={settings}>
      <TextField
        label={m.admin_settings_site_name()}
        hint={m.admin_settings_site_name_hint({ name: view.deployment.productName })}
        {...textSetting(settings, "siteName")}
        placeholder={view.deployment.productName}
        maxLength={SITE_NAME_MAX}
      />
      <TextField
        label={m.admin_settings_contact_email()}
        hint={m.admin_settings_contact_email_hint()}
        type="email"
        inputMode="email"
        spellCheck={false}
        {...textSetting(settings, "contactEmail")}
      />
      <TextField
        label={m.admin_settings_footer_license()}
        hint={m.admin_settings_footer_license_hint()}
        {...textSetting(settings, "footerLicense")}
        maxLength={FOOTER_LINE_MAX}
      />
      <TextField
        label={m.admin_settings_footer_operator()}
        hint={m.admin_settings_footer_operator_hint()}
        {...textSetting(settings, "footerOperator")}
        maxLength={FOOTER_LINE_MAX}
      />
      <div>
        <SwitchRow
          label={m.admin_settings_auto_approve()}
          hint={m.admin_settings_auto_approve_hint()}
          checked={draft.autoApprove}
          onChange={(next) => set("autoApprove", next)}
          testId="settings-autoApprove"
        />
        {view.deployment.autoApproveApps ? (
          <p className="text-sm text-amber-800 dark:text-amber-200" data-testid="settings-autoApprove-env">
            {m.admin_settings_auto_approve_env()}
          </p>
        ) : null}
      </div>
      <NumberField
        label={m.admin_settings_featured_limit()}
        hint={m.admin_settings_featured_limit_hint({ min: String(FEATURED_LIMIT_BOUNDS.min), max: String(FEATURED_LIMIT_BOUNDS.max) })}
        value={draft.featuredLimit}
        onChange={(value) => set("featuredLimit", value)}
        min={FEATURED_LIMIT_BOUNDS.min}
        max={FEATURED_LIMIT_BOUNDS.max}
        error={form.errors.featuredLimit}
        testId="settings-featuredLimit"
      />
    </SectionForm>
  );
}

// ---- Security ----

const LIMIT_LABELS: Record<TunableRateLimit, () => string> = {
  register: m.admin_settings_limit_register,
  feedback: m.admin_settings_limit_feedback,
  contact: m.admin_settings_limit_contact,
  reviewWriteByAccount: m.admin_settings_limit_reviewWriteByAccount,
  reportByAccount: m.admin_settings_limit_reportByAccount,
  messageByAccount: m.admin_settings_limit_messageByAccount,
  pwaAddByAccount: m.admin_settings_limit_pwaAddByAccount,
  uploadByAccount: m.admin_settings_limit_uploadByAccount,
};

const SCOPE_LABELS: Record<TunableLimitView["scope"], () => string> = {
  address: m.admin_settings_scope_address,
  account: m.admin_settings_scope_account,
  email: m.admin_settings_scope_email,
};

/** "per hour", "per 10 minutes". */
function perWindow(seconds: number): string {
  return seconds === 3600 ? m.admin_settings_per_hour() : m.admin_settings_per_minutes({ count: String(Math.round(seconds / 60)) });
}

type SecurityDraft = { rememberMeDays: string; rateLimits: Partial<Record<TunableRateLimit, string>> };
const securityDraft = (value: StoreSettings["security"]): SecurityDraft => ({
  rememberMeDays: String(value.rememberMeDays),
  rateLimits: Object.fromEntries(Object.entries(value.rateLimits).map(([name, count]) => [name, count === undefined ? "" : String(count)])),
});
const securityValue = (draft: SecurityDraft) => ({
  rememberMeDays: numberFrom(draft.rememberMeDays) ?? Number.NaN,
  // An empty box: no override (the policy's default).
  rateLimits: Object.fromEntries(
    Object.entries(draft.rateLimits)
      .map(([name, text]) => [name, numberFrom(text ?? "")] as const)
      .filter(([, count]) => count !== undefined),
  ),
});

export function SecuritySettings({ view, send }: SectionProps) {
  const settings = useSettingsForm({ section: "security", view, send, toDraft: securityDraft, toValue: securityValue });
  const { draft, set, form } = settings;
  const locale = getLocale();
  const limitsId = useId();
  return (
    <SectionForm section="security" view={view} settings={settings}>
      <NumberField
        label={m.admin_settings_remember_me_days()}
        hint={m.admin_settings_remember_me_days_hint({
          min: String(REMEMBER_ME_DAYS_BOUNDS.min),
          max: String(REMEMBER_ME_DAYS_BOUNDS.max),
        })}
        value={draft.rememberMeDays}
        onChange={(value) => set("rememberMeDays", value)}
        min={REMEMBER_ME_DAYS_BOUNDS.min}
        max={REMEMBER_ME_DAYS_BOUNDS.max}
        error={form.errors.rememberMeDays}
        testId="settings-rememberMeDays"
      />
      <fieldset aria-describedby={`${limitsId}-hint`}>
        <legend className="text-base font-semibold text-slate-900 dark:text-white">{m.admin_settings_rate_limits()}</legend>
        <p id={`${limitsId}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {m.admin_settings_rate_limits_hint()}
        </p>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {view.rateLimits.map((limit) => (
            <li key={limit.name} data-testid={`settings-limit-${limit.name}`}>
              <NumberField
                label={LIMIT_LABELS[limit.name]()}
                hint={m.admin_settings_rate_limit_meta({
                  limit: formatNumber(limit.limit, locale),
                  per: perWindow(limit.windowSeconds),
                  scope: SCOPE_LABELS[limit.scope](),
                  min: formatNumber(limit.min, locale),
                  max: formatNumber(limit.max, locale),
                })}
                value={draft.rateLimits[limit.name] ?? ""}
                placeholder={String(limit.limit)}
                onChange={(value) => set("rateLimits", { ...draft.rateLimits, [limit.name]: value })}
                min={limit.min}
                max={limit.max}
                error={form.errors[`rateLimits.${limit.name}`]}
                testId={`settings-rateLimits-${limit.name}`}
              />
            </li>
          ))}
        </ul>
      </fieldset>
    </SectionForm>
  );
}

// ---- Email ----

const PROVIDER_LABELS: Record<(typeof MAIL_PROVIDERS)[number], { label: () => string; hint: () => string }> = {
  http: { label: m.admin_settings_provider_http, hint: m.admin_settings_provider_http_hint },
  outbox: { label: m.admin_settings_provider_outbox, hint: m.admin_settings_provider_outbox_hint },
};

/** Sections whose form edits the stored value as it is (texts, switches, a choice). */
const asStored = {
  email: (value: StoreSettings["email"]) => value,
  notifications: (value: StoreSettings["notifications"]) => value,
  search: (value: StoreSettings["search"]) => value,
  maintenance: (value: StoreSettings["maintenance"]) => value,
};

export function EmailSettings({ view, send }: SectionProps) {
  const settings = useSettingsForm({ section: "email", view, send, toDraft: asStored.email, toValue: asStored.email });
  const { draft, set, form } = settings;
  const name = useId();
  return (
    <SectionForm section="email" view={view} settings={settings}>
      <TextField
        label={m.admin_settings_sender_name()}
        hint={m.admin_settings_sender_name_hint({ from: view.deployment.mailFrom })}
        {...textSetting(settings, "senderName")}
        maxLength={SENDER_NAME_MAX}
      />
      <TextField
        label={m.admin_settings_sender_address()}
        hint={m.admin_settings_sender_address_hint({ from: view.deployment.mailFrom })}
        type="email"
        inputMode="email"
        spellCheck={false}
        {...textSetting(settings, "senderAddress")}
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{m.admin_settings_provider()}</legend>
        <div className="mt-2 space-y-2">
          {MAIL_PROVIDERS.map((provider) => (
            <label
              key={provider}
              className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 ${
                draft.provider === provider ? "border-brand-500 dark:border-brand-400" : "border-slate-200 dark:border-slate-700"
              }`}
            >
              <input
                type="radio"
                name={name}
                value={provider}
                checked={draft.provider === provider}
                onChange={() => set("provider", provider)}
                className="mt-1"
                data-testid={`settings-provider-${provider}`}
              />
              <span>
                <span className="block font-medium text-slate-900 dark:text-slate-100">{PROVIDER_LABELS[provider].label()}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-400">{PROVIDER_LABELS[provider].hint()}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldErrorText error={form.errors.provider} />
        {view.deployment.mailApiConfigured ? null : (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400" data-testid="settings-provider-unconfigured">
            {m.admin_settings_provider_unconfigured()}
          </p>
        )}
      </fieldset>
    </SectionForm>
  );
}

// ---- Notifications ----

const MAIL_EVENT_LABELS: Record<AdminMailEvent, () => string> = {
  appSubmitted: m.admin_settings_mail_appSubmitted,
  reportFiled: m.admin_settings_mail_reportFiled,
  contactMessage: m.admin_settings_mail_contactMessage,
  feedback: m.admin_settings_mail_feedback,
  appBroken: m.admin_settings_mail_appBroken,
};

export function NotificationSettings({ view, send }: SectionProps) {
  const settings = useSettingsForm({
    section: "notifications",
    view,
    send,
    toDraft: asStored.notifications,
    toValue: asStored.notifications,
  });
  const { draft, set } = settings;
  return (
    <SectionForm section="notifications" view={view} settings={settings} intro={m.admin_settings_notifications_intro()}>
      <div className="divide-y divide-slate-200 dark:divide-slate-800">
        {ADMIN_MAIL_EVENTS.map((event) => (
          <SwitchRow
            key={event}
            label={MAIL_EVENT_LABELS[event]()}
            checked={draft.adminMail[event]}
            onChange={(next) => set("adminMail", { ...draft.adminMail, [event]: next })}
            testId={`settings-adminMail-${event}`}
          />
        ))}
      </div>
    </SectionForm>
  );
}

// ---- Search ----

export function SearchSettings({ view, send }: SectionProps) {
  const settings = useSettingsForm({ section: "search", view, send, toDraft: asStored.search, toValue: asStored.search });
  const { draft, set, form } = settings;
  return (
    <SectionForm section="search" view={view} settings={settings} intro={m.admin_settings_search_intro()}>
      <TextAreaField
        label={m.admin_settings_aliases()}
        hint={m.admin_settings_aliases_hint()}
        value={draft.aliases}
        onChange={(value) => set("aliases", value)}
        max={ALIASES_TEXT_MAX}
        rows={8}
        error={form.errors.aliases}
        data-testid="settings-aliases"
      />
    </SectionForm>
  );
}

// ---- Maintenance ----

export function MaintenanceSettings({ view, send }: SectionProps) {
  const settings = useSettingsForm({
    section: "maintenance",
    view,
    send,
    toDraft: asStored.maintenance,
    toValue: asStored.maintenance,
  });
  const { draft, set, form } = settings;
  return (
    <SectionForm section="maintenance" view={view} settings={settings}>
      {view.values.maintenance.readOnly ? (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          data-testid="settings-read-only-on"
        >
          {m.admin_settings_read_only_on()}
        </p>
      ) : null}
      <TextAreaField
        label={m.admin_settings_banner_text()}
        hint={m.admin_settings_banner_text_hint({ max: String(BANNER_TEXT_MAX) })}
        value={draft.bannerText}
        onChange={(value) => set("bannerText", value)}
        max={BANNER_TEXT_MAX}
        rows={3}
        error={form.errors.bannerText}
        data-testid="settings-bannerText"
      />
      <SwitchRow
        label={m.admin_settings_read_only()}
        hint={m.admin_settings_read_only_hint()}
        checked={draft.readOnly}
        onChange={(next) => set("readOnly", next)}
        testId="settings-readOnly"
      />
    </SectionForm>
  );
}
