import { useEffect, useRef } from "react";
import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import { toast } from "#app/lib/toast.ts";
import { contactSchema } from "#contract/schemas/contact.ts";
import { READ_ONLY_RETRY_AFTER_SECONDS } from "#contract/schemas/settings.ts";
import {
  CONTACT_EMAIL_MAX,
  CONTACT_FIELDS,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
  type ContactField,
} from "#contract/schemas/contact-fields.ts";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import { useSite } from "../lib/site/site.ts";
import { ReadOnlyNotice } from "../components/read-only-notice.tsx";
import { hitContactPageLimit, isReadOnly, storeContactPageMessage } from "./contact.server.ts";
import type { Route } from "./+types/contact";

type FieldValues = Record<ContactField, string>;
type FieldErrors = Partial<Record<ContactField, string>>;

/** What a submission answers, to the page (with or without JavaScript). */
type ContactResult =
  | { status: "sent"; message: string }
  | { status: "invalid"; message: string; errors: FieldErrors; values: FieldValues }
  | { status: "failed"; message: string; values?: FieldValues };

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: formatPageTitle(m.contact_title(), productNameFrom(matches)) },
    { name: "description", content: m.contact_meta_description() },
  ];
}

/**
 * The form posts here (a plain HTML form: it works before or without JavaScript). Same schema,
 * same per-address limit (one counter) and same storage as POST /api/client/contact. A page
 * action cannot see the browser-stored session, so messages sent here carry no user id.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((field) => {
      const value = form.get(field);
      return [field, typeof value === "string" ? value : ""];
    }),
  ) as FieldValues;

  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ContactField;
      errors[field] ??= issue.message;
    }
    return data<ContactResult>({ status: "invalid", message: m.contact_fix_errors(), errors, values }, { status: 400 });
  }

  // Read-only maintenance: the same refusal as the API's (worker/api/read-only.ts), before anything counts.
  if (isReadOnly(context)) {
    return data<ContactResult>(
      { status: "failed", message: m.maintenance_read_only_refused(), values },
      { status: 503, headers: { "Retry-After": String(READ_ONLY_RETRY_AFTER_SECONDS) } },
    );
  }

  const limit = await hitContactPageLimit(context, request);
  if (!limit.allowed) {
    return data<ContactResult>(
      { status: "failed", message: m.api_rate_limited(), values },
      { status: 429, headers: { "Retry-After": String(limit.retryAfter) } },
    );
  }

  try {
    await storeContactPageMessage(context, request, parsed.data, getLocale());
  } catch (error) {
    console.error("[contact] storing a message failed:", error);
    return data<ContactResult>({ status: "failed", message: m.contact_error(), values }, { status: 500 });
  }
  return data<ContactResult>({ status: "sent", message: m.contact_success() });
}

/**
 * With JavaScript: the same server action, plus a toast, and the contact-form message of
 * docs/product.md#error-catalogue when the request itself fails (offline, connection dropped). That
 * failure answers with an error status so React Router does not revalidate the page's data over the
 * same broken connection.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  let result: ContactResult;
  try {
    result = await serverAction();
  } catch {
    const failed: ContactResult = { status: "failed", message: m.contact_error() };
    toast.error(failed.message);
    return data(failed, { status: 503 });
  }
  if (result.status === "sent") toast.success(result.message);
  else if (result.status === "failed") toast.error(result.message);
  return result;
}

const inputClass =
  "focus-ring mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder-slate-400 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:aria-[invalid=true]:border-red-400";

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}

/** /contact: the contact form (docs/product.md#messages-and-contact: name, email, subject, message). */
export default function Contact({ actionData }: Route.ComponentProps) {
  const result: ContactResult | undefined = actionData;
  const navigation = useNavigation();
  const site = useSite();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST" && navigation.formAction === "/contact";
  const formRef = useRef<HTMLFormElement>(null);

  const errors: FieldErrors = result?.status === "invalid" ? result.errors : {};
  const values: Partial<FieldValues> = result && result.status !== "sent" ? (result.values ?? {}) : {};
  // `?subject=` starts the subject (an app page's "Report issue" link sends one).
  const [searchParams] = useSearchParams();
  const subjectFromLink = (searchParams.get("subject") ?? "").slice(0, CONTACT_SUBJECT_MAX);

  useEffect(() => {
    if (result?.status === "invalid") {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    } else if (result?.status === "sent") {
      formRef.current?.reset();
    }
  }, [result]);

  const fieldProps = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    required: true,
    defaultValue: values[field] ?? (field === "subject" ? subjectFromLink : ""),
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `contact-${field}-error` : undefined,
    className: inputClass,
  });

  return (
    <div className="container-page py-10 sm:py-14" data-testid="contact-page">
      <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-[2fr_3fr]">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{m.contact_title()}</h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">{m.contact_intro()}</p>
          <p className="mt-4 leading-relaxed text-slate-600 dark:text-slate-400">{m.contact_response_times()}</p>
          {site.contactEmail ? (
            <p className="mt-4 text-slate-700 dark:text-slate-300" data-testid="contact-email">
              {m.contact_email_line()}{" "}
              <a
                href={`mailto:${site.contactEmail}`}
                className="focus-ring break-all rounded font-medium text-brand-600 underline underline-offset-2 hover:text-brand-700 dark:text-brand-100 dark:hover:text-white"
              >
                {site.contactEmail}
              </a>
            </p>
          ) : null}
          <p className="mt-6 text-slate-700 dark:text-slate-300">
            {m.contact_help_hint()}{" "}
            <Link
              to="/help"
              className="focus-ring rounded font-medium text-brand-600 underline underline-offset-2 hover:text-brand-700 dark:text-brand-100 dark:hover:text-white"
            >
              {m.contact_help_link()}
            </Link>
          </p>
        </div>

        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <div role="status" aria-live="polite">
            {result?.status === "sent" ? (
              <p
                className="mb-6 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-green-800 dark:border-green-900 dark:bg-green-950 dark:text-green-200"
                data-testid="contact-success"
              >
                {result.message}
              </p>
            ) : null}
          </div>
          {result && result.status !== "sent" ? (
            <p
              role="alert"
              className="mb-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
              data-testid="contact-error"
            >
              {result.message}
            </p>
          ) : null}

          <Form method="post" action="/contact" ref={formRef} noValidate className="space-y-5">
            <p id="contact-required-note" className="text-sm text-slate-500 dark:text-slate-400">
              {m.contact_required_note()}
            </p>
            <div>
              <label htmlFor="contact-name" className="block font-medium text-slate-800 dark:text-slate-200">
                {m.contact_name_label()}
              </label>
              <input {...fieldProps("name")} type="text" autoComplete="name" maxLength={CONTACT_NAME_MAX} />
              <FieldError id="contact-name-error" message={errors.name} />
            </div>
            <div>
              <label htmlFor="contact-email" className="block font-medium text-slate-800 dark:text-slate-200">
                {m.contact_email_label()}
              </label>
              <input
                {...fieldProps("email")}
                type="email"
                autoComplete="email"
                inputMode="email"
                spellCheck={false}
                maxLength={CONTACT_EMAIL_MAX}
              />
              <FieldError id="contact-email-error" message={errors.email} />
            </div>
            <div>
              <label htmlFor="contact-subject" className="block font-medium text-slate-800 dark:text-slate-200">
                {m.contact_subject_label()}
              </label>
              <input {...fieldProps("subject")} type="text" maxLength={CONTACT_SUBJECT_MAX} />
              <FieldError id="contact-subject-error" message={errors.subject} />
            </div>
            <div>
              <label htmlFor="contact-message" className="block font-medium text-slate-800 dark:text-slate-200">
                {m.contact_message_label()}
              </label>
              <textarea {...fieldProps("message")} rows={7} maxLength={CONTACT_MESSAGE_MAX} className={`${inputClass} min-h-36 resize-y`} />
              <FieldError id="contact-message-error" message={errors.message} />
            </div>
            {site.readOnly ? <ReadOnlyNotice /> : null}
            <button
              type="submit"
              className="btn-primary w-full sm:w-auto"
              disabled={busy || site.readOnly}
              aria-disabled={busy || site.readOnly || undefined}
            >
              {busy ? m.contact_submitting() : m.contact_submit()}
            </button>
          </Form>
        </div>
      </div>
    </div>
  );
}
