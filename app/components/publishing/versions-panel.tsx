import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { toast } from "#app/lib/toast.ts";
import { VERSION_LABEL_MAX, versionUploadFieldsSchema, type AppVersionList, type AppVersionSummary } from "#contract/schemas/zip-upload.ts";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { apiRequest } from "../../lib/api/client.ts";
import { usePanelData } from "../../lib/use-panel-data.ts";
import { formatBytes, formatNumber } from "../../lib/format-count.ts";
import { formatDateTime } from "../../lib/format-date.ts";
import { checkWith } from "../../lib/forms/use-form-state.ts";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import { HostingCounts, HostingReportPanel } from "./hosting-report.tsx";
import { TextField } from "../forms/text-field.tsx";
import { UploadProgressBar } from "./upload-progress.tsx";
import { uploadFailure, useZipUpload } from "../../lib/publishing/use-zip-upload.ts";
import { ZipFilePicker } from "./zip-file-picker.tsx";

/** A failed upload or activation in one sentence: the server's, followed by the installability reasons it gives. */
function errorText(error: unknown): string {
  const failure = uploadFailure(error);
  return [failure.message, ...failure.reasons].join(" ");
}

/**
 * One version row: number, label, size, date and its hosting counts; the current one marked, the
 * others can be made current; its hosting report unfolds under it.
 */
function VersionRow({ version, onActivate }: { version: AppVersionSummary; onActivate(version: AppVersionSummary): void }) {
  const locale = getLocale();
  const [showReport, setShowReport] = useState(false);
  const reportId = useId();
  return (
    <li
      className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3"
      data-testid="version-row"
      data-version={version.number}
      data-current={version.current ? "true" : undefined}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900 dark:text-slate-100">
          {m.versions_number({ number: String(version.number) })}
          {version.label ? <span className="ml-2 font-normal text-slate-600 dark:text-slate-400">{version.label}</span> : null}
          {version.current ? <span className="ml-2 pill-success">{m.versions_current()}</span> : null}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {m.versions_meta({
            files: formatNumber(version.fileCount, locale),
            size: formatBytes(version.totalBytes, locale) ?? "",
            date: formatDateTime(version.createdAt, locale) ?? "",
          })}
        </p>
        {version.hosting ? (
          <div className="mt-1.5">
            <HostingCounts report={version.hosting} compact />
          </div>
        ) : null}
      </div>
      <button
        type="button"
        aria-expanded={showReport}
        aria-controls={reportId}
        onClick={() => setShowReport((shown) => !shown)}
        className="focus-ring rounded-lg px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-slate-100 dark:text-brand-100 dark:hover:bg-slate-800"
        data-testid="version-hosting-toggle"
      >
        {showReport ? m.hosting_ui_hide() : m.hosting_ui_show()}
      </button>
      {version.current ? null : (
        <button
          type="button"
          onClick={() => onActivate(version)}
          className="focus-ring rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
          data-testid="version-activate"
        >
          {m.versions_activate()}
        </button>
      )}
      <div id={reportId} hidden={!showReport} className="basis-full">
        {showReport ? (
          version.hosting ? (
            <HostingReportPanel
              report={version.hosting}
              level={3}
              title={m.hosting_ui_version_title({ number: String(version.number) })}
              testId="version-hosting-report"
            />
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="version-hosting-unavailable">
              {m.hosting_ui_unavailable()}
            </p>
          )
        ) : null}
      </div>
    </li>
  );
}

/** Upload a new version: a ZIP and an optional label, with the same progress as the first upload. */
function NewVersionForm({ appId, onUploaded }: { appId: string; onUploaded(version: AppVersionSummary): void }) {
  const upload = useZipUpload();
  const { errors, busy } = upload;
  const [uploaded, setUploaded] = useState<AppVersionSummary | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const [label, setLabel] = useState("");
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (uploaded) resultRef.current?.focus();
  }, [uploaded]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setUploaded(null);
    setFailure(null);
    try {
      const answer = await upload.send<{ data: AppVersionSummary }>(
        `/client/pwas/${encodeURIComponent(appId)}/versions`,
        checkWith(versionUploadFieldsSchema, { label }),
        { label: label.trim() },
      );
      if (!answer) return;
      toast.success(m.zip_toast_uploaded());
      upload.reset();
      setLabel("");
      setUploaded(answer.data);
      onUploaded(answer.data);
    } catch (error) {
      const text = errorText(error);
      setFailure(text);
      toast.error(m.zip_toast_failed(), { description: text });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="version-upload-form">
      <h3 className="text-base font-semibold text-slate-900 dark:text-slate-100">{m.versions_upload_title()}</h3>
      <ZipFilePicker
        file={upload.file}
        onChange={(picked) => {
          upload.pick(picked);
          setFailure(null);
        }}
        error={errors.file}
        disabled={busy}
        testId="version-file"
      />
      <TextField
        label={m.versions_label_label()}
        name="label"
        value={label}
        maxLength={VERSION_LABEL_MAX}
        onChange={(event) => setLabel(event.currentTarget.value)}
        hint={m.versions_label_hint()}
        error={errors.label}
        disabled={busy}
        autoComplete="off"
      />
      {upload.progress ? <UploadProgressBar progress={upload.progress} onCancel={upload.cancel} testId="version-upload-progress" /> : null}
      {failure ? (
        <p role="alert" className="form-alert" data-testid="version-upload-error">
          {failure}
        </p>
      ) : null}
      <button type="submit" disabled={busy} aria-busy={busy} className="btn-primary" data-testid="version-upload-submit">
        {busy ? m.zip_submitting() : m.versions_upload()}
      </button>
      {uploaded?.hosting ? (
        // The new version's hosting report, focused so a keyboard or screen reader user lands on it.
        <div ref={resultRef} tabIndex={-1} className="space-y-2 outline-none" data-testid="version-upload-result">
          <HostingReportPanel
            report={uploaded.hosting}
            level={4}
            title={m.hosting_ui_version_title({ number: String(uploaded.number) })}
            testId="version-upload-hosting"
          />
          <button
            type="button"
            onClick={() => setUploaded(null)}
            className="focus-ring rounded-lg px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            {m.hosting_ui_dismiss()}
          </button>
        </div>
      ) : null}
    </form>
  );
}

