import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { AUDIT_TARGET_TYPES, type AdminAuditEntry, type AdminAuditPage } from "#contract/admin-audit.ts";
import { AUDIT_PAGE_SIZE, AUDIT_SEARCH_MAX, adminAuditQuerySchema } from "#contract/schemas/admin-audit.ts";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { AuditAction, AuditActor, AuditChanges, AuditTarget } from "../../components/admin/audit-entry.tsx";
import { AdminListSkeleton, AdminPageHeader, adminCardClass, neutralButtonClass, AdminLoadError } from "../../components/admin/ui.tsx";
import { EmptyState } from "../../components/catalog/empty-state.tsx";
import { Pagination } from "../../components/catalog/pagination.tsx";
import { fieldErrorMap, TextField } from "../../components/forms/text-field.tsx";
import { TimeAgo } from "../../components/notifications/time-ago.tsx";
import { AUDIT_ACTIONS, AUDIT_AREA_LABELS, AUDIT_AREAS, AUDIT_TARGET_LABELS } from "../../lib/admin/audit-labels.ts";
import { adminPageFrom, adminPagination } from "../../lib/admin/paging.ts";
import { useFocusFirstError } from "../../lib/forms/use-form-state.ts";
import { formatPageTitle, productNameFrom } from "../../lib/page-title.ts";
import { formatDateTime } from "../../lib/profile/relative-time.ts";
import { useApiData } from "../../lib/use-api-data.ts";
import type { Route } from "./+types/audit";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.admin_audit_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

/** The filters, as the address and the form hold them (text; the API checks them). */
const FILTERS = ["q", "action", "targetType", "actor", "targetId", "from", "to"] as const;
type Filter = (typeof FILTERS)[number];
type Filters = Record<Filter, string>;

function readFilters(search: URLSearchParams): Filters {
  return Object.fromEntries(FILTERS.map((key) => [key, search.get(key)?.trim() ?? ""])) as Filters;
}

/** The query of the filters that are set (page 1 is no parameter). */
function filterQuery(filters: Filters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTERS) if (filters[key]) params.set(key, filters[key]);
  if (page > 1) params.set("page", String(page));
  return params;
}

const controlClass = (invalid: boolean) =>
  `focus-ring mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 dark:bg-slate-900 dark:text-slate-100 ${
    invalid ? "border-red-500" : "border-slate-300 dark:border-slate-700"
  }`;

