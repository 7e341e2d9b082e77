import { useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import {
  API_TOKEN_DEFAULT_EXPIRY_DAYS,
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_NAME_MAX,
  API_TOKENS_LIVE_MAX,
  type ApiTokenCreated,
  type ApiTokenStatus,
  type ApiTokenSummary,
} from "#contract/api-tokens.ts";
import type { MyAppView } from "#contract/publishing.ts";
import { createApiTokenSchema } from "#contract/schemas/api-tokens.ts";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { checkWith, useFocusFirstError, useFormState } from "../../lib/forms/use-form-state.ts";
import { EXPIRY_LABELS, formatDay, SCOPE_LABELS, STATUS_LABELS } from "../../lib/profile/api-token-labels.ts";
import { copyText } from "../../lib/profile/clipboard.ts";
import { formatDateTime, formatRelativeTime } from "../../lib/profile/relative-time.ts";
import { unwrap } from "../../lib/route-data.ts";
import { useAction, useConfirmAction } from "../../lib/use-action.ts";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import { SelectField } from "../forms/select-field.tsx";
import { TextField } from "../forms/text-field.tsx";
import { ModalDialog } from "../modal-dialog.tsx";
import { BusyButton, FormAlert, ProfileSection, SubSection, secondaryButtonClass } from "./ui.tsx";

export const TOKENS_PATH = "/client/auth/tokens";

/** The section's writes, sent to the profile route's clientAction. */
export type TokenWrite = { intent: "create-token"; name: string; expiresInDays: number } | { intent: "revoke-token"; id: string };

const STATUS_CLASSES: Record<ApiTokenStatus, string> = {
  active: "bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200",
  expired: "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100",
  revoked: "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
};

/** Where a pipeline POSTs a new version of app `id` (docs/publishing.md). */
const uploadPath = (id: string) => `/api/client/pwas/${encodeURIComponent(id)}/versions`;

/**
 * A shell command that publishes `app.zip` as a new version with the token (docs/publishing.md,
 * "Publishing from a build pipeline"): the secret in PWA_STORE_TOKEN, the app's id left to fill in.
 */
function publishCommand(secret: string, origin: string): string {
  return [
    `export PWA_STORE_TOKEN='${secret}'`,
    `curl --fail-with-body -H "Authorization: Bearer $PWA_STORE_TOKEN" -F "file=@app.zip" "${origin}/api/client/pwas/APP_ID/versions"`,
  ].join("\n");
}

/**
 * Name + expiry → POST /tokens; the created token (with its secret) goes to `onCreated` once the
 * list shows it (an ended token of the same name made way for it on the server).
 */
function CreateTokenForm({ onCreated }: { onCreated(token: ApiTokenCreated): void }) {
  const action = useAction<ApiTokenCreated>();
  const form = useFormState();
  const { errors, formError, busy } = form;
  const [name, setName] = useState("");
  const [expiry, setExpiry] = useState(String(API_TOKEN_DEFAULT_EXPIRY_DAYS));
  const container = useRef<HTMLFormElement>(null);
  useFocusFirstError(container, errors);

  async function submit(event: FormEvent) {
    event.preventDefault();
    await form.submit(
      () => checkWith(createApiTokenSchema, { name, expiresInDays: Number(expiry) }),
      async (value) => {
        const token = unwrap(await action.run({ intent: "create-token", ...value }));
        setName("");
        setExpiry(String(API_TOKEN_DEFAULT_EXPIRY_DAYS));
        onCreated(token);
      },
    );
  }

  return (
    <form ref={container} noValidate onSubmit={submit} className="space-y-4" data-testid="api-token-form">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <TextField
          label={m.profile_tokens_name_label()}
          name="name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={API_TOKEN_NAME_MAX}
          autoComplete="off"
          spellCheck={false}
          hint={m.profile_tokens_name_hint()}
          error={errors.name}
          disabled={busy}
        />
        <SelectField
          label={m.profile_tokens_expiry_label()}
          name="expiresInDays"
          value={expiry}
          onChange={(event) => setExpiry(event.currentTarget.value)}
          disabled={busy}
          error={errors.expiresInDays}
        >
          {API_TOKEN_EXPIRY_DAYS.map((days) => (
            <option key={days} value={days}>
              {EXPIRY_LABELS[days]()}
            </option>
          ))}
        </SelectField>
      </div>
      <FormAlert message={formError} testId="api-token-form-error" />
      <BusyButton type="submit" busy={busy} disabled={action.busy} busyLabel={m.profile_tokens_creating()}>
        {m.profile_tokens_create()}
      </BusyButton>
    </form>
  );
}

/**
 * The new token's secret, shown this once: a read-only field (selected on focus), a copy button
 * and the warning that it cannot be shown again. Closing forgets it.
 */
function SecretDialog({ token, onClose }: { token: ApiTokenCreated | null; onClose(): void }) {
  const fieldId = useId();
  const copy = (secret: string) => copyText(secret, m.profile_tokens_copied(), m.profile_tokens_copy_failed());
  const command = token ? publishCommand(token.secret, window.location.origin) : "";
  return (
    <ModalDialog
      open={token !== null}
      title={m.profile_tokens_secret_title()}
      description={m.profile_tokens_secret_intro()}
      onClose={onClose}
      testId="api-token-secret-dialog"
    >
      {token ? (
        <div className="space-y-4">
          <p
            role="note"
            className="rounded-lg bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-100"
            data-testid="api-token-secret-warning"
          >
            {m.profile_tokens_secret_warning()}
          </p>
          <div>
            <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
              {m.profile_tokens_secret_label({ name: token.name })}
            </label>
            <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-start">
              {/* Two lines rather than one cut field: the whole secret is visible and selectable. */}
              <textarea
                id={fieldId}
                readOnly
                rows={2}
                value={token.secret}
                onFocus={(event) => event.currentTarget.select()}
                spellCheck={false}
                className="focus-ring block w-full min-w-0 resize-none break-all rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
                data-testid="api-token-secret"
              />
              <button type="button" className={`${secondaryButtonClass} shrink-0`} onClick={() => void copy(token.secret)}>
                {m.profile_tokens_copy()}
              </button>
            </div>
          </div>
          <div>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {m.profile_tokens_command_label({ apps: m.profile_tokens_apps_heading() })}
            </p>
            <pre
              className="mt-1 max-h-40 overflow-auto whitespace-pre-wrap break-all rounded-lg bg-slate-900 px-3 py-2 font-mono text-xs text-slate-100"
              data-testid="api-token-command"
            >
              {command}
            </pre>
            <button
              type="button"
              className={`${secondaryButtonClass} mt-2 text-sm`}
              onClick={() => void copyText(command, m.profile_tokens_command_copied(), m.profile_tokens_copy_failed())}
            >
              {m.profile_tokens_copy_command()}
            </button>
          </div>
          <div className="flex justify-end">
            <button type="button" className="btn-primary" onClick={onClose} data-testid="api-token-secret-done">
              {m.profile_tokens_done()}
            </button>
          </div>
        </div>
      ) : null}
    </ModalDialog>
  );
}

/** One listed token: name, status, scope, dates; Revoke while it is active. */
function TokenRow({ token, onRevoke }: { token: ApiTokenSummary; onRevoke(): void }) {
  const locale = getLocale();
  const labelId = useId();
  const ended =
    token.status === "revoked" && token.revokedAt
      ? m.profile_tokens_revoked_on({ date: formatDay(token.revokedAt, locale) })
      : token.status === "expired"
        ? m.profile_tokens_expired_on({ date: formatDay(token.expiresAt, locale) })
        : m.profile_tokens_expires({ date: formatDay(token.expiresAt, locale) });
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 p-4" data-testid="api-token" data-status={token.status}>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span id={labelId} className="break-words" data-testid="api-token-name">
            {token.name}
          </span>
          <span className={`pill ${STATUS_CLASSES[token.status]}`} data-testid="api-token-status">
            {STATUS_LABELS[token.status]()}
          </span>
        </p>
        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
          <span className="mr-3">{SCOPE_LABELS[token.scope]()}</span>
          <time dateTime={token.status === "revoked" ? (token.revokedAt ?? token.expiresAt) : token.expiresAt}>{ended}</time>
        </p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          <time dateTime={token.createdAt} className="mr-3">
            {m.profile_tokens_created({ date: formatDay(token.createdAt, locale) })}
          </time>
          {token.lastUsedAt ? (
            <time dateTime={token.lastUsedAt} title={formatDateTime(token.lastUsedAt, locale)}>
              {m.profile_tokens_last_used({ time: formatRelativeTime(token.lastUsedAt, locale) })}
            </time>
          ) : (
            <span>{m.profile_tokens_never_used()}</span>
          )}
        </p>
      </div>
      {token.status === "active" ? (
        <button type="button" className={`${secondaryButtonClass} text-sm`} aria-describedby={labelId} onClick={onRevoke}>
          {m.profile_tokens_revoke()}
        </button>
      ) : null}
    </li>
  );
}

