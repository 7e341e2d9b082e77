import { useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "#app/lib/toast.ts";
import type { AdminCategory, AdminCategoryList } from "#contract/admin-categories.ts";
import { statusLabel } from "#contract/app-status.ts";
import type { AppStatus } from "#db/schema.ts";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { CategoryDialog } from "../../components/admin/category-dialog.tsx";
import {
  AdminListSkeleton,
  AdminPageHeader,
  adminCardClass,
  neutralButtonClass,
  rejectButtonClass,
  AdminLoadError,
} from "../../components/admin/ui.tsx";
import { EmptyState } from "../../components/catalog/empty-state.tsx";
import { CategoryIcon } from "../../components/category-icon.tsx";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { categoryText, moveItem } from "../../lib/admin/category-labels.ts";
import { pillClass } from "../../lib/admin/labels.ts";
import { apiRequest } from "../../lib/api/client.ts";
import { errorMessage } from "../../lib/api/errors.ts";
import { formatNumber } from "../../lib/format-count.ts";
import { formatPageTitle, productNameFrom } from "../../lib/page-title.ts";
import { useApiData } from "../../lib/use-api-data.ts";
import type { Route } from "./+types/categories";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.admin_categories_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

type CategoryAnswer = { message?: string; data: AdminCategory };
type ListAnswer = { message?: string; data: AdminCategoryList };

/** The order the counts are read in: what the public sees first. */
const COUNT_ORDER: readonly AppStatus[] = ["published", "pending", "draft", "rejected", "unpublished", "archived", "deleted"];

/** "Published: 12 · Pending: 1", statuses with apps only (the store's own status words). */
function AppCounts({ category }: { category: AdminCategory }) {
  const locale = getLocale();
  const counts = COUNT_ORDER.filter((status) => category.appCounts[status] > 0);
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="admin-category-apps" data-total={category.appTotal}>
      {counts.length === 0
        ? m.admin_categories_no_apps()
        : counts
            .map((status) =>
              m.admin_categories_app_count({ status: statusLabel(status), count: formatNumber(category.appCounts[status], locale) }),
            )
            .join(" · ")}
    </p>
  );
}

