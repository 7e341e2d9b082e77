import { useId, useState, type ReactNode } from "react";
import { toast } from "#app/lib/toast.ts";
import type { BackupExport, BackupImportResult, BackupItemChange, FieldChanges } from "#contract/admin-backup.ts";
import { BACKUP_MAX_BYTES, backupHeadSchema } from "#contract/schemas/backup.ts";
import type { SettingsSection } from "#contract/schemas/settings.ts";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { ApiClientError, apiRequest, type FieldError } from "../../lib/api/client.ts";
import { errorMessage } from "../../lib/api/errors.ts";
import { formatDate } from "../../lib/format-date.ts";
import { downloadFile } from "../../lib/profile/download.ts";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import { BusyButton } from "../profile/ui.tsx";
import { adminCardClass, CountPill } from "./ui.tsx";

/**
 * The Settings page's Backup tab: download the store's backup (settings, categories, apps'
 * catalogue metadata), and import one — choose a file, preview what it changes (a dry run that
 * writes nothing), then apply exactly those changes after a confirmation. The API is
 * worker/api/admin/backup.ts; what the preview lists is contract/admin-backup.ts `BackupPlan`.
 */
export function SettingsBackup() {
  return (
    <div className="space-y-6" data-testid="settings-backup">
      <ExportCard />
      <ImportCard />
    </div>
  );
}

function Card({ title, intro, children, testId }: { title: string; intro: string; children: ReactNode; testId: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={adminCardClass} data-testid={testId}>
      <h2 id={headingId} className="text-lg font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-400">{intro}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function ExportCard() {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const document = await apiRequest<BackupExport>("/admin/backup");
      downloadFile(
        `pwa-store-backup-${document.exportedAt.slice(0, 10)}.json`,
        `${JSON.stringify(document, null, 2)}\n`,
        "application/json",
      );
      toast.success(m.admin_backup_exported());
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={m.admin_backup_export_title()} intro={m.admin_backup_export_intro()} testId="backup-export">
      <BusyButton busy={busy} busyLabel={m.admin_backup_exporting()} onClick={download} data-testid="backup-export-button">
        {m.admin_backup_export_button()}
      </BusyButton>
    </Card>
  );
}

/** A chosen file that reads as a backup of the right format and version. */
interface ChosenFile {
  name: string;
  document: unknown;
  categories: number;
  apps: number;
  exportedAt: number | null;
}

/** Why a request failed: the API's sentence and, for an invalid document, the members at fault. */
interface Problem {
  message: string;
  errors: FieldError[];
}

const problemOf = (error: unknown): Problem => ({
  message: errorMessage(error),
  errors: error instanceof ApiClientError ? error.errors : [],
});

const countOf = (value: unknown) => (Array.isArray(value) ? value.length : 0);

/** Reads a chosen file: JSON, then format and version (the rest is the server's to check). */
async function readBackupFile(file: File): Promise<ChosenFile | string> {
  if (file.size > BACKUP_MAX_BYTES) return m.admin_backup_file_too_large();
  let text: string;
  try {
    text = await file.text();
  } catch {
    return m.admin_backup_file_unreadable();
  }
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    return m.admin_backup_file_invalid_json({ detail: error instanceof Error ? error.message : "" });
  }
  const head = backupHeadSchema.safeParse(document);
  if (!head.success) return head.error.issues[0]?.message ?? m.admin_backup_format_invalid();
  const body = document as { categories?: unknown; apps?: unknown; exportedAt?: unknown };
  const exportedAt = typeof body.exportedAt === "string" ? Date.parse(body.exportedAt) : Number.NaN;
  return {
    name: file.name,
    document,
    categories: countOf(body.categories),
    apps: countOf(body.apps),
    exportedAt: Number.isFinite(exportedAt) ? exportedAt : null,
  };
}

type ImportAnswer = { message?: string; data: BackupImportResult };

const importPath = (dryRun: boolean) => `/admin/backup/import?dryRun=${dryRun}`;

