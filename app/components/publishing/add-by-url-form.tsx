import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "#app/lib/toast.ts";
import { addByUrlSchema } from "#contract/schemas/app-metadata.ts";
import { inspectRequestSchema, type Inspection } from "#contract/schemas/publishing.ts";
import { m } from "#app/paraglide/messages.js";
import { ReadOnlyNotice } from "../read-only-notice.tsx";
import { useReadOnly } from "../../lib/site/site.ts";
import { ApiClientError, apiRequest } from "../../lib/api/client.ts";
import { errorMessage, failureCode } from "../../lib/api/errors.ts";
import { checkWith, type FieldErrors } from "../../lib/forms/use-form-state.ts";
import { refusalReasons } from "../../lib/publishing/upload-request.ts";
import { draftFromInspection, EMPTY_DRAFT, previewIcon, type MetadataDraft } from "../../lib/publishing/metadata-draft.ts";
import { TextField } from "../forms/text-field.tsx";
import { BusyButton, FormAlert, TextButton } from "../profile/ui.tsx";
import { AppMetadataFields, type CategoryChoice } from "./app-metadata-fields.tsx";
import { InspectionCard } from "./inspection-card.tsx";

/** A 409 from POST /pwas: where the existing app can be seen (null when it is someone else's unlisted app). */
interface DuplicateLink {
  message: string;
  url: string | null;
  mine: boolean;
}

function duplicateOf(error: unknown): DuplicateLink | null {
  if (!(error instanceof ApiClientError) || failureCode(error) !== "publish_duplicate") return null;
  const duplicate = error.body?.duplicate as { url?: unknown; mine?: unknown } | undefined;
  return { message: error.message, url: typeof duplicate?.url === "string" ? duplicate.url : null, mine: duplicate?.mine === true };
}

/** The reason a failed submission gives, for the failure toast. */
function reasonOf(error: unknown): string {
  if (!(error instanceof ApiClientError)) return m.client_error_unexpected();
  const reasons = refusalReasons(error);
  if (reasons.length > 0) return reasons.join(" ");
  return error.errors[0]?.message ?? error.message;
}

/** "1280x720" → { width: 1280, height: 720 }; a 9:16 portrait box when unknown. */
function declaredSize(sizes: string | undefined): { width: number; height: number } {
  const match = /^(\d+)x(\d+)/i.exec(sizes ?? "");
  return match ? { width: Number(match[1]), height: Number(match[2]) } : { width: 72, height: 128 };
}

function DuplicateNotice({ duplicate }: { duplicate: DuplicateLink }) {
  return (
    <div role="alert" className="form-notice" data-testid="duplicate-notice">
      <p className="font-semibold">{duplicate.message}</p>
      {duplicate.url ? (
        <Link to={duplicate.url} className="focus-ring mt-1 inline-block rounded font-semibold underline" data-testid="duplicate-link">
          {duplicate.mine ? m.addapp_duplicate_open_mine() : m.addapp_duplicate_open_listing()}
        </Link>
      ) : null}
    </div>
  );
}

/** Why the form is not offered after an inspection (undecided, or not installable), and what to do; `tone` is its box. */
function VerdictNotice({ title, hint, tone, testId }: { title: string; hint: string; tone: string; testId: string }) {
  return (
    <div role="alert" className={tone} data-testid={testId}>
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{hint}</p>
    </div>
  );
}

/**
 * "Add by URL" (docs/decisions/0018-url-inspection.md): the address → Inspect (the server's
 * inspection: every check with its level, pass/fail and reason, and Chromium's verdict) → a form
 * pre-filled from the manifest (name, description, category, tags; icon and screenshots shown,
 * screenshots selectable) → Submit. The server inspects again on submit and decides: the form never
 * sends the inspection.
 */
