/**
 * A notice to show once after the page loads a new document itself (a logout on a public page
 * loads '/', docs/product.md#navigation-guard): kept in session storage under
 * `flashToast` (listed on the cookies page) and shown by the toaster when the next document starts.
 */
export const FLASH_TOAST_KEY = "flashToast";

export type FlashToastType = "success" | "info" | "warning" | "error";

export interface FlashToast {
  type: FlashToastType;
  message: string;
}

export function showToastAfterReload(
  type: FlashToastType,
  message: string,
  storage: Storage | undefined = globalThis.sessionStorage,
): void {
  try {
    storage?.setItem(FLASH_TOAST_KEY, JSON.stringify({ type, message } satisfies FlashToast));
  } catch {
    // Storage unavailable (private mode, quota): the notice is simply not shown.
  }
}

/** Reads and forgets the pending notice; null when there is none or it is not one of ours. */
export function takeToastAfterReload(storage: Storage | undefined = globalThis.sessionStorage): FlashToast | null {
  try {
    const text = storage?.getItem(FLASH_TOAST_KEY);
    if (!text) return null;
    storage?.removeItem(FLASH_TOAST_KEY);
    const value = JSON.parse(text) as Partial<FlashToast>;
    const types: readonly string[] = ["success", "info", "warning", "error"];
    return typeof value.message === "string" && typeof value.type === "string" && types.includes(value.type) ? (value as FlashToast) : null;
  } catch {
    return null;
  }
}