function ImportCard() {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [preview, setPreview] = useState<BackupImportResult | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [applying, setApplying] = useState(false);
  const [applyError, setApplyError] = useState<string | null>(null);

  const choose = async (chosen: File | undefined) => {
    setPreview(null);
    setProblem(null);
    setFileError(null);
    setFile(null);
    if (!chosen) return;
    setReading(true);
    const read = await readBackupFile(chosen);
    setReading(false);
    if (typeof read === "string") setFileError(read);
    else setFile(read);
  };

  const runPreview = async () => {
    if (!file) return;
    setPreviewing(true);
    setProblem(null);
    setPreview(null);
    try {
      const answer = await apiRequest<ImportAnswer>(importPath(true), { method: "POST", body: file.document });
      setPreview(answer.data);
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setPreviewing(false);
    }
  };

  const apply = async () => {
    if (!file) return;
    setApplying(true);
    setApplyError(null);
    try {
      const answer = await apiRequest<ImportAnswer>(importPath(false), { method: "POST", body: file.document });
      toast.success(answer.message ?? m.publish_updated());
      setConfirming(false);
      setPreview(null);
      setFile(null);
    } catch (error) {
      setApplyError(errorMessage(error));
    } finally {
      setApplying(false);
    }
  };

  const locale = getLocale();

  return (
    <Card title={m.admin_backup_import_title()} intro={m.admin_backup_import_intro()} testId="backup-import">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <label
          htmlFor={inputId}
          className={`focus-within:(ring-2 ring-brand-500 ring-offset-2 ring-offset-white dark:ring-offset-slate-950) inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 ${
            previewing || applying ? "cursor-not-allowed opacity-60" : "cursor-pointer"
          }`}
        >
          {m.admin_backup_file_label()}
          <input
            id={inputId}
            type="file"
            accept=".json,application/json"
            className="sr-only"
            disabled={previewing || applying}
            aria-describedby={[hintId, fileError ? errorId : null].filter(Boolean).join(" ")}
            aria-invalid={fileError ? true : undefined}
            onChange={(event) => {
              void choose(event.currentTarget.files?.[0]);
              // The same file may be chosen again (after editing it).
              event.currentTarget.value = "";
            }}
            data-testid="backup-file-input"
          />
        </label>
        <span id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {m.admin_backup_file_hint()}
        </span>
      </div>

      <div aria-live="polite" className="mt-3 text-sm">
        {reading ? <p className="text-slate-500 dark:text-slate-400">{m.loading()}</p> : null}
        {file ? (
          <p className="break-words text-slate-700 dark:text-slate-300" data-testid="backup-file-ready">
            {m.admin_backup_file_ready({
              name: file.name,
              categories: String(file.categories),
              apps: String(file.apps),
              date: formatDate(file.exportedAt, locale) ?? "—",
            })}
          </p>
        ) : null}
      </div>
      {fileError ? (
        <p id={errorId} role="alert" className="form-alert" data-testid="backup-file-error">
          {fileError}
        </p>
      ) : null}

      <div className="mt-4 flex flex-wrap gap-2">
        <BusyButton
          variant="secondary"
          busy={previewing}
          busyLabel={m.admin_backup_previewing()}
          disabled={!file || applying}
          onClick={runPreview}
          data-testid="backup-preview-button"
        >
          {m.admin_backup_preview()}
        </BusyButton>
        {preview ? (
          <BusyButton
            busy={applying}
            busyLabel={m.admin_backup_applying()}
            disabled={preview.changed === 0 || previewing}
            onClick={() => {
              setApplyError(null);
              setConfirming(true);
            }}
            data-testid="backup-apply-button"
          >
            {m.admin_backup_apply()}
          </BusyButton>
        ) : null}
      </div>

      {problem ? <ProblemBox problem={problem} /> : null}
      {preview ? <ChangeList result={preview} /> : null}

      <ConfirmDialog
        open={confirming}
        title={m.admin_backup_confirm_title()}
        body={m.admin_backup_confirm_body({ count: String(preview?.changed ?? 0) })}
        confirmLabel={m.admin_backup_apply()}
        cancelLabel={m.admin_cancel()}
        busy={applying}
        busyLabel={m.admin_backup_applying()}
        tone="danger"
        error={applyError}
        onConfirm={apply}
        onCancel={() => setConfirming(false)}
        testId="backup-confirm"
      />
    </Card>
  );
}

/** How many problems, items or ids a list shows before "…and N more". */
const SHOWN = 50;

function More({ total }: { total: number }) {
  if (total <= SHOWN) return null;
  return <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{m.admin_backup_and_more({ count: String(total - SHOWN) })}</p>;
}

/** A refused preview: the API's sentence, and each member at fault with its message. */
function ProblemBox({ problem }: { problem: Problem }) {
  return (
    <div role="alert" className="form-alert" data-testid="backup-problem">
      <p className="font-semibold">{problem.message}</p>
      {problem.errors.length > 0 ? (
        <>
          <p className="mt-2">{m.admin_backup_problems()}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {problem.errors.slice(0, SHOWN).map((error, index) => (
              <li key={`${error.field}-${index}`} className="break-words">
                <code className="font-mono text-xs">{error.field}</code>: {error.message}
              </li>
            ))}
          </ul>
          <More total={problem.errors.length} />
        </>
      ) : null}
    </div>
  );
}

const SECTION_LABELS: Record<SettingsSection, () => string> = {
  general: m.admin_backup_section_general,
  security: m.admin_backup_section_security,
  email: m.admin_backup_section_email,
  notifications: m.admin_backup_section_notifications,
  search: m.admin_settings_tab_search,
  maintenance: m.admin_backup_section_maintenance,
};

const clip = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A value of the change list as a reader reads it. */
function formatChangeValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return m.admin_backup_empty_value();
  if (typeof value === "boolean") return value ? m.admin_backup_yes() : m.admin_backup_no();
  if (typeof value === "string" || typeof value === "number") return clip(String(value));
  if (Array.isArray(value))
    return value.length === 0 ? m.admin_backup_empty_value() : clip(value.map((item) => formatChangeValue(item)).join(", "));
  if (typeof value === "object" && Object.keys(value).length === 0) return m.admin_backup_empty_value();
  return clip(JSON.stringify(value));
}