export function AddByUrlForm({ categories }: { categories: CategoryChoice[] }) {
  const navigate = useNavigate();
  const readOnly = useReadOnly();
  const [url, setUrl] = useState("");
  const [urlError, setUrlError] = useState<string | undefined>();
  const [inspectError, setInspectError] = useState<string | null>(null);
  const [inspecting, setInspecting] = useState(false);
  const [inspection, setInspection] = useState<Inspection | null>(null);
  const [draft, setDraft] = useState<MetadataDraft>(EMPTY_DRAFT);
  const [screenshots, setScreenshots] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<DuplicateLink | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inspectionHeading = useRef<HTMLDivElement>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    if (inspection) inspectionHeading.current?.focus();
  }, [inspection]);

  const inspect = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (inspecting) return;
    const checked = checkWith(inspectRequestSchema, { url });
    if (!checked.ok) {
      setUrlError(checked.errors.url);
      return;
    }
    setUrlError(undefined);
    setInspectError(null);
    setInspecting(true);
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    try {
      const answer = await apiRequest<{ data: Inspection }>("/client/pwas/inspect", { body: checked.value, signal: controller.signal });
      const found = answer.data;
      setInspection(found);
      setDraft(
        draftFromInspection(
          found,
          categories.map((category) => category.id),
        ),
      );
      setScreenshots((found.manifest?.screenshots ?? []).map((shot) => shot.src));
      setErrors({});
      setSubmitError(null);
      setDuplicate(
        found.duplicate ? { message: m.publish_duplicate(), url: `/app/${encodeURIComponent(found.duplicate.slug)}`, mine: false } : null,
      );
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      const fieldMessage = error instanceof ApiClientError ? error.errors.find((item) => item.field === "url")?.message : undefined;
      if (fieldMessage && error instanceof ApiClientError && error.status === 400) setUrlError(fieldMessage);
      else setInspectError(errorMessage(error));
    } finally {
      if (abort.current === controller) abort.current = null;
      setInspecting(false);
    }
  };

  const startOver = () => {
    abort.current?.abort();
    setInspection(null);
    setDraft(EMPTY_DRAFT);
    setErrors({});
    setSubmitError(null);
    setDuplicate(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!inspection || submitting) return;
    const checked = checkWith(addByUrlSchema, {
      url: inspection.url,
      ...draft,
      name: draft.name.trim() ? draft.name : undefined,
      screenshots,
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSubmitError(null);
    setSubmitting(true);
    try {
      await apiRequest("/client/pwas", { body: checked.value });
      toast.success(m.addapp_toast_added());
      navigate("/my-pwas");
    } catch (error) {
      toast.error(m.addapp_toast_failed(), { description: reasonOf(error) });
      const found = duplicateOf(error);
      if (found) {
        setDuplicate(found);
      } else if (error instanceof ApiClientError && (error.status === 422 || error.status === 503) && error.body?.report) {
        // The site changed since the first inspection, or the network failed this time: show
        // what the server found now.
        setInspection(error.body.report as Inspection);
        setSubmitError(error.message);
      } else if (error instanceof ApiClientError && error.errors.length > 0) {
        setErrors(Object.fromEntries(error.errors.map((item) => [item.field, item.message])));
      } else {
        setSubmitError(errorMessage(error));
      }
    } finally {
      setSubmitting(false);
    }
  };

  const installable = inspection?.installable.verdict ?? false;
  const inconclusive = inspection?.installable.outcome === "inconclusive";
  const icon = inspection ? previewIcon(inspection) : null;
  const manifestScreenshots = inspection?.manifest?.screenshots ?? [];

  return (
    <div className="space-y-6" data-testid="add-by-url">
      {readOnly ? <ReadOnlyNotice /> : null}
      <form onSubmit={inspect} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start" data-testid="inspect-form">
        <TextField
          className="flex-1"
          label={m.addapp_url_label()}
          name="url"
          type="url"
          inputMode="url"
          placeholder="https://example.com/"
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          error={urlError}
          hint={m.addapp_url_hint()}
          disabled={inspecting || submitting}
          autoComplete="url"
          required
        />
        <BusyButton
          type="submit"
          busy={inspecting}
          busyLabel={m.addapp_inspecting()}
          className="sm:mt-6"
          disabled={submitting || readOnly}
          data-testid="inspect-submit"
        >
          {inspection ? m.addapp_inspect_again() : m.addapp_inspect()}
        </BusyButton>
      </form>
      {inspecting ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400" data-testid="inspecting">
          <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600" />
          {m.addapp_inspecting_detail()}
        </p>
      ) : null}
      <FormAlert message={inspectError} testId="inspect-error" />

      {inspection ? (
        <div ref={inspectionHeading} tabIndex={-1} className="space-y-6 outline-none">
          <InspectionCard inspection={inspection} />
          {duplicate ? <DuplicateNotice duplicate={duplicate} /> : null}
          {!installable && inconclusive ? (
            <VerdictNotice
              title={m.addapp_try_again()}
              hint={m.addapp_try_again_hint()}
              tone="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
              testId="inconclusive-notice"
            />
          ) : !installable ? (
            <VerdictNotice
              title={m.addapp_fix_first()}
              hint={m.addapp_fix_first_hint()}
              tone="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900 dark:border-red-900 dark:bg-red-900/30 dark:text-red-100"
              testId="not-installable-notice"
            />
          ) : duplicate ? null : (
            <form
              onSubmit={submit}
              noValidate
              className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
              data-testid="add-pwa-form"
            >
              <div>
                <h2 className="text-lg font-bold text-slate-900 dark:text-white">{m.addapp_form_title()}</h2>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{m.addapp_form_intro()}</p>
              </div>
              <div className="flex items-center gap-4">
                {icon ? (
                  <img
                    src={icon}
                    alt={m.addapp_icon_alt()}
                    width={64}
                    height={64}
                    className="h-16 w-16 shrink-0 rounded-2xl bg-slate-100 object-contain dark:bg-slate-800"
                    data-testid="icon-preview"
                  />
                ) : (
                  <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-2xl bg-slate-100 text-xs text-slate-500 dark:bg-slate-800">
                    {m.addapp_no_icon()}
                  </span>
                )}
                <p className="text-sm text-slate-600 dark:text-slate-400">{m.addapp_icon_hint()}</p>
              </div>
              <AppMetadataFields
                draft={draft}
                errors={errors}
                categories={categories}
                disabled={submitting}
                nameOptional
                onChange={(field, value) => setDraft((current) => ({ ...current, [field]: value }))}
              />
              {manifestScreenshots.length > 0 ? (
                <fieldset data-testid="screenshot-picker">
                  <legend className="text-sm font-semibold text-slate-800 dark:text-slate-200">{m.addapp_screenshots()}</legend>
                  <p className="text-xs text-slate-500 dark:text-slate-400">{m.addapp_screenshots_hint()}</p>
                  <ul className="mt-2 flex gap-3 overflow-x-auto pb-2">
                    {manifestScreenshots.map((shot, index) => {
                      const checked = screenshots.includes(shot.src);
                      return (
                        <li key={shot.src} className="shrink-0">
                          <label className="flex cursor-pointer flex-col items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
                            <img
                              src={shot.src}
                              alt={shot.label || m.addapp_screenshot_alt({ number: String(index + 1) })}
                              // The declared size reserves the thumbnail's shape before the image loads.
                              {...declaredSize(shot.sizes)}
                              className={`h-32 w-auto max-w-56 rounded-lg border bg-slate-100 object-cover dark:bg-slate-800 ${checked ? "border-brand-500" : "border-slate-200 opacity-50 dark:border-slate-700"}`}
                            />
                            <span className="flex items-center gap-1">
                              <input
                                type="checkbox"
                                className="focus-ring h-4 w-4 rounded"
                                checked={checked}
                                disabled={submitting}
                                onChange={() =>
                                  setScreenshots((current) =>
                                    current.includes(shot.src)
                                      ? current.filter((src) => src !== shot.src)
                                      : manifestScreenshots
                                          .map((item) => item.src)
                                          .filter((src) => src === shot.src || current.includes(src)),
                                  )
                                }
                              />
                              {m.addapp_screenshot_include()}
                            </span>
                          </label>
                        </li>
                      );
                    })}
                  </ul>
                </fieldset>
              ) : null}
              <FormAlert message={submitError} testId="add-pwa-error" />
              <div className="flex flex-wrap items-center gap-3">
                <BusyButton
                  type="submit"
                  busy={submitting}
                  busyLabel={m.addapp_submitting()}
                  disabled={readOnly}
                  data-testid="add-pwa-submit"
                >
                  {m.addapp_submit()}
                </BusyButton>
                <TextButton onClick={startOver} disabled={submitting}>
                  {m.addapp_start_over()}
                </TextButton>
              </div>
            </form>
          )}
        </div>
      ) : null}
    </div>
  );
}
