import { useEffect, useRef, useState } from "react";
import type { Inspection } from "#contract/schemas/publishing.ts";
import { m } from "#app/paraglide/messages.js";
import { zipFileProblem } from "../../components/publishing/zip-file-picker.tsx";
import { ApiClientError } from "../api/client.ts";
import { failureCode } from "../api/errors.ts";
import type { Checked, FieldErrors } from "../forms/use-form-state.ts";
import { refusalReasons, uploadForm, type UploadProgress } from "./upload-request.ts";

/** What a refused upload shows: the server's sentence, and the installability reasons when it gives them. */
export interface UploadFailure {
  message: string;
  reasons: string[];
  /** The inspection of an app browsers would not install (the same card as "Add by URL"). */
  inspection: Inspection | null;
}

/** Why an upload (or a call about a hosted app's versions) failed, as the forms show it. */
export function uploadFailure(error: unknown): UploadFailure {
  if (!(error instanceof ApiClientError)) return { message: m.client_error_unexpected(), reasons: [], inspection: null };
  const reasons = refusalReasons(error);
  const fileError = error.errors.find((item) => item.field === "file")?.message;
  // A not-installable answer's message repeats the reasons: show the short sentence and the list.
  const inspection =
    failureCode(error) === "zip_not_installable" && error.body?.report && typeof error.body.report === "object"
      ? (error.body.report as Inspection)
      : null;
  return { message: reasons.length > 0 ? m.zip_not_installable_title() : (fileError ?? error.message), reasons, inspection };
}

/**
 * What the two ZIP forms share (the first upload on /add-pwa, a new version on /my-pwas): the
 * picked file, checked the moment it is picked and again on sending, the fields' errors, and the
 * upload in flight with its progress; Cancel (or leaving the page) aborts it.
 */
export function useZipUpload() {
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  return {
    file,
    errors,
    setErrors,
    progress,
    busy: progress !== null,
    cancel: () => abort.current?.abort(),
    /** A file picked, dropped or removed: its own problem shows at once, in place of the last one's. */
    pick(picked: File | null) {
      setFile(picked);
      const problem = picked ? zipFileProblem(picked) : null;
      setErrors(({ file: _file, ...rest }) => (problem ? { ...rest, file: problem } : rest));
    },
    /** No file and no errors: the form starts again. */
    reset() {
      setFile(null);
      setErrors({});
    },
    /**
     * Sends the file with `fields` to `path` (relative to /api) once the fields' check and the
     * file's pass; otherwise their errors show. Answers the server's answer, or null when a check
     * failed or the upload was cancelled; throws the server's refusal.
     */
    async send<T>(path: string, checked: Checked<unknown>, fields: Record<string, string>): Promise<T | null> {
      const fieldErrors: FieldErrors = checked.ok ? {} : { ...checked.errors };
      const fileProblem = file ? zipFileProblem(file) : m.zip_file_required();
      if (fileProblem) fieldErrors.file = fileProblem;
      setErrors(fieldErrors);
      if (!file || Object.keys(fieldErrors).length > 0) return null;

      const form = new FormData();
      form.set("file", file, file.name);
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      const controller = new AbortController();
      abort.current = controller;
      setProgress({ loaded: 0, total: file.size, processing: false });
      try {
        return await uploadForm<T>(path, form, { onProgress: setProgress, signal: controller.signal });
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return null;
        throw error;
      } finally {
        abort.current = null;
        setProgress(null);
      }
    },
  };
}
