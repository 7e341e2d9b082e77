import { useEffect, useId, useState } from "react";
import { useLocation } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { sendApi, type ActionResult } from "../../lib/route-data.ts";
import { toast } from "../../lib/toast.ts";
import type { ActionPayload, useConfirmAction } from "../../lib/use-action.ts";
import { ConfirmDialog } from "../confirm-dialog.tsx";

/**
 * Bulk actions on an admin list (issue 41: admin lists take bulk actions with one confirmation and
 * one audit entry per item): the selection of the rows on screen, a checkbox per row, the bar with
 * "Select all on this page", the count and the list's actions, and the write that says how many
 * were done and how many left. The API side is each list's `POST …/bulk` (at most 50).
 */

type Id = string | number;

/** The rows chosen on this page of this list; another page, tab or search starts afresh. */
export function useBulkSelection<T extends { id: Id }>(items: readonly T[]) {
  const { search } = useLocation();
  const [selected, setSelected] = useState<ReadonlySet<Id>>(new Set());
  useEffect(() => setSelected(new Set()), [search]);
  const chosen = items.filter((item) => selected.has(item.id));
  const change = (ids: readonly Id[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  return {
    /** The chosen rows still on screen, in the list's order. */
    chosen,
    isSelected: (id: Id) => selected.has(id),
    /** Every one of `ids` is chosen (a page's or a group's "select these"). */
    allOf: (ids: readonly Id[]) => ids.length > 0 && ids.every((id) => selected.has(id)),
    change,
    clear: () => setSelected(new Set()),
    /** The box of the page's rows: all of them on, or none. */
    pageBox: {
      checked: items.length > 0 && chosen.length === items.length,
      onChange: (on: boolean) => setSelected(on ? new Set(items.map((item) => item.id)) : new Set()),
    },
  };
}

export type BulkSelection = ReturnType<typeof useBulkSelection>;

/** A row's (or a group's) checkbox. */
export function SelectBox({
  id,
  checked,
  onChange,
  label,
  testId,
  className = "",
}: {
  id?: string;
  checked: boolean;
  onChange(on: boolean): void;
  label?: string;
  testId: string;
  className?: string;
}) {
  return (
    <input
      id={id}
      type="checkbox"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      aria-label={label}
      className={`focus-ring h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-600 ${className}`}
      data-testid={testId}
    />
  );
}

/** One of the bar's buttons: `id` names it (its test id is `<name>-bulk-<id>`). */
export interface BulkButton {
  id: string;
  label: string;
  className: string;
  onClick(): void;
}

/**
 * The bar above a list: select the page, how many are chosen, the list's actions, clear. `name`
 * prefixes its test ids (`feedback` → feedback-bulk-bar, -select-page, -selected-count, -bulk-<id>).
 */
export function BulkBar({ selection, name, actions }: { selection: BulkSelection; name: string; actions: readonly BulkButton[] }) {
  const count = selection.chosen.length;
  const pageBoxId = useId();
  return (
    <div
      className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-slate-200 px-4 py-2 text-sm dark:border-slate-800"
      data-testid={`${name}-bulk-bar`}
    >
      <span className="flex items-center gap-2">
        <SelectBox id={pageBoxId} {...selection.pageBox} testId={`${name}-select-page`} />
        <label htmlFor={pageBoxId}>{m.admin_bulk_select_page()}</label>
      </span>
      {count > 0 ? (
        <>
          <span className="font-medium" aria-live="polite" data-testid={`${name}-selected-count`}>
            {m.admin_bulk_selected({ count: String(count) })}
          </span>
          {actions.map((action) => (
            <button
              key={action.id}
              type="button"
              className={action.className}
              onClick={action.onClick}
              data-testid={`${name}-bulk-${action.id}`}
            >
              {action.label}
            </button>
          ))}
          <button type="button" className="text-link" onClick={selection.clear}>
            {m.admin_bulk_clear()}
          </button>
        </>
      ) : null}
    </div>
  );
}

/**
 * The one confirmation of a bulk action asked with `asked.open(action)`: "Archive: 3 selected?",
 * the page's `payload` for the chosen rows sent on confirm, the selection cleared once done.
 */
export function BulkConfirmDialog<A extends string>({
  asked,
  selection,
  label,
  body = () => m.admin_bulk_confirm_body(),
  tone = () => "danger",
  busyLabel,
  payload,
  testId,
}: {
  asked: ReturnType<typeof useConfirmAction<A>>;
  selection: BulkSelection;
  label(action: A): string;
  body?(action: A): string;
  tone?(action: A): "danger" | "primary";
  busyLabel: string;
  payload(action: A, ids: Id[]): ActionPayload;
  testId: string;
}) {
  const action = asked.target;
  return (
    <ConfirmDialog
      open={action !== null}
      title={action ? bulkTitle(label(action), selection.chosen.length) : ""}
      body={action ? body(action) : ""}
      confirmLabel={action ? label(action) : ""}
      cancelLabel={m.admin_cancel()}
      busy={asked.busy}
      busyLabel={busyLabel}
      tone={action ? tone(action) : "primary"}
      error={asked.error}
      onConfirm={async () => {
        if (!action) return;
        const result = await asked.confirm(
          payload(
            action,
            selection.chosen.map((item) => item.id),
          ),
        );
        if (result.ok) selection.clear();
      }}
      onCancel={asked.close}
      testId={testId}
    />
  );
}

/** The confirmation's title: "Archive: 3 selected?". */
export const bulkTitle = (action: string, count: number) => m.admin_bulk_confirm_title({ action, count: String(count) });

/**
 * A list's `POST …/bulk` from its route's `clientAction`: the toast says how many were done, and
 * how many were left as they were (gone, not applicable, or changed meanwhile by another admin).
 */
export async function sendBulk(path: string, body: Record<string, unknown>): Promise<ActionResult<{ done: Id[]; skipped: unknown[] }>> {
  const result = await sendApi<{ done: Id[]; skipped: unknown[] }>(path, { body });
  if (result.ok) {
    const { done, skipped } = result.data;
    if (skipped.length > 0) toast.warning(m.admin_bulk_skipped({ done: String(done.length), skipped: String(skipped.length) }));
    else toast.success(m.admin_bulk_done({ count: String(done.length) }));
  }
  return result;
}