/**
 * The owner's uploaded apps with their ids: what a pipeline's upload address names. URL-listed apps
 * have no versions, and archived ones cannot change, so neither is offered.
 */
function PublishableApps({ apps }: { apps: MyAppView[] }) {
  const hosted = apps.filter((app) => app.source === "hosted" && app.status !== "archived");
  const copyUrl = (id: string) =>
    copyText(new URL(uploadPath(id), window.location.origin).href, m.profile_tokens_url_copied(), m.profile_tokens_copy_failed());

  if (hosted.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="api-token-apps-empty">
        {m.profile_tokens_apps_empty()}{" "}
        <Link to="/add-pwa?tab=zip" className="focus-ring rounded font-semibold text-brand-700 underline dark:text-brand-100">
          {m.profile_tokens_apps_upload_link()}
        </Link>
      </p>
    );
  }
  return (
    <ul
      className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
      data-testid="api-token-apps"
    >
      {hosted.map((app) => (
        <li key={app.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="api-token-app">
          <div className="min-w-0">
            <p className="break-words font-medium">{app.name}</p>
            <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
              {m.profile_tokens_app_id()}{" "}
              <code className="select-all break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-900 dark:bg-slate-800 dark:text-slate-100">
                {app.id}
              </code>
            </p>
          </div>
          <button type="button" className={`${secondaryButtonClass} text-sm`} onClick={() => void copyUrl(app.id)}>
            {m.profile_tokens_copy_url()}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * API tokens (docs/product.md#profile-and-account, ADR 0032): create one (name, expiry; its
 * secret shown once), the list with each token's status and dates (the profile's loader), revoke
 * after confirming; and the apps a token can publish to.
 */
export function ApiTokensSection({ tokens, apps }: { tokens: ApiTokenSummary[]; apps: MyAppView[] }) {
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const revoke = useConfirmAction<ApiTokenSummary>();

  return (
    <ProfileSection id="api-tokens" title={m.profile_section_tokens()} intro={m.profile_tokens_intro()}>
      <SubSection title={m.profile_tokens_create_heading()} testId="api-token-create">
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{m.profile_tokens_usage()}</p>
        <CreateTokenForm onCreated={setCreated} />
      </SubSection>
      <SubSection title={m.profile_tokens_list_heading()} testId="api-tokens">
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
          {m.profile_tokens_limit_note({ max: String(API_TOKENS_LIVE_MAX) })}
        </p>
        {tokens.length === 0 ? (
          <p
            className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400"
            data-testid="api-tokens-empty"
          >
            {m.profile_tokens_empty()}
          </p>
        ) : (
          <ul
            className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
            data-testid="api-tokens-list"
          >
            {tokens.map((token) => (
              <TokenRow key={token.id} token={token} onRevoke={() => revoke.open(token)} />
            ))}
          </ul>
        )}
      </SubSection>
      <SubSection title={m.profile_tokens_apps_heading()} testId="api-token-apps-section">
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{m.profile_tokens_apps_intro()}</p>
        <PublishableApps apps={apps} />
      </SubSection>
      <SecretDialog token={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={revoke.target !== null}
        title={m.profile_tokens_revoke_title({ name: revoke.target?.name ?? "" })}
        body={m.profile_tokens_revoke_body()}
        confirmLabel={m.profile_tokens_revoke()}
        cancelLabel={m.profile_cancel()}
        busy={revoke.busy}
        busyLabel={m.profile_tokens_revoking()}
        error={revoke.error}
        onConfirm={() => void revoke.confirm({ intent: "revoke-token", id: revoke.target!.id })}
        onCancel={revoke.close}
        testId="api-token-revoke-dialog"
      />
    </ProfileSection>
  );
}
