import { useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "#app/lib/toast.ts";
import type { AdminCategory, AdminCategoryList } from "#contract/admin-categories.ts";
import { statusLabel } from "#contract/app-status.ts";
import { CATEGORY_ORDER_MAX } from "#contract/schemas/admin-categories.ts";
import type { AppStatus } from "#db/schema.ts";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { type CategoryBody, CategoryDialog } from "../../components/admin/category-dialog.tsx";
import { AdminListFrame } from "../../components/admin/list-frame.tsx";
import { adminCardClass, neutralButtonClass, rejectButtonClass } from "../../components/admin/ui.tsx";
import { CategoryIcon } from "../../components/category-icon.tsx";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { categoryText, moveItem } from "../../lib/admin/category-labels.ts";
import { pillClass } from "../../lib/admin/labels.ts";
import { formatNumber } from "../../lib/format-count.ts";
import { formatPageTitle, productNameFrom } from "../../lib/page-title.ts";
import { type ActionResult, loadData, sendApi, unwrap } from "../../lib/route-data.ts";
import { useAction, useConfirmAction } from "../../lib/use-action.ts";
import type { Route } from "./+types/categories";
import { LineIcon } from "../../components/line-icon.tsx";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.admin_categories_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadData<AdminCategoryList>("/admin/categories", request);
}

/** The page's writes: the whole order, a category's state, its removal, the dialog's body. */
type Write =
  | { intent: "order"; ids: string[] }
  | { intent: "activate" | "deactivate" | "delete"; id: string }
  | { intent: "create"; body: CategoryBody }
  | { intent: "update"; id: string; body: CategoryBody };

const categoryPath = (id: string) => `/admin/categories/${encodeURIComponent(id)}`;

/** Toasts a write's outcome in the server's words; writes of one `id` share one toast. */
async function toastOutcome<T>(sent: Promise<ActionResult<T>>, success: string, id?: string): Promise<ActionResult<T>> {
  const result = await sent;
  if (result.ok) toast.success(result.message ?? success, { id });
  else toast.error(result.message, { id });
  return result;
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const write = (await request.json()) as Write;
  switch (write.intent) {
    case "order":
      return toastOutcome(
        sendApi("/admin/categories/order", { method: "PUT", body: { ids: write.ids } }),
        m.publish_updated(),
        "category-order",
      );
    case "activate":
    case "deactivate":
      return toastOutcome(sendApi(`${categoryPath(write.id)}/${write.intent}`, { method: "POST" }), m.publish_updated());
    case "delete":
      return sendApi(categoryPath(write.id), { method: "DELETE", success: m.publish_deleted() });
    case "create":
      return sendApi("/admin/categories", { method: "POST", body: write.body, success: m.admin_created() });
    case "update":
      return sendApi(categoryPath(write.id), { method: "PATCH", body: write.body, success: m.publish_updated() });
  }
}

export function ErrorBoundary() {
  return <RouteError title={m.admin_load_failed()} testId="admin-categories-error" className="mt-6" />;
}

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
      <LineIcon d={direction === "up" ? "M6 15l6-6 6 6" : "M6 9l6 6 6-6"} className="h-4 w-4" strokeWidth={2.5} />
    </button>
  );
}

