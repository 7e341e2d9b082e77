import { useId, useRef, useState, type DragEvent } from "react";
import { DEFAULT_UPLOAD_MAX_BYTES, ZIP_ACCEPT } from "#contract/schemas/zip-upload.ts";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { formatBytes } from "../../lib/format-count.ts";
import { LineIcon } from "../line-icon.tsx";

/**
 * Why a picked file cannot be sent, checked in the browser before any byte is uploaded (the
 * server checks again: its limit is UPLOAD_MAX_BYTES). Null when it may be sent.
 */
export function zipFileProblem(file: File, maxBytes = DEFAULT_UPLOAD_MAX_BYTES): string | null {
  const locale = getLocale();
  const zipLike = /\.zip$/i.test(file.name) || ["application/zip", "application/x-zip-compressed"].includes(file.type);
  if (!zipLike) return m.zip_file_not_zip();
  if (file.size === 0) return m.zip_file_empty();
  if (file.size > maxBytes)
    return m.zip_file_too_large({ size: formatBytes(file.size, locale) ?? "", limit: formatBytes(maxBytes, locale) ?? "" });
  return null;
}

interface ZipFilePickerProps {
  file: File | null;
  onChange(file: File | null): void;
  error?: string;
  disabled?: boolean;
  /** Names the input for tests (`data-testid`). */
  testId?: string;
}

/**
 * A ZIP file input with a drop zone: drag a file onto it, or use the button (keyboard and screen
 * readers reach the real <input type=file> through its label). Shows the chosen file with its
 * size and a way to remove it.
 */
export function ZipFilePicker({ file, onChange, error, disabled = false, testId = "zip-file" }: ZipFilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [dragging, setDragging] = useState(false);
  const locale = getLocale();

  const take = (picked: File | null | undefined) => {
    if (disabled) return;
    onChange(picked ?? null);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };

  return (
    <div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone; the file input inside is the keyboard control */}
      <div
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = disabled ? "none" : "copy";
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors ${
          dragging
            ? "border-brand-500 bg-brand-50 dark:bg-brand-900/20"
            : error
              ? "border-red-400 dark:border-red-500"
              : "border-slate-300 dark:border-slate-700"
        }`}
        data-testid={`${testId}-drop`}
        data-dragging={dragging ? "true" : undefined}
      >
        <LineIcon
          d="M12 16V4m0 0-4 4m4-4 4 4M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2"
          className="h-10 w-10 text-slate-400 dark:text-slate-500"
          strokeWidth={1.5}
        />
        <p className="font-medium text-slate-800 dark:text-slate-100">{m.zip_drop_title()}</p>
        <p className="text-sm text-slate-500 dark:text-slate-400">{m.zip_drop_or()}</p>
        <label
          htmlFor={inputId}
          className={`focus-within:(ring-2 ring-brand-500 ring-offset-2) rounded-lg border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 ${
            disabled ? "cursor-not-allowed opacity-60" : "cursor-pointer"
          }`}
        >
          {m.zip_choose_file()}
          <input
            ref={input}
            id={inputId}
            type="file"
            name="file"
            accept={ZIP_ACCEPT}
            disabled={disabled}
            className="sr-only"
            aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(" ")}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              take(event.currentTarget.files?.[0]);
              // The same file may be picked again after removing it.
              event.currentTarget.value = "";
            }}
            data-testid={`${testId}-input`}
          />
        </label>
        <p id={hintId} className="max-w-md text-xs text-slate-500 dark:text-slate-400">
          {m.zip_drop_hint({ size: formatBytes(DEFAULT_UPLOAD_MAX_BYTES, locale) ?? "" })}
        </p>
      </div>
      {file ? (
        <div
          className="mt-3 flex items-center gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60"
          data-testid={`${testId}-selected`}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5 shrink-0 text-slate-500"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.5}
          >
            <path strokeLinejoin="round" d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
            <path strokeLinejoin="round" d="M14 3v5h5M11 7h1m-1 3h1m-1 3h1m-1 3h2v2h-2z" />
          </svg>
          <span className="min-w-0 flex-1">
            <span className="sr-only">{m.zip_file_selected()}: </span>
            <span className="block truncate font-medium text-slate-900 dark:text-slate-100">{file.name}</span>
            <span className="text-slate-500 dark:text-slate-400">{formatBytes(file.size, locale)}</span>
          </span>
          <button
            type="button"
            disabled={disabled}
            onClick={() => {
              onChange(null);
              input.current?.focus();
            }}
            className="focus-ring rounded-md px-2 py-1 text-slate-600 hover:bg-slate-200 disabled:(cursor-not-allowed opacity-60) dark:text-slate-300 dark:hover:bg-slate-700"
          >
            {m.zip_file_remove()}
          </button>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-600 dark:text-red-400" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
