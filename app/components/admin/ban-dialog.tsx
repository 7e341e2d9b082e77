import { useEffect, useState } from "react";
import { BAN_REASON_MAX, banUserSchema } from "#contract/schemas/admin-users.ts";
import { m } from "#app/paraglide/messages.js";
import { ReasonDialog } from "./reason-dialog.tsx";

/**
 * A ban's question (one account's detail, or the users list's selection): an optional reason the
 * user is mailed, and "also take the listed apps out of the store", ticked each time it opens.
 * `unlistLabel` is that box's text, or null when there are no listed apps to ask about.
 */
export function BanDialog({
  open,
  title,
  unlistLabel,
  onSubmit,
  onClose,
  testId,
}: {
  open: boolean;
  title: string;
  unlistLabel: string | null;
  onSubmit(value: { reason: string | null; unlistApps: boolean }): Promise<void>;
  onClose(): void;
  testId: string;
}) {
  const [unlistApps, setUnlistApps] = useState(true);
  useEffect(() => {
    if (open) setUnlistApps(true);
  }, [open]);
  return (
    <ReasonDialog
      open={open}
      title={title}
      description={m.admin_users_ban_body()}
      label={m.admin_users_ban_reason()}
      hint={m.admin_users_ban_reason_hint()}
      max={BAN_REASON_MAX}
      field="reason"
      schema={banUserSchema}
      extra={{ unlistApps }}
      confirmLabel={m.admin_users_action_ban()}
      busyLabel={m.admin_saving()}
      onSubmit={(value) => onSubmit({ reason: value.reason, unlistApps: value.unlistApps })}
      onClose={onClose}
      testId={testId}
    >
      {unlistLabel !== null ? (
        <label className="flex items-start gap-3 text-sm text-slate-800 dark:text-slate-200">
          <input
            type="checkbox"
            checked={unlistApps}
            onChange={(event) => setUnlistApps(event.target.checked)}
            className="focus-ring mt-0.5 h-4 w-4 rounded border-slate-300 dark:border-slate-600"
            data-testid={`${testId}-unlist`}
          />
          <span>
            {unlistLabel}
            <span className="block text-xs text-slate-500 dark:text-slate-400">{m.admin_users_ban_unlist_hint()}</span>
          </span>
        </label>
      ) : null}
    </ReasonDialog>
  );
}
