import { useId, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import type { AdminUserItem, AdminUserPage } from "#contract/admin-users.ts";
import { ADMIN_USER_ACTIVE_DAYS, ADMIN_USER_SORTS, type AdminUserAction, type AdminUserSort } from "#contract/schemas/admin-users.ts";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import {
  BulkBar,
  BulkConfirmDialog,
  bulkTitle,
  SelectBox,
  sendBulk,
  useBulkSelection,
  type BulkSelection,
} from "../../components/admin/bulk-selection.tsx";
import { AdminListFrame } from "../../components/admin/list-frame.tsx";
import { BanDialog } from "../../components/admin/ban-dialog.tsx";
import { adminCardClass, approveButtonClass, neutralButtonClass, rejectButtonClass } from "../../components/admin/ui.tsx";
import { UserBadges } from "../../components/admin/user-badges.tsx";
import { TimeAgo } from "../../components/notifications/time-ago.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { ADMIN_PAGE_SIZE, adminHref, adminPageFrom } from "../../lib/admin/paging.ts";
import { USER_FILTERS, USER_SORT_LABELS } from "../../lib/admin/user-labels.ts";
import { formatNumber } from "../../lib/format-count.ts";
import { formatDate } from "../../lib/format-date.ts";
import { formatPageTitle, productNameFrom } from "../../lib/page-title.ts";
import { loadData, unwrap } from "../../lib/route-data.ts";
import { useConfirmAction } from "../../lib/use-action.ts";
import type { Route } from "./+types/users";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.admin_users_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

const fieldClass =
  "focus-ring w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100";

/** A filter's value from the URL: one of its values, else "" (any). */
function readChoice(search: URLSearchParams, key: string, values: readonly string[]): string {
  const value = search.get(key) ?? "";
  return values.includes(value) ? value : "";
}

function readSort(search: URLSearchParams): AdminUserSort {
  const value = search.get("sort") ?? "";
  return (ADMIN_USER_SORTS as readonly string[]).includes(value) ? (value as AdminUserSort) : "newest";
}

/** The list's view from the address: the search, the filters' values and the sort. */
function readView(search: URLSearchParams) {
  return {
    q: search.get("q")?.trim() ?? "",
    sort: readSort(search),
    filters: USER_FILTERS.map((filter) => ({ ...filter, value: readChoice(search, filter.key, Object.keys(filter.values)) })),
  };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  const { q, sort, filters } = readView(search);
  const params = new URLSearchParams({ page: String(adminPageFrom(search)), pageSize: String(ADMIN_PAGE_SIZE), sort });
  if (q) params.set("q", q);
  for (const filter of filters) if (filter.value) params.set(filter.key, filter.value);
  return loadData<AdminUserPage>(`/admin/users?${params}`, request);
}

export function ErrorBoundary() {
  return <RouteError title={m.admin_load_failed()} testId="admin-users-error" className="mt-6" />;
}

/** One action for the selection (a ban with one reason, and its apps unlisted when asked). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return sendBulk("/admin/users/bulk", await request.json());
}

/** What the list's selection takes: the actions spam calls for, offered when one chosen account is not so already. */
type BulkAction = Extract<AdminUserAction, "verify" | "ban" | "unban">;
const BULK: Record<BulkAction, { label: () => string; className: string; applies: (user: AdminUserItem) => boolean }> = {
  verify: { label: m.admin_users_action_verify, className: approveButtonClass, applies: (user) => user.emailVerifiedAt === null },
  unban: { label: m.admin_users_action_unban, className: neutralButtonClass, applies: (user) => user.status === "banned" },
  ban: { label: m.admin_users_action_ban, className: rejectButtonClass, applies: (user) => user.status !== "banned" },
};

/** A row's or a card's checkbox. */
function UserSelect({ user, selection }: { user: AdminUserItem; selection: BulkSelection }) {
  return (
    <SelectBox
      checked={selection.isSelected(user.id)}
      onChange={(on) => selection.change([user.id], on)}
      label={m.admin_bulk_select({ what: user.email })}
      testId="user-select"
    />
  );
}

/** The table's columns, in order; the figures' are aligned right. */
const COLUMNS = [
  { label: m.admin_users_col_user, numeric: false },
  { label: m.admin_users_col_state, numeric: false },
  { label: m.admin_users_col_joined, numeric: false },
  { label: m.admin_users_col_last_active, numeric: false },
  { label: m.admin_users_col_apps, numeric: true },
  { label: m.admin_users_col_reviews, numeric: true },
];

const detailHref = (user: AdminUserItem) => `/admin/users/${encodeURIComponent(user.id)}`;

function UserName({ user }: { user: AdminUserItem }) {
  return (
    <Link
      to={detailHref(user)}
      className="focus-ring break-words rounded font-semibold text-slate-900 hover:underline dark:text-white"
      data-testid="admin-user-name"
    >
      {user.name || user.username}
    </Link>
  );
}

function LastActive({ ms }: { ms: number | null }) {
  return ms === null ? <span className="text-xs text-slate-500 dark:text-slate-400">{m.admin_users_never()}</span> : <TimeAgo ms={ms} />;
}

/** Wide screens: one table row per account. */
function UserTableRow({ user, selection }: { user: AdminUserItem; selection: BulkSelection }) {
  const locale = getLocale();
  return (
    <tr className="align-top" data-testid="admin-user" data-user-id={user.id} data-status={user.status} data-role={user.role}>
      <td className="py-3 pl-4">
        <UserSelect user={user} selection={selection} />
      </td>
      <td className="px-4 py-3">
        <UserName user={user} />
        <p className="break-all text-sm text-slate-600 dark:text-slate-400">{user.email}</p>
        <p className="text-xs text-slate-500 dark:text-slate-400">@{user.username}</p>
      </td>
      <td className="px-4 py-3">
        <UserBadges user={user} />
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-sm text-slate-700 dark:text-slate-300">{formatDate(user.createdAt, locale)}</td>
      <td className="whitespace-nowrap px-4 py-3">
        <LastActive ms={user.lastActiveAt} />
      </td>
      <td className="px-4 py-3 text-right text-sm tabular-nums text-slate-700 dark:text-slate-300">
        {formatNumber(user.counts.apps, locale)}
      </td>
      <td className="px-4 py-3 text-right text-sm tabular-nums text-slate-700 dark:text-slate-300">
        {formatNumber(user.counts.reviews, locale)}
      </td>
    </tr>
  );
}

/** Narrow screens: one card per account. */
function UserCard({ user, selection }: { user: AdminUserItem; selection: BulkSelection }) {
  const locale = getLocale();
  return (
    <li className={adminCardClass} data-testid="admin-user-card" data-user-id={user.id} data-status={user.status}>
      <div className="flex flex-wrap items-center gap-2">
        <UserSelect user={user} selection={selection} />
        <UserName user={user} />
        <UserBadges user={user} />
      </div>
      <p className="mt-1 break-all text-sm text-slate-600 dark:text-slate-400">{user.email}</p>
      <p className="text-xs text-slate-500 dark:text-slate-400">@{user.username}</p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
        <dt>{m.admin_users_col_joined()}</dt>
        <dd className="text-right">{formatDate(user.createdAt, locale)}</dd>
        <dt>{m.admin_users_col_last_active()}</dt>
        <dd className="text-right">
          <LastActive ms={user.lastActiveAt} />
        </dd>
        <dt>{m.admin_users_col_apps()}</dt>
        <dd className="text-right tabular-nums">{formatNumber(user.counts.apps, locale)}</dd>
        <dt>{m.admin_users_col_reviews()}</dt>
        <dd className="text-right tabular-nums">{formatNumber(user.counts.reviews, locale)}</dd>
      </dl>
    </li>
  );
}

/**
 * /admin/users: every account, with search (email, name, username), filters (verified, role,
 * status, activity), sort and pages, all in the URL so a reload or a shared link shows the same
 * view. A row opens the account's detail.
 */
export default function AdminUsers({ loaderData: data }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const { q, sort, filters } = readView(search);
  const filtered = Boolean(q) || filters.some((filter) => filter.value);

  const choose = (key: string, value: string) => navigate(adminHref(pathname, search, { [key]: value || null, page: null }));
  const selection = useBulkSelection(data.items);
  const { chosen } = selection;
  const ids = chosen.map((user) => user.id);
  const offered = (Object.keys(BULK) as BulkAction[]).filter((action) => chosen.some(BULK[action].applies));
  const bulk = useConfirmAction<Exclude<BulkAction, "ban">>();
  const [banning, setBanning] = useState(false);

  return (
    <AdminListFrame
      testId="admin-users"
      title={m.admin_users_title()}
      intro={m.admin_users_intro({ days: String(ADMIN_USER_ACTIVE_DAYS) })}
      search={{
        id: `${id}-q`,
        label: m.admin_users_search_label(),
        placeholder: m.admin_users_search_placeholder(),
        testId: "admin-user-search",
        className: "mt-6 flex w-full max-w-xl gap-2",
      }}
      filters={
        <div className="mt-3 space-y-3">
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="admin-user-filters">
            {filters.map((filter) => (
              <div key={filter.key}>
                <label htmlFor={`${id}-${filter.key}`} className="mb-1 block text-xs font-medium text-slate-700 dark:text-slate-300">
                  {filter.label()}
                </label>
                <select
                  id={`${id}-${filter.key}`}
                  value={filter.value}
                  onChange={(event) => choose(filter.key, event.target.value)}
                  className={fieldClass}
                  data-testid={`admin-user-filter-${filter.key}`}
                >
                  <option value="">{filter.any()}</option>
                  {Object.entries(filter.values).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label()}
                    </option>
                  ))}
                </select>
              </div>
            ))}
            <div>
              <label htmlFor={`${id}-sort`} className="mb-1 block text-xs font-medium text-slate-700 dark:text-slate-300">
                {m.admin_users_sort_label()}
              </label>
              <select
                id={`${id}-sort`}
                value={sort}
                onChange={(event) => choose("sort", event.target.value === "newest" ? "" : event.target.value)}
                className={fieldClass}
                data-testid="admin-user-sort"
              >
                {ADMIN_USER_SORTS.map((value) => (
                  <option key={value} value={value}>
                    {USER_SORT_LABELS[value]()}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {data.items.length > 0 ? (
            <BulkBar
              selection={selection}
              name="users"
              actions={offered.map((action) => ({
                id: action,
                label: BULK[action].label(),
                className: BULK[action].className,
                onClick: () => (action === "ban" ? setBanning(true) : bulk.open(action)),
              }))}
            />
          ) : null}
          {filtered ? (
            <Link
              to={adminHref(pathname, new URLSearchParams(), sort === "newest" ? {} : { sort })}
              className="text-link inline-block text-sm"
              data-testid="admin-user-clear"
            >
              {m.admin_users_clear_filters()}
            </Link>
          ) : null}
        </div>
      }
      items={data.items}
      total={data.total}
      page={adminPageFrom(search)}
      pageSize={ADMIN_PAGE_SIZE}
      empty={filtered ? m.admin_users_empty_filtered() : m.admin_users_empty()}
      listTestId="admin-user-cards"
      renderItem={(user) => <UserCard key={user.id} user={user} selection={selection} />}
      renderList={(users) => (
        <>
          <div className="mt-3 hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block dark:border-slate-800 dark:bg-slate-900">
            <table className="w-full text-left" data-testid="admin-user-table">
              <caption className="sr-only">{m.admin_users_title()}</caption>
              <thead className="border-b border-slate-200 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:border-slate-800 dark:text-slate-400">
                <tr>
                  <th scope="col" className="py-3 pl-4">
                    <SelectBox {...selection.pageBox} label={m.admin_bulk_select_page()} testId="users-table-select-page" />
                  </th>
                  {COLUMNS.map(({ label, numeric }) => (
                    <th key={label()} scope="col" className={numeric ? "px-4 py-3 text-right" : "px-4 py-3"}>
                      {label()}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {users.map((user) => (
                  <UserTableRow key={user.id} user={user} selection={selection} />
                ))}
              </tbody>
            </table>
          </div>
          <ul className="mt-3 space-y-3 md:hidden" data-testid="admin-user-cards">
            {users.map((user) => (
              <UserCard key={user.id} user={user} selection={selection} />
            ))}
          </ul>
        </>
      )}
    >
      <BulkConfirmDialog
        asked={bulk}
        selection={selection}
        label={(action) => BULK[action].label()}
        tone={() => "primary"}
        busyLabel={m.admin_saving()}
        payload={(action, ids) => ({ ids, action })}
        testId="users-bulk-dialog"
      />
      <BanDialog
        open={banning}
        title={bulkTitle(m.admin_users_action_ban(), chosen.length)}
        unlistLabel={m.admin_users_bulk_unlist()}
        onSubmit={async (value) => {
          unwrap(await bulk.confirm({ ids, action: "ban", ...value }));
          setBanning(false);
          selection.clear();
        }}
        onClose={() => setBanning(false)}
        testId="users-bulk-ban-dialog"
      />
    </AdminListFrame>
  );
}
