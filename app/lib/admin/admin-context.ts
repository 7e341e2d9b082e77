import { useOutletContext } from "react-router";
import type { AdminCounts } from "#contract/admin.ts";

export type { AdminCounts };

/** What the admin layout gives its sections: the live counts (sidebar badges, dashboard) and a way to refresh them. */
export interface AdminContext {
  counts: AdminCounts | null;
  countsError: string | null;
  /** Asks the server again (after a decision changed a queue). */
  refreshCounts(): void;
}

export function useAdmin(): AdminContext {
  return useOutletContext<AdminContext>();
}
