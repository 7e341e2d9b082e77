import { useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { toast } from "#app/lib/toast.ts";
import { ADMIN_CONTACT_STATUSES, STAFF_MESSAGE_MAX, staffMessageSchema, type AdminContactStatus } from "#contract/schemas/admin.ts";
import { m } from "#app/paraglide/messages.js";
import type { AdminContactMessage, AdminContactPage } from "#contract/admin.ts";
import { CONTACT_STATUS_LABELS, CONTACT_TONES, pillClass } from "../../lib/admin/labels.ts";
import { AdminListFrame } from "../../components/admin/list-frame.tsx";
import { MessageTabs } from "../../components/admin/message-tabs.tsx";
import { adminCardClass, neutralButtonClass } from "../../components/admin/ui.tsx";
import { CheckedForm, DialogButtons } from "../../components/forms/checked-form.tsx";
import { TextAreaField } from "../../components/forms/text-area-field.tsx";
import { LinkifiedText } from "../../components/linkified-text.tsx";
import { ModalDialog } from "../../components/modal-dialog.tsx";
import { TimeAgo } from "../../components/notifications/time-ago.tsx";
import { FormAlert } from "../../components/profile/ui.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useAdmin } from "../../lib/admin/admin-context.ts";
import { ADMIN_PAGE_SIZE, adminHref, adminPageFrom } from "../../lib/admin/paging.ts";
import { failureCode } from "../../lib/api/errors.ts";
import { checkWith, shownApiError } from "../../lib/forms/use-form-state.ts";
import { useTextForm } from "../../lib/forms/use-text-form.ts";
import { formatPageTitle, productNameFrom } from "../../lib/page-title.ts";
import { loadData, sendApi, unwrap } from "../../lib/route-data.ts";
import { useAction } from "../../lib/use-action.ts";
import type { Route } from "./+types/contact-messages";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.admin_contact_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

function readStatus(search: URLSearchParams): AdminContactStatus {
  const value = search.get("status") ?? "";
  return (ADMIN_CONTACT_STATUSES as readonly string[]).includes(value) ? (value as AdminContactStatus) : "new";
}

interface AnswerReply {
  via: "thread" | "mail";
  threadId: string | null;
  contactMessage: AdminContactMessage;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  return loadData<AdminContactPage>(
    `/admin/contact-messages?status=${readStatus(search)}&page=${adminPageFrom(search)}&pageSize=${ADMIN_PAGE_SIZE}`,
    request,
  );
}

/** An answer to one message; the dialog shows a refusal, the page toasts the success (with a link to the conversation). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const { id, body } = (await request.json()) as { id: number; body: string };
  return sendApi<AnswerReply>(`/admin/contact-messages/${id}/answer`, { body: { body } });
}

export function ErrorBoundary() {
  return <RouteError title={m.admin_load_failed()} testId="admin-contact-error" className="mt-6" />;
}

/**
 * Answering one contact message, in a dialog that quotes it and says beforehand how the answer
 * will reach the sender. The message leaves the "new" list as soon as the answer is sent; the
 * dialog stays (busy) until the server answers, so a refusal shows here with the text intact.
 */
function AnswerDialog({
  item,
  onSend,
  onClose,
}: {
  item: AdminContactMessage | null;
  onSend: (item: AdminContactMessage, body: string) => Promise<void>;
  onClose: () => void;
}) {
  const { form, send, clear, box } = useTextForm(
    "body",
    (body) => checkWith(staffMessageSchema, { body }),
    async (value) => {
      if (item) await onSend(item, value.body);
    },
    // A mail that could not be sent: the contract's generic 5xx text, made specific here.
    (error) => (failureCode(error) === "contact_mail_failed" ? { form: m.admin_contact_mail_failed() } : shownApiError(error)),
  );
  const close = () => {
    clear();
    onClose();
  };
  return (
    <ModalDialog
      open={item !== null}
      title={m.admin_contact_answer_title({ subject: item?.subject ?? "" })}
      description={
        item
          ? item.answerVia === "thread"
            ? m.admin_contact_via_thread({ name: item.user?.name || item.name })
            : m.admin_contact_via_mail({ email: item.email })
          : undefined
      }
      onClose={close}
      busy={form.busy}
      testId="contact-answer-dialog"
    >
      {item ? (
        <CheckedForm errors={form.errors} onSend={send} className="space-y-4">
          <blockquote className="max-h-40 overflow-y-auto whitespace-pre-wrap break-words rounded-xl border-l-4 border-slate-300 bg-slate-50 px-4 py-3 text-sm text-slate-700 dark:border-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
            <LinkifiedText text={item.message} />
          </blockquote>
          <TextAreaField
            label={m.admin_contact_answer_label()}
            {...box}
            max={STAFF_MESSAGE_MAX}
            rows={6}
            // The dialog mounts its content after showModal(), so this lands on every open.
            autoFocus
            data-testid="contact-answer-body"
          />
          <FormAlert message={form.formError} testId="contact-answer-error" />
          <DialogButtons
            cancelLabel={m.admin_cancel()}
            onCancel={close}
            busy={form.busy}
            busyLabel={m.message_sending()}
            data-testid="contact-answer-send"
          >
            {m.admin_contact_send()}
          </DialogButtons>
        </CheckedForm>
      ) : null}
    </ModalDialog>
  );
}

function ContactRow({ item, onAnswer }: { item: AdminContactMessage; onAnswer: () => void }) {
  return (
    <li className={adminCardClass} data-testid="admin-contact" data-contact-id={item.id} data-status={item.status}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="break-words font-semibold text-slate-900 dark:text-white" data-testid="admin-contact-subject">
              {item.subject}
            </h2>
            <span className={pillClass(CONTACT_TONES[item.status])}>{CONTACT_STATUS_LABELS[item.status]()}</span>
            <TimeAgo ms={item.createdAt} />
          </div>
          <p className="mt-1 break-all text-sm">
            <span className="font-medium text-slate-800 dark:text-slate-200">{item.name}</span>
            <span className="text-slate-500 dark:text-slate-400"> · {item.email}</span>
            {item.user ? (
              <span className="text-slate-500 dark:text-slate-400">
                {" "}
                · {item.user.active ? m.admin_contact_account({ username: item.user.username }) : m.admin_contact_account_inactive()}
              </span>
            ) : null}
          </p>
          <p
            className="mt-3 whitespace-pre-wrap break-words text-sm text-slate-700 dark:text-slate-300"
            data-testid="admin-contact-message"
          >
            <LinkifiedText text={item.message} />
          </p>
          {item.answer ? (
            <div
              className="mt-3 rounded-lg border-l-4 border-brand-500 bg-slate-50 px-3 py-2 dark:bg-slate-800/60"
              data-testid="admin-contact-answer"
            >
              <p className="text-xs font-medium text-slate-500 dark:text-slate-400">
                {m.admin_contact_answered_label()} {item.answeredAt ? <TimeAgo ms={item.answeredAt} /> : null}
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-700 dark:text-slate-300">
                <LinkifiedText text={item.answer} />
              </p>
            </div>
          ) : null}
          {item.threadId ? (
            <Link
              to={`/admin/messages/${encodeURIComponent(item.threadId)}`}
              className="text-link mt-3 inline-block text-sm"
              data-testid="admin-contact-thread"
            >
              {m.admin_contact_open_thread()}
            </Link>
          ) : null}
        </div>
        {item.status === "new" ? (
          <button type="button" className={neutralButtonClass} onClick={onAnswer} data-testid="contact-answer">
            {m.admin_contact_answer()}
          </button>
        ) : null}
      </div>
    </li>
  );
}

/** /admin/messages/contact: messages from the contact page, answered in a conversation or by mail. */
export default function AdminContactMessages({ loaderData: data }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const { counts } = useAdmin();
  const status = readStatus(search);
  const [answering, setAnswering] = useState<AdminContactMessage | null>(null);
  const navigate = useNavigate();
  const action = useAction<AnswerReply>();

  /** The message leaves the "new" list while its answer is sent (back if the server refuses). */
  const answer = async (item: AdminContactMessage, body: string) => {
    const result = await action.run({ id: item.id, body, takesOut: true });
    const { threadId } = unwrap(result);
    setAnswering(null);
    toast.success(
      result.message ?? m.admin_message_sent(),
      threadId
        ? { action: { label: m.admin_contact_open_thread(), onClick: () => navigate(`/admin/messages/${encodeURIComponent(threadId)}`) } }
        : undefined,
    );
  };

  return (
    <AdminListFrame
      testId="admin-contact-messages"
      title={m.admin_contact_title()}
      intro={m.admin_contact_intro()}
      filters={
        <>
          <MessageTabs current="contact" counts={counts} />
          <nav aria-label={m.admin_contact_status_label()} className="mt-4 flex flex-wrap gap-2">
            {ADMIN_CONTACT_STATUSES.map((value) => (
              <Link
                key={value}
                to={adminHref(pathname, search, { status: value === "new" ? null : value, page: null })}
                aria-current={value === status ? "page" : undefined}
                className={`focus-ring rounded-full border px-3 py-1 text-sm font-medium ${
                  value === status
                    ? "border-brand-600 bg-brand-50 text-brand-800 dark:border-brand-400 dark:bg-brand-900/40 dark:text-brand-100"
                    : "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800"
                }`}
                data-testid={`contact-status-${value}`}
              >
                {CONTACT_STATUS_LABELS[value]()}
                <span className="ml-1.5 tabular-nums text-slate-500 dark:text-slate-400">{data.statusCounts[value]}</span>
              </Link>
            ))}
          </nav>
        </>
      }
      items={data.items}
      total={data.total}
      page={adminPageFrom(search)}
      pageSize={ADMIN_PAGE_SIZE}
      empty={status === "new" ? m.admin_contact_empty_new() : m.admin_contact_empty()}
      listTestId="admin-contact-list"
      counted={false}
      listClassName="mt-4 space-y-3"
      renderItem={(item) => <ContactRow key={item.id} item={item} onAnswer={() => setAnswering(item)} />}
    >
      <AnswerDialog item={answering} onSend={answer} onClose={() => setAnswering(null)} />
    </AdminListFrame>
  );
}