/** Each changed field as from → to; a new item's fields (`created`) as their values only. */
function Changes({ changes, created = false }: { changes: FieldChanges; created?: boolean }) {
  return (
    <dl className="mt-2 space-y-1.5 text-sm">
      {Object.entries(changes).map(([field, change]) => (
        <div key={field} className="grid gap-x-3 gap-y-0.5 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]" data-testid="backup-change">
          <dt className="break-all font-mono text-xs text-slate-500 sm:pt-0.5 dark:text-slate-400">{field}</dt>
          <dd className="min-w-0 break-words">
            {created ? null : (
              <>
                <span className="text-slate-500 line-through decoration-slate-400 dark:text-slate-400">
                  {formatChangeValue(change.from)}
                </span>
                <span aria-hidden="true" className="px-1.5 text-slate-400">
                  →
                </span>
                <span className="sr-only"> {m.admin_backup_to()} </span>
              </>
            )}
            <span className="font-medium text-slate-900 dark:text-slate-100">{formatChangeValue(change.to)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ItemChanges({ item, badge }: { item: BackupItemChange; badge?: string }) {
  return (
    <li className="rounded-xl border border-slate-200 px-4 py-3 dark:border-slate-800" data-testid="backup-item" data-item-id={item.id}>
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900 dark:text-white">{item.label}</span>
        <code className="break-all font-mono text-xs text-slate-500 dark:text-slate-400">{item.id}</code>
        {badge ? <span className="pill-success">{badge}</span> : null}
      </p>
      <Changes changes={item.changes} created={badge !== undefined} />
    </li>
  );
}

function Group({ title, count, children, testId }: { title: string; count: number; children: ReactNode; testId: string }) {
  return (
    <section className="mt-6" data-testid={testId}>
      <h4 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
        {title}
        <CountPill count={count} always />
      </h4>
      {children}
    </section>
  );
}

const Unchanged = ({ count }: { count: number }) =>
  count > 0 ? (
    <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{m.admin_backup_unchanged({ count: String(count) })}</p>
  ) : null;

/** The preview: per settings section, category and app, each changed field as from → to. */
function ChangeList({ result }: { result: BackupImportResult }) {
  const headingId = useId();
  const { settings, categories, apps } = result;
  const created = categories.create.map(
    (category): BackupItemChange => ({
      id: category.id,
      label: category.name,
      changes: Object.fromEntries(
        Object.entries(category)
          .filter(([key]) => key !== "id")
          .map(([key, value]) => [key, { from: null, to: value }]),
      ),
    }),
  );
  const categoryItems: { item: BackupItemChange; badge?: string }[] = [
    ...created.map((item) => ({ item, badge: m.admin_backup_new() })),
    ...categories.update.map((item) => ({ item })),
  ];

  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-800" data-testid="backup-preview">
      <h3 id={headingId} className="text-base font-bold text-slate-900 dark:text-white">
        {m.admin_backup_preview_title()}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="backup-summary">
        {result.changed === 0
          ? m.admin_backup_nothing_changed()
          : m.admin_backup_summary({
              settings: String(settings.length),
              created: String(categories.create.length),
              updated: String(categories.update.length),
              apps: String(apps.update.length),
            })}
      </p>

      {settings.length > 0 ? (
        <Group title={m.admin_backup_settings_heading()} count={settings.length} testId="backup-preview-settings">
          <ul className="mt-2 space-y-2">
            {settings.map(({ section, changes }) => (
              <ItemChanges key={section} item={{ id: section, label: SECTION_LABELS[section]?.() ?? section, changes }} />
            ))}
          </ul>
        </Group>
      ) : null}

      <Group title={m.admin_backup_categories_heading()} count={categoryItems.length} testId="backup-preview-categories">
        {categoryItems.length > 0 ? (
          <ul className="mt-2 space-y-2">
            {categoryItems.slice(0, SHOWN).map(({ item, badge }) => (
              <ItemChanges key={item.id} item={item} badge={badge} />
            ))}
          </ul>
        ) : null}
        <More total={categoryItems.length} />
        <Unchanged count={categories.unchanged} />
      </Group>

      <Group title={m.admin_backup_apps_heading()} count={apps.update.length} testId="backup-preview-apps">
        {apps.update.length > 0 ? (
          <ul className="mt-2 space-y-2">
            {apps.update.slice(0, SHOWN).map((item) => (
              <ItemChanges key={item.id} item={item} />
            ))}
          </ul>
        ) : null}
        <More total={apps.update.length} />
        <Unchanged count={apps.unchanged} />
        {apps.missing.length > 0 ? (
          <p className="mt-2 break-words text-sm text-amber-800 dark:text-amber-200" data-testid="backup-missing">
            {m.admin_backup_missing({
              ids: `${apps.missing.slice(0, SHOWN).join(", ")}${apps.missing.length > SHOWN ? ` ${m.admin_backup_and_more({ count: String(apps.missing.length - SHOWN) })}` : ""}`,
            })}
          </p>
        ) : null}
      </Group>
    </section>
  );
}