function CategoryRow({
  category,
  position,
  total,
  busy,
  arrowsBusy,
  onMove,
  onEdit,
  onToggle,
  onDelete,
}: {
  category: AdminCategory;
  position: number;
  total: number;
  /** A write runs: the buttons wait. */
  busy: boolean;
  /** A write other than a move runs (quick presses of the arrows queue their moves). */
  arrowsBusy: boolean;
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
          <MoveButton direction="up" category={category} name={name} disabled={arrowsBusy || position === 1} onMove={() => onMove(-1)} />
          <MoveButton
            direction="down"
            category={category}
            name={name}
            disabled={arrowsBusy || position === total}
            onMove={() => onMove(1)}
          />
          <button
            type="button"
            className={neutralButtonClass}
            onClick={onEdit}
            disabled={busy}
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
            disabled={busy}
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
export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  const action = useAction();
  const deleting = useConfirmAction<AdminCategory>();
  const [editing, setEditing] = useState<{ category: AdminCategory | null } | null>(null);
  const [announcement, setAnnouncement] = useState("");

  // Moves are shown at once (this order, until the answer to the last of them is loaded) and saved
  // one after another, each sending the whole order as it then is; a move that a later one follows
  // need not be sent. The arrows stay enabled while a move is saved, for quick presses.
  const [moved, setMoved] = useState<AdminCategory[] | null>(null);
  const items = moved ?? loaderData.items;
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

  const move = (category: AdminCategory, delta: -1 | 1) => {
    const current = itemsRef.current;
    const from = current.findIndex((item) => item.id === category.id);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= current.length) return;
    const next = moveItem(current, from, to);
    setMoved(next);
    setFocusAfterMove({ id: category.id, direction: delta < 0 ? "up" : "down" });
    setAnnouncement(
      m.admin_categories_moved({ name: categoryText(category, getLocale()).name, position: String(to + 1), total: String(next.length) }),
    );
    const sequence = ++lastMove.current;
    saving.current = saving.current.then(async () => {
      if (sequence !== lastMove.current) return;
      await action.run({ intent: "order", ids: next.map((item) => item.id) });
      // The list loaded after it is the server's order (also after a refusal).
      if (sequence === lastMove.current) setMoved(null);
    });
  };

  const newButton = (
    <button
      type="button"
      className="btn-primary shrink-0"
      onClick={() => setEditing({ category: null })}
      disabled={action.busy}
      data-testid="category-new"
    >
      {m.admin_categories_new()}
    </button>
  );

  return (
    <AdminListFrame
      testId="admin-categories"
      title={m.admin_categories_title()}
      intro={m.admin_categories_intro()}
      actions={newButton}
      filters={
        <p className="sr-only" aria-live="polite" data-testid="category-announcement">
          {announcement}
        </p>
      }
      items={items}
      total={items.length}
      page={1}
      pageSize={CATEGORY_ORDER_MAX}
      empty={m.admin_categories_empty()}
      emptyBody={m.admin_categories_empty_body()}
      listTestId="admin-category-list"
      listLabel={m.admin_categories_list_label()}
      ordered
      counted={false}
      listClassName="mt-6 space-y-3"
      renderItem={(category) => (
        <CategoryRow
          key={category.id}
          category={category}
          position={items.indexOf(category) + 1}
          total={items.length}
          busy={action.busy}
          arrowsBusy={action.busy && action.pending?.intent !== "order"}
          onMove={(delta) => move(category, delta)}
          onEdit={() => setEditing({ category })}
          onToggle={() => void action.run({ intent: category.isActive ? "deactivate" : "activate", id: category.id })}
          onDelete={() => deleting.open(category)}
        />
      )}
    >
      <CategoryDialog
        open={editing !== null}
        category={editing?.category ?? null}
        onClose={() => setEditing(null)}
        onSave={async (body) => {
          const id = editing?.category?.id;
          unwrap(await action.run(id ? { intent: "update", id, body } : { intent: "create", body }));
        }}
      />
      <ConfirmDialog
        open={deleting.target !== null}
        title={m.admin_categories_delete_title({ name: deleting.target ? categoryText(deleting.target, getLocale()).name : "" })}
        body={m.admin_categories_delete_body({ id: deleting.target?.id ?? "" })}
        confirmLabel={m.admin_categories_delete()}
        cancelLabel={m.admin_cancel()}
        busy={deleting.busy}
        busyLabel={m.admin_categories_deleting()}
        tone="danger"
        error={deleting.error}
        onConfirm={() => deleting.target && void deleting.confirm({ intent: "delete", id: deleting.target.id })}
        onCancel={deleting.close}
        testId="category-delete-dialog"
      />
    </AdminListFrame>
  );
}