/**
 * The versions of a hosted app, for its owner (/my-pwas): every upload with its size and date,
 * the one served marked; any other can be made current after a confirmation (roll back or
 * forward); and a new version can be uploaded. Loading, failure and empty states included.
 * `onServedChange` hears the hosting report of the version served once another one is.
 *
 * @example
 * <VersionsPanel appId={app.id} onServedChange={reload} />
 */
export function VersionsPanel({
  appId,
  onServedChange,
}: {
  appId: string;
  onServedChange?: (hosting: AppVersionSummary["hosting"]) => void;
}) {
  // Read when its panel first opens (a Disclosure on /my-pwas mounts it).
  const { data, error, retry, setData } = usePanelData<AppVersionList>(`/client/pwas/${encodeURIComponent(appId)}/versions`);
  const [asking, setAsking] = useState<AppVersionSummary | null>(null);
  const [activating, setActivating] = useState(false);
  const [activateError, setActivateError] = useState<string | null>(null);

  const markCurrent = (id: string) =>
    setData((list) =>
      list ? { ...list, currentVersionId: id, items: list.items.map((item) => ({ ...item, current: item.id === id })) } : list,
    );

  const activate = async () => {
    if (!asking || activating) return;
    setActivating(true);
    setActivateError(null);
    try {
      const answer = await apiRequest<{ message: string; data: AppVersionSummary }>(
        `/client/pwas/${encodeURIComponent(appId)}/versions/${encodeURIComponent(asking.id)}/activate`,
        { method: "POST" },
      );
      markCurrent(answer.data.id);
      onServedChange?.(asking.hosting);
      toast.success(answer.message);
      setAsking(null);
    } catch (failure) {
      setActivateError(errorText(failure));
    } finally {
      setActivating(false);
    }
  };

  return (
    // Mounted under a "Versions" disclosure on /my-pwas: the section is named, not re-titled.
    <section aria-label={m.versions_title()} className="space-y-5" data-testid="versions-panel">
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-400">{m.versions_intro()}</p>
        {data ? (
          <a
            href={data.url}
            target="_blank"
            rel="noopener"
            className="focus-ring mt-2 inline-block break-all rounded text-sm font-medium text-brand-700 underline dark:text-brand-100"
            data-testid="versions-app-url"
          >
            {data.url}
          </a>
        ) : null}
      </div>
      {error ? (
        <div role="alert" className="form-alert">
          {error}{" "}
          <button type="button" onClick={retry} className="focus-ring rounded font-medium underline">
            {m.zip_retry()}
          </button>
        </div>
      ) : !data ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {m.versions_loading()}
        </p>
      ) : data.items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{m.versions_empty()}</p>
      ) : (
        <ul aria-label={m.versions_list_label()} className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="versions-list">
          {data.items.map((version) => (
            <VersionRow
              key={version.id}
              version={version}
              onActivate={(chosen) => {
                setActivateError(null);
                setAsking(chosen);
              }}
            />
          ))}
        </ul>
      )}
      {data ? (
        <NewVersionForm
          appId={appId}
          onUploaded={(version) => {
            setData((list) =>
              list
                ? { ...list, currentVersionId: version.id, items: [version, ...list.items.map((item) => ({ ...item, current: false }))] }
                : list,
            );
            onServedChange?.(version.hosting ?? null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={m.versions_confirm_title({ number: String(asking?.number ?? "") })}
        body={m.versions_confirm_body({ number: String(asking?.number ?? ""), url: data?.url ?? "" })}
        confirmLabel={m.versions_activate()}
        cancelLabel={m.versions_cancel()}
        busy={activating}
        busyLabel={m.versions_activating()}
        tone="primary"
        error={activateError}
        onConfirm={activate}
        onCancel={() => setAsking(null)}
        testId="version-activate-dialog"
      />
    </section>
  );
}
