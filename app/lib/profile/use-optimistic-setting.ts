import { useRef, useState } from "react";
import { toast } from "#app/lib/toast.ts";
import { m } from "#app/paraglide/messages.js";
import { apiRequest } from "../api/client.ts";
import { errorMessage } from "../api/errors.ts";
import { useAuth } from "../session/auth-context.tsx";
import type { StoredUser } from "../session/storage.ts";

/**
 * One on/off preference saved at once (PUT /profile): the switch moves immediately, the request
 * follows, and a failure puts it back with a toast. Clicks while a save runs are ignored.
 */
export function useOptimisticSetting(initial: boolean, toBody: (value: boolean) => Record<string, unknown>) {
  const { setUser } = useAuth();
  const [value, setValue] = useState(initial);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  async function change(next: boolean) {
    if (running.current) return;
    running.current = true;
    const previous = value;
    setValue(next);
    setBusy(true);
    try {
      const answer = await apiRequest<{ user: StoredUser }>("/client/auth/profile", { method: "PUT", body: toBody(next) });
      setUser(answer.user);
      toast.success(m.profile_saved());
    } catch (error) {
      setValue(previous);
      toast.error(m.profile_save_failed({ message: errorMessage(error) }));
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { value, busy, change };
}
