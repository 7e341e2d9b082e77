import type { ReactNode } from "react";
import { Link } from "react-router";
import { m } from "#app/paraglide/messages.js";
import type { ThreadSummary } from "#contract/community.ts";
import type { Page } from "#contract/page.ts";
import { EmptyState } from "../components/catalog/empty-state.tsx";
import { Pagination } from "../components/catalog/pagination.tsx";
import { ThreadListSkeleton, ThreadRow } from "../components/messages/thread-row.tsx";
import { RouteError } from "../components/route-error.tsx";
import { INBOX_PAGE_SIZE, inboxPagination, pageFromSearch, useLastPageInstead } from "../lib/community-paging.ts";
import { formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import { loadData } from "../lib/route-data.ts";
import type { Route } from "./+types/messages";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.message_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

const PATH = "/messages";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const page = pageFromSearch(new URL(request.url).searchParams);
  const data = await loadData<Page<ThreadSummary>>(`/client/messages?page=${page}&pageSize=${INBOX_PAGE_SIZE}`, request);
  return data;
}

/** The heading and "New message" around the list (or its skeleton, or its load error). */
function MessagesFrame({ children }: { children: ReactNode }) {
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
      <div className="mt-6">{children}</div>
    </div>
  );
}

export function HydrateFallback() {
  return (
    <MessagesFrame>
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <ThreadListSkeleton />
      </div>
    </MessagesFrame>
  );
}

export function ErrorBoundary() {
  return (
    <MessagesFrame>
      <RouteError title={m.message_load_failed()} testId="messages-error" />
    </MessagesFrame>
  );
}

/** /messages (sign-in required): the user's conversations with the store team, latest first. */
export default function Messages({ loaderData: data }: Route.ComponentProps) {
  useLastPageInstead(PATH, data.page, data);
  return (
    <MessagesFrame>
      {data.total === 0 ? (
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
    </MessagesFrame>
  );
}
