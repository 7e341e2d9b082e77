import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { m } from "#app/paraglide/messages.js";
import type { ThreadSummary } from "#contract/community.ts";
import type { Page } from "#contract/page.ts";
import { EmptyState } from "../components/catalog/empty-state.tsx";
import { Pagination } from "../components/catalog/pagination.tsx";
import { ThreadListSkeleton, ThreadRow } from "../components/messages/thread-row.tsx";
import { INBOX_PAGE_SIZE, inboxPagination, pageFromSearch, pageHref } from "../lib/community-paging.ts";
import { formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import { RequireAuth } from "../lib/session/require-auth.tsx";
import { useApiData } from "../lib/use-api-data.ts";
import type { Route } from "./+types/messages";
import { LoadError } from "../components/load-error.tsx";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.message_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

type ThreadPage = Page<ThreadSummary>;

const PATH = "/messages";

function MessagesPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const page = pageFromSearch(search);
  const list = useApiData<ThreadPage>(`/client/messages?page=${page}&pageSize=${INBOX_PAGE_SIZE}`);
  const { data } = list;

  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && page > 1) {
      navigate(pageHref(PATH, Math.max(1, Math.ceil(data.total / INBOX_PAGE_SIZE))), { replace: true });
    }
  }, [data, page, navigate]);

  return (
    <div className="container-page max-w-3xl py-8 sm:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold">{m.message_title()}</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{m.message_intro()}</p>
        </div>
        <Link to="/messages/new" className="btn-primary shrink-0 self-start text-sm sm:self-auto" data-testid="new-message">
          {m.message_new()}
        </Link>
      </div>

      <div className="mt-6">
        {list.error && !data ? (
          <LoadError
            title={m.message_load_failed()}
            detail={list.error.message}
            retryLabel={m.notification_retry()}
            onRetry={list.reload}
            testId="messages-error"
          />
        ) : !data || (list.loading && data.page !== page) ? (
          <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
            <ThreadListSkeleton />
          </div>
        ) : data.total === 0 ? (
          <EmptyState
            title={m.message_empty_title()}
            body={m.message_empty_body()}
            action={{ href: "/messages/new", label: m.message_empty_action() }}
          />
        ) : (
          <>
            <ul
              aria-label={m.message_list_label()}
              className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
              data-testid="thread-list"
            >
              {data.items.map((thread) => (
                <ThreadRow key={thread.id} thread={thread} />
              ))}
            </ul>
            <Pagination pagination={inboxPagination(PATH, data.page, data.total, INBOX_PAGE_SIZE)} />
          </>
        )}
      </div>
    </div>
  );
}

/** /messages (sign-in required): the user's conversations with the store team, latest first. */
export default function Messages() {
  return (
    <RequireAuth>
      <MessagesPage />
    </RequireAuth>
  );
}