/** A labelled select whose error is tied to it. */
function SelectField({
  label,
  value,
  onChange,
  error,
  children,
  testId,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  children: ReactNode;
  testId: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClass(Boolean(error))}
        data-testid={testId}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function AuditFilters({
  filters,
  serverErrors,
  onApply,
  clearHref,
}: {
  filters: Filters;
  serverErrors: Record<string, string>;
  onApply(filters: Filters): void;
  clearHref: string | null;
}) {
  const [draft, setDraft] = useState(filters);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  // The address changed (a link, back/forward): the form follows it and the API's errors replace ours.
  const key = FILTERS.map((name) => filters[name]).join("\u0000");
  useEffect(() => {
    setDraft(filters);
    setErrors({});
  }, [key]);
  const shown = { ...serverErrors, ...errors };
  useFocusFirstError(form, errors);

  const set = (name: Filter) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(FILTERS.map((name) => [name, draft[name].trim()])) as Filters;
    // The API's own schema: the browser refuses exactly what the server would, with its words.
    const checked = adminAuditQuerySchema.safeParse(trimmed);
    if (!checked.success) {
      setErrors(fieldErrorMap(checked.error.issues));
      return;
    }
    setErrors({});
    onApply(trimmed);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role="search" is the landmark every browser supports
    <form
      ref={form}
      role="search"
      aria-label={m.admin_audit_filters()}
      noValidate
      onSubmit={submit}
      className={`${adminCardClass} mt-6`}
      data-testid="audit-filters"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label={m.admin_audit_search_label()}
          hint={m.admin_audit_search_hint()}
          type="search"
          name="q"
          value={draft.q}
          maxLength={AUDIT_SEARCH_MAX}
          onChange={(event) => set("q")(event.target.value)}
          error={shown.q}
          data-testid="audit-search"
        />
        <SelectField
          label={m.admin_audit_action_label()}
          value={draft.action}
          onChange={set("action")}
          error={shown.action}
          testId="audit-action-filter"
        >
          <option value="">{m.admin_audit_action_any()}</option>
          {AUDIT_AREAS.map((area) => (
            <optgroup key={area} label={AUDIT_AREA_LABELS[area]()}>
              <option value={area}>{m.admin_audit_area_any({ area: AUDIT_AREA_LABELS[area]() })}</option>
              {Object.entries(AUDIT_ACTIONS[area]).map(([action, label]) => (
                <option key={action} value={action}>
                  {label()}
                </option>
              ))}
            </optgroup>
          ))}
          {/* An action named in the address that the list does not know still shows as chosen. */}
          {draft.action && !AUDIT_AREAS.some((area) => area === draft.action || draft.action in AUDIT_ACTIONS[area]) ? (
            <option value={draft.action}>{draft.action}</option>
          ) : null}
        </SelectField>
        <SelectField
          label={m.admin_audit_target_type_label()}
          value={draft.targetType}
          onChange={set("targetType")}
          error={shown.targetType}
          testId="audit-target-filter"
        >
          <option value="">{m.admin_audit_target_any()}</option>
          {AUDIT_TARGET_TYPES.map((type) => (
            <option key={type} value={type}>
              {AUDIT_TARGET_LABELS[type]()}
            </option>
          ))}
          {draft.targetType && !(AUDIT_TARGET_TYPES as readonly string[]).includes(draft.targetType) ? (
            <option value={draft.targetType}>{draft.targetType}</option>
          ) : null}
        </SelectField>
        <TextField
          label={m.admin_audit_actor_label()}
          name="actor"
          value={draft.actor}
          autoComplete="off"
          onChange={(event) => set("actor")(event.target.value)}
          error={shown.actor}
          data-testid="audit-actor-filter"
        />
        <TextField
          label={m.admin_audit_from_label()}
          type="date"
          name="from"
          value={draft.from}
          onChange={(event) => set("from")(event.target.value)}
          error={shown.from}
          data-testid="audit-from"
        />
        <TextField
          label={m.admin_audit_to_label()}
          type="date"
          name="to"
          value={draft.to}
          onChange={(event) => set("to")(event.target.value)}
          error={shown.to}
          data-testid="audit-to"
        />
        {filters.targetId || draft.targetId ? (
          <TextField
            label={m.admin_audit_target_id_label()}
            name="targetId"
            value={draft.targetId}
            onChange={(event) => set("targetId")(event.target.value)}
            error={shown.targetId}
            data-testid="audit-target-id"
          />
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary px-4 py-2 text-sm" data-testid="audit-apply">
          {m.admin_audit_apply()}
        </button>
        {clearHref ? (
          <Link to={clearHref} className={neutralButtonClass} data-testid="audit-clear">
            {m.admin_audit_clear()}
          </Link>
        ) : null}
      </div>
    </form>
  );
}

function AuditRow({ entry, locale }: { entry: AdminAuditEntry; locale: string }) {
  const iso = new Date(entry.createdAt).toISOString();
  const history = entry.target.id
    ? `/admin/audit?${new URLSearchParams({ targetType: entry.target.type, targetId: entry.target.id })}`
    : null;
  return (
    <li className={adminCardClass} data-testid="audit-entry" data-entry-id={entry.id} data-action={entry.action}>
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
        <AuditAction action={entry.action} />
        <span className="flex shrink-0 items-baseline gap-2 text-xs text-slate-500 dark:text-slate-400">
          <TimeAgo ms={entry.createdAt} />
          <span aria-hidden="true">·</span>
          <span>{formatDateTime(iso, locale)}</span>
        </span>
      </div>
      <p className="mt-1 text-sm">
        <AuditTarget target={entry.target} />
        {history ? (
          <>
            {" · "}
            <Link
              to={history}
              className="focus-ring rounded text-xs text-slate-600 hover:underline dark:text-slate-400"
              data-testid="audit-history-link"
            >
              {m.admin_audit_target_history()}
            </Link>
          </>
        ) : null}
      </p>
      <p className="mt-1 text-sm">
        <span className="text-slate-500 dark:text-slate-400">{m.admin_audit_by()} </span>
        <AuditActor actor={entry.actor} />
      </p>
      <AuditChanges changes={entry.changes} />
    </li>
  );
}

/**
 * /admin/audit: every action of the team, newest first, 50 a page; the filters and the search live
 * in the address, so a reload or a shared link shows the same view. Filters the API refuses (a date
 * that is no day) show their error beside the field.
 */
export default function AdminAudit() {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const locale = getLocale();
  const filters = readFilters(search);
  const page = adminPageFrom(search);
  const query = filterQuery(filters, page);
  query.set("page", String(page));
  const list = useApiData<AdminAuditPage>(`/admin/audit?${query}`);
  const { data, error } = list;
  const filtered = FILTERS.some((key) => filters[key]);
  const invalid = error?.status === 400 && (error.errors?.length ?? 0) > 0;
  const serverErrors = invalid ? fieldErrorMap(error.errors ?? []) : {};

  const apply = (next: Filters) => {
    const params = filterQuery(next).toString();
    navigate(params ? `${pathname}?${params}` : pathname);
  };

  return (
    <div data-testid="admin-audit">
      <AdminPageHeader title={m.admin_audit_title()} intro={m.admin_audit_intro()} />
      <AuditFilters filters={filters} serverErrors={serverErrors} onApply={apply} clearHref={filtered ? pathname : null} />

      {invalid ? (
        <p role="alert" className="form-alert" data-testid="audit-invalid">
          {m.admin_audit_invalid_filters()}
        </p>
      ) : error ? (
        <AdminLoadError detail={error.message} onRetry={list.reload} testId="admin-audit-error" />
      ) : !data ? (
        <AdminListSkeleton label={m.admin_audit_loading()} />
      ) : data.items.length === 0 ? (
        <div className="mt-6">
          <EmptyState title={filtered ? m.admin_audit_empty_filtered() : m.admin_audit_empty()} />
        </div>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-500 dark:text-slate-400" aria-live="polite" data-testid="audit-total">
            {m.admin_results({ count: String(data.total) })}
          </p>
          <ul className="mt-3 space-y-3" aria-label={m.admin_audit_list_label()} aria-busy={list.loading} data-testid="audit-list">
            {data.items.map((entry) => (
              <AuditRow key={entry.id} entry={entry} locale={locale} />
            ))}
          </ul>
          <Pagination pagination={adminPagination(pathname, search, page, data.total, AUDIT_PAGE_SIZE)} />
        </>
      )}
    </div>
  );
}
