import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { AUDIT_TARGET_TYPES, type AdminAuditEntry, type AdminAuditPage } from "#contract/admin-audit.ts";
import { AUDIT_PAGE_SIZE, AUDIT_SEARCH_MAX, adminAuditQuerySchema } from "#contract/schemas/admin-audit.ts";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { AuditAction, AuditActor, AuditChanges, AuditTarget } from "../../components/admin/audit-entry.tsx";
import { AdminListFrame } from "../../components/admin/list-frame.tsx";
import { AdminPageHeader, adminCardClass, neutralButtonClass } from "../../components/admin/ui.tsx";
import { SelectField } from "../../components/forms/select-field.tsx";
import { fieldErrorMap, TextField } from "../../components/forms/text-field.tsx";
import { TimeAgo } from "../../components/notifications/time-ago.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { AUDIT_ACTIONS, AUDIT_AREA_LABELS, AUDIT_AREAS, AUDIT_TARGET_LABELS } from "../../lib/admin/audit-labels.ts";
import { adminPageFrom } from "../../lib/admin/paging.ts";
import { ApiClientError } from "../../lib/api/client.ts";
import { useFocusFirstError } from "../../lib/forms/use-form-state.ts";
import { formatPageTitle, productNameFrom } from "../../lib/page-title.ts";
import { formatDateTime } from "../../lib/profile/relative-time.ts";
import { loadData } from "../../lib/route-data.ts";
import type { Route } from "./+types/audit";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.admin_audit_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

/** The filters, as the address and the form hold them (text; the API checks them). */
const FILTERS = ["q", "action", "targetType", "actor", "targetId", "from", "to"] as const;
type Filter = (typeof FILTERS)[number];
type Filters = Record<Filter, string>;
/** The filters a phone shows behind "More filters": all but the search. */
const MORE_FILTERS = FILTERS.filter((name) => name !== "q");

function readFilters(search: URLSearchParams): Filters {
  return Object.fromEntries(FILTERS.map((key) => [key, search.get(key)?.trim() ?? ""])) as Filters;
}

/** The query of the filters that are set. */
function filterQuery(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTERS) if (filters[key]) params.set(key, filters[key]);
  return params;
}

/**
 * A page of the log for the address's filters. Filters the API refuses (a date that is no day)
 * are no failure of the page: their errors are answered, to show beside the fields.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  const query = filterQuery(readFilters(search));
  query.set("page", String(adminPageFrom(search)));
  try {
    return { data: await loadData<AdminAuditPage>(`/admin/audit?${query}`, request), invalid: null };
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 400 && error.errors.length > 0) {
      return { data: null, invalid: fieldErrorMap(error.errors) };
    }
    throw error;
  }
}

export function ErrorBoundary() {
  return <RouteError title={m.admin_load_failed()} testId="admin-audit-error" className="mt-6" />;
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
  // On a phone only the search shows until asked: the other filters would fill the first screen.
  const [more, setMore] = useState(false);
  const set = MORE_FILTERS.filter((name) => filters[name]).length;
  const showMore = more || MORE_FILTERS.some((name) => shown[name]);

  /** A filter's control, bound to the draft: its value, its change and its error. */
  const bind = (name: Filter) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
    error: shown[name],
  });
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
          {...bind("q")}
          maxLength={AUDIT_SEARCH_MAX}
          data-testid="audit-search"
        />
        <button
          type="button"
          aria-expanded={showMore}
          aria-controls="audit-more"
          onClick={() => setMore(!showMore)}
          className={`${neutralButtonClass} justify-self-start sm:hidden`}
          data-testid="audit-more-filters"
        >
          {showMore ? m.admin_filters_fewer() : set > 0 ? m.admin_filters_more_count({ count: String(set) }) : m.admin_filters_more()}
        </button>
        <div id="audit-more" className={showMore ? "contents" : "hidden sm:contents"} data-testid="audit-more">
          <SelectField label={m.admin_audit_action_label()} {...bind("action")} data-testid="audit-action-filter">
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
          <SelectField label={m.admin_audit_target_type_label()} {...bind("targetType")} data-testid="audit-target-filter">
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
            {...bind("actor")}
            autoComplete="off"
            data-testid="audit-actor-filter"
          />
          <TextField label={m.admin_audit_from_label()} type="date" name="from" {...bind("from")} data-testid="audit-from" />
          <TextField label={m.admin_audit_to_label()} type="date" name="to" {...bind("to")} data-testid="audit-to" />
          {filters.targetId || draft.targetId ? (
            <TextField label={m.admin_audit_target_id_label()} name="targetId" {...bind("targetId")} data-testid="audit-target-id" />
          ) : null}
        </div>
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
export default function AdminAudit({ loaderData: { data, invalid } }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const locale = getLocale();
  const filters = readFilters(search);
  const filtered = FILTERS.some((key) => filters[key]);

  const apply = (next: Filters) => {
    const params = filterQuery(next).toString();
    navigate(params ? `${pathname}?${params}` : pathname);
  };
  const form = <AuditFilters filters={filters} serverErrors={invalid ?? {}} onApply={apply} clearHref={filtered ? pathname : null} />;

  if (!data) {
    return (
      <div data-testid="admin-audit">
        <AdminPageHeader title={m.admin_audit_title()} intro={m.admin_audit_intro()} />
        {form}
        <p role="alert" className="form-alert" data-testid="audit-invalid">
          {m.admin_audit_invalid_filters()}
        </p>
      </div>
    );
  }
  return (
    <AdminListFrame
      testId="admin-audit"
      title={m.admin_audit_title()}
      intro={m.admin_audit_intro()}
      filters={form}
      items={data.items}
      total={data.total}
      page={adminPageFrom(search)}
      pageSize={AUDIT_PAGE_SIZE}
      empty={filtered ? m.admin_audit_empty_filtered() : m.admin_audit_empty()}
      listTestId="audit-list"
      listLabel={m.admin_audit_list_label()}
      renderItem={(entry) => <AuditRow key={entry.id} entry={entry} locale={locale} />}
    />
  );
}
