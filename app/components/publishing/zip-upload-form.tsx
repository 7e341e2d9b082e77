import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { toast } from "#app/lib/toast.ts";
import { APP_DESCRIPTION_MAX, APP_NAME_MAX } from "#contract/schemas/app-metadata.ts";
import { zipUploadFieldsSchema, type HostedAppCreated } from "#contract/schemas/zip-upload.ts";
import { m } from "#app/paraglide/messages.js";
import { ReadOnlyNotice } from "../read-only-notice.tsx";
import { useReadOnly } from "../../lib/site/site.ts";
import { ApiClientError, apiRequest } from "../../lib/api/client.ts";
import { checkWith } from "../../lib/forms/use-form-state.ts";
import { TextField } from "../forms/text-field.tsx";
import { HostingReportPanel } from "./hosting-report.tsx";
import { InspectionCard } from "./inspection-card.tsx";
import { UploadProgressBar } from "./upload-progress.tsx";
import { type UploadFailure, uploadFailure, useZipUpload } from "../../lib/publishing/use-zip-upload.ts";
import { ZipFilePicker } from "./zip-file-picker.tsx";
import { RequiredMark } from "../forms/required-mark.tsx";
import { FieldErrorText } from "../forms/field-label.tsx";

export interface CategoryOption {
  id: string;
  name: string;
}

const fieldClass = (error?: string) =>
  `focus-ring mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 dark:bg-slate-900 dark:text-slate-100 ${
    error ? "border-red-500" : "border-slate-300 dark:border-slate-700"
  }`;

