import { useSearchParams } from "react-router";
import { m } from "#app/paraglide/messages.js";
import type { AdminThreadSummary } from "#contract/admin.ts";
import type { Page } from "#contract/page.ts";
import { AdminListFrame } from "../../components/admin/list-frame.tsx";
import { MessageTabs } from "../../components/admin/message-tabs.tsx";
import { CountPill } from "../../components/admin/ui.tsx";
import { ThreadLink } from "../../components/messages/thread-row.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useAdmin } from "../../lib/admin/admin-context.ts";
import { ADMIN_PAGE_SIZE, adminPageFrom } from "../../lib/admin/paging.ts";
import { formatPageTitle, productNameFrom } from "../../lib/page-title.ts";
import { loadData } from "../../lib/route-data.ts";
import type { Route } from "./+types/messages";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.admin_messages_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

function readFilter(search: URLSearchParams): "all" | "awaiting" {
  return search.get("filter") === "awaiting" ? "awaiting" : "all";
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  return loadData<Page<AdminThreadSummary>>(
    `/admin/messages?filter=${readFilter(search)}&page=${adminPageFrom(search)}&pageSize=${ADMIN_PAGE_SIZE}`,
    request,
  );
}

export function ErrorBoundary() {
  return <RouteError title={m.admin_load_failed()} testId="admin-messages-error" className="mt-6" />;
}

function ThreadRow({ thread }: { thread: AdminThreadSummary }) {
  const last = thread.lastMessage;
  return (
    <li data-testid="admin-thread" data-thread-id={thread.id} data-awaiting={thread.awaitingReply ? "true" : "false"}>
      <ThreadLink
        to={`/admin/messages/${encodeURIComponent(thread.id)}`}
        highlighted={thread.unread > 0}
        subject={thread.subject}
        lastMessageAt={thread.lastMessageAt}
        preview={
          last
            ? last.sender === "user"
              ? m.admin_messages_user_prefix({ name: thread.user.name, preview: last.preview })
              : m.message_team_prefix({ preview: last.preview })
            : null
        }
        testIdPrefix="admin-thread"
        about={
          <span className="mt-0.5 block break-all text-xs text-slate-500 dark:text-slate-400">
            {thread.user.name} · {thread.user.email}
          </span>
        }
      >
        <span className="mt-2 flex flex-wrap gap-2">
          {thread.unread > 0 ? (
            <span className="inline-flex items-center gap-1 pill-solid" data-testid="admin-thread-unread">
              {m.message_unread_marker({ count: String(thread.unread) })}
            </span>
          ) : null}
          {thread.awaitingReply ? (
            <span className="inline-flex pill-warning" data-testid="admin-thread-awaiting">
              {m.admin_messages_awaiting()}
            </span>
          ) : null}
        </span>
      </ThreadLink>
    </li>
  );
}

/** /admin/messages: every user's conversation with the store team, latest activity first. */
export default function AdminMessages({ loaderData: data }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const { counts } = useAdmin();
  const filter = readFilter(search);

  return (
    <AdminListFrame
      testId="admin-messages"
      title={m.admin_messages_title()}
      intro={m.admin_messages_intro()}
      actions={
        counts && counts.unreadMessages > 0 ? (
          <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            {m.admin_messages_unread_total()} <CountPill count={counts.unreadMessages} tone="attention" />
          </p>
        ) : null
      }
      filters={<MessageTabs current={filter} counts={counts} />}
      items={data.items}
      total={data.total}
      page={adminPageFrom(search)}
      pageSize={ADMIN_PAGE_SIZE}
      empty={filter === "awaiting" ? m.admin_messages_empty_awaiting() : m.admin_messages_empty()}
      listTestId="admin-thread-list"
      listLabel={m.admin_messages_list_label()}
      counted={false}
      listClassName="mt-6 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
      renderItem={(thread) => <ThreadRow key={thread.id} thread={thread} />}
    />
  );
}