/** A small square button with an arrow (moving a row up or down). */
function MoveButton({
  direction,
  category,
  name,
  disabled,
  onMove,
}: {
  direction: "up" | "down";
  category: AdminCategory;
  name: string;
  disabled: boolean;
  onMove(): void;
}) {
  return (
    <button
      type="button"
      onClick={onMove}
      disabled={disabled}
      aria-label={direction === "up" ? m.admin_categories_move_up({ name }) : m.admin_categories_move_down({ name })}
      title={direction === "up" ? m.admin_categories_move_up({ name }) : m.admin_categories_move_down({ name })}
      className={`${neutralButtonClass} h-9 w-9 !px-0`}
      data-move={direction}
      data-category-id={category.id}
      data-testid={`category-move-${direction}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={2.5}>
        <path strokeLinecap="round" strokeLinejoin="round" d={direction === "up" ? "M6 15l6-6 6 6" : "M6 9l6 6 6-6"} />
      </svg>
    </button>
  );
}

function CategoryRow({
  category,
  position,
  total,
  busy,
  onMove,
  onEdit,
  onToggle,
  onDelete,
}: {
  category: AdminCategory;
  position: number;
  total: number;
  busy: boolean;
  onMove(delta: -1 | 1): void;
  onEdit(): void;
  onToggle(): void;
  onDelete(): void;
}) {
  const { name, description } = categoryText(category, getLocale());
  const blockedId = `category-delete-blocked-${category.id}`;
  const inUse = category.appTotal > 0;
  return (
    <li className={adminCardClass} data-testid="admin-category" data-category-id={category.id} data-active={category.isActive}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-start gap-4">
          <span className="flex shrink-0 flex-col items-center gap-1">
            <span
              className={`flex h-12 w-12 items-center justify-center rounded-xl ${category.colorClass}`}
              data-testid="admin-category-swatch"
            >
              <CategoryIcon name={category.icon} />
            </span>
            <span className="text-xs tabular-nums text-slate-500 dark:text-slate-400" aria-hidden="true">
              {position}
            </span>
          </span>
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="break-words font-semibold text-slate-900 dark:text-white" data-testid="admin-category-name">
                {name}
              </h2>
              <span className={pillClass(category.isActive ? "good" : "neutral")} data-testid="admin-category-state">
                {category.isActive ? m.admin_categories_active() : m.admin_categories_inactive()}
              </span>
            </div>
            <p className="break-all font-mono text-xs text-slate-500 dark:text-slate-400">
              {category.isActive ? (
                <Link to={`/categories/${encodeURIComponent(category.id)}`} className="focus-ring rounded hover:underline">
                  /categories/{category.id}
                </Link>
              ) : (
                `/categories/${category.id}`
              )}
            </p>
            {description ? <p className="line-clamp-2 text-sm text-slate-700 dark:text-slate-300">{description}</p> : null}
            <AppCounts category={category} />
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <MoveButton direction="up" category={category} name={name} disabled={busy || position === 1} onMove={() => onMove(-1)} />
          <MoveButton direction="down" category={category} name={name} disabled={busy || position === total} onMove={() => onMove(1)} />
          <button
            type="button"
            className={neutralButtonClass}
            onClick={onEdit}
            aria-label={m.admin_categories_edit_named({ name })}
            data-testid="category-edit"
          >
            {m.admin_categories_edit()}
          </button>
          <button
            type="button"
            className={neutralButtonClass}
            onClick={onToggle}
            disabled={busy}
            aria-label={category.isActive ? m.admin_categories_deactivate_named({ name }) : m.admin_categories_activate_named({ name })}
            data-testid={category.isActive ? "category-deactivate" : "category-activate"}
          >
            {category.isActive ? m.admin_categories_deactivate() : m.admin_categories_activate()}
          </button>
          {/* With apps it stays focusable (aria-disabled) so the reason can be read and heard. */}
          <button
            type="button"
            className={`${rejectButtonClass} ${inUse ? "cursor-not-allowed opacity-60" : ""}`}
            onClick={
              inUse
                ? () => toast.info(m.admin_categories_delete_blocked({ count: formatNumber(category.appTotal, getLocale()) }))
                : onDelete
            }
            aria-disabled={inUse ? true : undefined}
            aria-describedby={inUse ? blockedId : undefined}
            aria-label={m.admin_categories_delete_named({ name })}
            title={inUse ? m.admin_categories_delete_blocked({ count: formatNumber(category.appTotal, getLocale()) }) : undefined}
            data-testid="category-delete"
          >
            {m.admin_categories_delete()}
          </button>
          {inUse ? (
            <span id={blockedId} className="sr-only">
              {m.admin_categories_delete_blocked({ count: formatNumber(category.appTotal, getLocale()) })}
            </span>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/**
 * /admin/categories: every category in the store's order with its icon, colour, name in the
 * admin's language, apps per status and state; create and edit in a dialog, activate and
 * deactivate, move up and down (saved as the whole order), delete one no app uses.
 */
export default function AdminCategories() {
  const list = useApiData<AdminCategoryList>("/admin/categories");
  const { data, setData, reload } = list;
  const items = data?.items ?? [];
  const [editing, setEditing] = useState<{ category: AdminCategory | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [toggling, setToggling] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");

  // Moves are shown at once and saved one after another (each sends the whole order as it then is),
  // so quick presses of the arrow keys never race; only the last answer replaces the list.
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const saving = useRef<Promise<void>>(Promise.resolve());
  const lastMove = useRef(0);
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; direction: "up" | "down" } | null>(null);

  // A moved row's button keeps the focus (React may re-insert the row); at the top or bottom, where
  // that button is disabled, the other arrow takes it. A layout effect, so the focus is back before
  // the next key press is handled.
  useLayoutEffect(() => {
    if (!focusAfterMove) return;
    const other = focusAfterMove.direction === "up" ? "down" : "up";
    const find = (direction: string) =>
      document.querySelector<HTMLButtonElement>(`button[data-move="${direction}"][data-category-id="${CSS.escape(focusAfterMove.id)}"]`);
    const button = find(focusAfterMove.direction);
    (button && !button.disabled ? button : find(other))?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const replace = (category: AdminCategory) =>
    setData((current) => (current ? { items: current.items.map((item) => (item.id === category.id ? category : item)) } : current));

  const move = (category: AdminCategory, delta: -1 | 1) => {
    const current = itemsRef.current;
    const from = current.findIndex((item) => item.id === category.id);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= current.length) return;
    const next = moveItem(current, from, to);
    setData({ items: next });
    setFocusAfterMove({ id: category.id, direction: delta < 0 ? "up" : "down" });
    setAnnouncement(
      m.admin_categories_moved({ name: categoryText(category, getLocale()).name, position: String(to + 1), total: String(next.length) }),
    );
    const sequence = ++lastMove.current;
    const ids = next.map((item) => item.id);
    saving.current = saving.current.then(async () => {
      try {
        const answer = await apiRequest<ListAnswer>("/admin/categories/order", { method: "PUT", body: { ids } });
        if (sequence === lastMove.current) {
          setData(answer.data);
          toast.success(answer.message ?? m.publish_updated(), { id: "category-order" });
        }
      } catch (error) {
        toast.error(errorMessage(error), { id: "category-order" });
        // What the server holds now is the truth: ask again.
        if (sequence === lastMove.current) reload();
      }
    });
  };

  const toggle = async (category: AdminCategory) => {
    setToggling(category.id);
    try {
      const action = category.isActive ? "deactivate" : "activate";
      const answer = await apiRequest<CategoryAnswer>(`/admin/categories/${encodeURIComponent(category.id)}/${action}`, { method: "POST" });
      replace(answer.data);
      toast.success(answer.message ?? m.publish_updated());
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setToggling(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    setDeleteError(null);
    try {
      const answer = await apiRequest<{ message?: string }>(`/admin/categories/${encodeURIComponent(deleting.id)}`, { method: "DELETE" });
      const gone = deleting.id;
      setData((current) => (current ? { items: current.items.filter((item) => item.id !== gone) } : current));
      toast.success(answer.message ?? m.publish_deleted());
      setDeleting(null);
    } catch (error) {
      setDeleteError(errorMessage(error));
    } finally {
      setDeleteBusy(false);
    }
  };

  const newButton = (
    <button type="button" className="btn-primary shrink-0" onClick={() => setEditing({ category: null })} data-testid="category-new">
      {m.admin_categories_new()}
    </button>
  );

  return (
    <div data-testid="admin-categories">
      <AdminPageHeader title={m.admin_categories_title()} intro={m.admin_categories_intro()}>
        {data ? newButton : null}
      </AdminPageHeader>
      <p className="sr-only" aria-live="polite" data-testid="category-announcement">
        {announcement}
      </p>
      {list.error && !data ? (
        <AdminLoadError detail={list.error.message} onRetry={reload} testId="admin-categories-error" />
      ) : !data ? (
        <AdminListSkeleton label={m.admin_categories_loading()} />
      ) : items.length === 0 ? (
        <div className="mt-6">
          <EmptyState title={m.admin_categories_empty()} body={m.admin_categories_empty_body()} />
        </div>
      ) : (
        <ol className="mt-6 space-y-3" aria-label={m.admin_categories_list_label()} data-testid="admin-category-list">
          {items.map((category, index) => (
            <CategoryRow
              key={category.id}
              category={category}
              position={index + 1}
              total={items.length}
              busy={toggling === category.id}
              onMove={(delta) => move(category, delta)}
              onEdit={() => setEditing({ category })}
              onToggle={() => void toggle(category)}
              onDelete={() => {
                setDeleteError(null);
                setDeleting(category);
              }}
            />
          ))}
        </ol>
      )}
      <CategoryDialog
        open={editing !== null}
        category={editing?.category ?? null}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setData((current) => {
            if (!current) return { items: [saved] };
            return current.items.some((item) => item.id === saved.id)
              ? { items: current.items.map((item) => (item.id === saved.id ? saved : item)) }
              : { items: [...current.items, saved] };
          });
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={m.admin_categories_delete_title({ name: deleting ? categoryText(deleting, getLocale()).name : "" })}
        body={m.admin_categories_delete_body({ id: deleting?.id ?? "" })}
        confirmLabel={m.admin_categories_delete()}
        cancelLabel={m.admin_cancel()}
        busy={deleteBusy}
        busyLabel={m.admin_categories_deleting()}
        tone="danger"
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        testId="category-delete-dialog"
      />
    </div>
  );
}