/** The store's categories for the select: given by the page, or loaded here. */
function useCategories(given: CategoryOption[] | undefined) {
  const [categories, setCategories] = useState<CategoryOption[] | null>(given ?? null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (given) {
      setCategories(given);
      return;
    }
    let cancelled = false;
    setFailed(false);
    apiRequest<{ data: CategoryOption[] }>("/client/categories")
      .then((answer) => {
        if (!cancelled) setCategories(answer.data.map(({ id, name }) => ({ id, name })));
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [given, attempt]);
  return { categories, failed, retry: () => setAttempt((value) => value + 1) };
}

/**
 * "Upload ZIP" (docs/decisions/0019-zip-uploads-and-hosted-origins.md): the app's ZIP (picked or
 * dropped, checked for type and size before sending), its name (optional: the manifest's),
 * category, description and tags, one schema with the API (zipUploadFieldsSchema). The upload shows
 * real progress (XMLHttpRequest), then the result: the address the app is hosted at, or the
 * server's reason — with the installability reasons when browsers would not install it.
 *
 * @example
 * <ZipUploadForm onUploaded={(app) => navigate("/my-pwas")} />
 */
export function ZipUploadForm({
  categories: givenCategories,
  onUploaded,
}: {
  categories?: CategoryOption[];
  onUploaded?: (app: HostedAppCreated) => void;
}) {
  const { categories, failed: categoriesFailed, retry } = useCategories(givenCategories);
  const upload = useZipUpload();
  const { errors, busy } = upload;
  const [name, setName] = useState("");
  const [category, setCategory] = useState("");
  const [description, setDescription] = useState("");
  const [tags, setTags] = useState("");
  const [failure, setFailure] = useState<UploadFailure | null>(null);
  const [uploaded, setUploaded] = useState<HostedAppCreated | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const categoryId = useId();
  const descriptionId = useId();
  const readOnly = useReadOnly();

  useEffect(() => {
    if (uploaded) resultHeading.current?.focus();
  }, [uploaded]);

  const pickFile = (picked: File | null) => {
    upload.pick(picked);
    setFailure(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    try {
      const answer = await upload.send<{ data: HostedAppCreated }>(
        "/client/pwas/upload",
        checkWith(zipUploadFieldsSchema, { name, category, description, tags }),
        { name: name.trim(), category, description: description.trim(), tags },
      );
      if (!answer) return;
      toast.success(m.zip_toast_uploaded());
      setUploaded(answer.data);
      onUploaded?.(answer.data);
    } catch (error) {
      const shown = uploadFailure(error);
      const apiErrors = error instanceof ApiClientError ? error.errors.filter((item) => item.field !== "file") : [];
      if (apiErrors.length > 0) upload.setErrors(Object.fromEntries(apiErrors.map((item) => [item.field, item.message])));
      setFailure(shown);
      toast.error(m.zip_toast_failed(), { description: shown.reasons.length > 0 ? shown.reasons.join(" ") : shown.message });
    }
  };

  const reset = () => {
    setUploaded(null);
    upload.reset();
    setName("");
    setDescription("");
    setTags("");
    setFailure(null);
  };

  if (uploaded) {
    return (
      <div className="space-y-6">
        <div
          className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 dark:border-emerald-900 dark:bg-emerald-950/40"
          data-testid="zip-upload-result"
        >
          <h2 ref={resultHeading} tabIndex={-1} className="text-xl font-bold text-emerald-900 outline-none dark:text-emerald-100">
            {m.zip_result_title()}
          </h2>
          <p className="mt-2 text-emerald-900 dark:text-emerald-100">
            {uploaded.status === "published" ? m.zip_result_body_published() : m.zip_result_body_pending()}
          </p>
          <p className="mt-4 break-all">
            <a
              href={uploaded.url}
              target="_blank"
              rel="noopener"
              className="focus-ring rounded font-semibold text-brand-700 underline dark:text-brand-100"
              data-testid="zip-upload-result-link"
            >
              {uploaded.url}
            </a>
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a href={uploaded.url} target="_blank" rel="noopener" className="btn-primary">
              {m.zip_result_open()}
            </a>
            <Link
              to="/my-pwas"
              className="focus-ring rounded-lg border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              {m.zip_result_my_apps()}
            </Link>
            <button
              type="button"
              onClick={reset}
              className="focus-ring rounded-lg px-4 py-2.5 font-medium text-slate-700 hover:bg-white/60 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              {m.zip_result_another()}
            </button>
          </div>
        </div>
        {/* The checks Add by URL makes, on the app's own origin: what to improve even though it installs. */}
        {uploaded.inspection ? <InspectionCard inspection={uploaded.inspection} /> : null}
        {/* What will go wrong once hosted: seen here, before the app's users meet it. */}
        {uploaded.hosting ? <HostingReportPanel report={uploaded.hosting} /> : null}
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-testid="zip-upload-form">
      <ZipFilePicker file={upload.file} onChange={pickFile} error={errors.file} disabled={busy} />
      <TextField
        label={m.zip_name_label()}
        name="name"
        value={name}
        maxLength={APP_NAME_MAX}
        onChange={(event) => setName(event.currentTarget.value)}
        hint={m.zip_name_hint()}
        error={errors.name}
        disabled={busy}
        autoComplete="off"
      />
      <div>
        <label htmlFor={categoryId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          {m.zip_category_label()}
          <RequiredMark />
        </label>
        <select
          id={categoryId}
          name="category"
          value={category}
          onChange={(event) => setCategory(event.currentTarget.value)}
          disabled={busy || !categories}
          required
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={errors.category ? `${categoryId}-error` : undefined}
          className={fieldClass(errors.category)}
          data-testid="zip-category"
        >
          <option value="">{categories ? m.zip_category_placeholder() : m.zip_categories_loading()}</option>
          {categories?.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
        {categoriesFailed ? (
          <p className="mt-1 text-sm text-red-600 dark:text-red-400" role="alert">
            {m.zip_categories_failed()}{" "}
            <button type="button" onClick={retry} className="focus-ring rounded font-medium underline">
              {m.zip_retry()}
            </button>
          </p>
        ) : null}
        <FieldErrorText id={`${categoryId}-error`} error={errors.category} />
      </div>
      <div>
        <label htmlFor={descriptionId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          {m.zip_description_label()}
        </label>
        <textarea
          id={descriptionId}
          name="description"
          rows={3}
          maxLength={APP_DESCRIPTION_MAX}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          disabled={busy}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={`${descriptionId}-hint${errors.description ? ` ${descriptionId}-error` : ""}`}
          className={fieldClass(errors.description)}
        />
        <p id={`${descriptionId}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {m.zip_description_hint({ count: String(description.length), max: String(APP_DESCRIPTION_MAX) })}
        </p>
        <FieldErrorText id={`${descriptionId}-error`} error={errors.description} />
      </div>
      <TextField
        label={m.zip_tags_label()}
        name="tags"
        value={tags}
        onChange={(event) => setTags(event.currentTarget.value)}
        hint={m.zip_tags_hint()}
        error={errors.tags}
        disabled={busy}
        autoComplete="off"
      />
      {upload.progress ? <UploadProgressBar progress={upload.progress} onCancel={upload.cancel} /> : null}
      {failure ? (
        <div role="alert" className="form-alert" data-testid="zip-upload-error">
          <p>{failure.message}</p>
          {failure.reasons.length > 0 ? (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {failure.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {failure?.inspection ? <InspectionCard inspection={failure.inspection} /> : null}
      {failure?.inspection?.hosting ? <HostingReportPanel report={failure.inspection.hosting} /> : null}
      {readOnly ? <ReadOnlyNotice /> : null}
      <button
        type="submit"
        disabled={busy || readOnly}
        aria-busy={busy}
        className="btn-primary w-full sm:w-auto"
        data-testid="zip-upload-submit"
      >
        {busy ? m.zip_submitting() : m.zip_submit()}
      </button>
    </form>
  );
}
