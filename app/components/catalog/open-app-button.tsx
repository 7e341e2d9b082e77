import type { MouseEvent } from "react";
import { m } from "#app/paraglide/messages.js";
import { apiRequest } from "../../lib/api/client.ts";
import { LineIcon } from "../line-icon.tsx";

/** The open-counting call (docs/product.md#http-api: counts the open, and a history row when signed in). */
export function recordOpen(appId: string): Promise<unknown> {
  return apiRequest(`/client/apps/${encodeURIComponent(appId)}/open`, { method: "POST" });
}

interface OpenAppButtonProps {
  appId: string;
  appName: string;
  /** The app's start URL, already checked to be http(s) (null: nothing safe to open). */
  href: string | null;
  /** Called at the click, before the count is confirmed (optimistic), and again if it failed. */
  onOpened(delta: 1 | -1): void;
  /** False for an owner's preview: the open is not the public's, so it is not recorded. */
  counted?: boolean;
}

/**
 * "Open": a real link to the app in a new tab, so the browser opens it as part of the click
 * (a window.open after an awaited request is what popup blockers stop). The same click records
 * the open through the API client, which sends a signed-in user's bearer token so their history
 * gets the row; it is not awaited, and the store's page stays open, so nothing cancels it. The
 * count shown goes up at once and back down if the server refused the open. Without JavaScript
 * the link still opens the app (uncounted).
 */
export function OpenAppButton({ appId, appName, href, onOpened, counted = true }: OpenAppButtonProps) {
  if (!href) {
    return (
      <span
        aria-disabled="true"
        className="inline-flex cursor-not-allowed items-center rounded-lg bg-slate-200 px-6 py-3 font-semibold text-slate-500 dark:bg-slate-800 dark:text-slate-400"
      >
        {m.app_open_unavailable()}
      </span>
    );
  }
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new window, download) still opens the app: count it the same way.
    if (event.button !== 0 && event.button !== 1) return;
    onOpened(1);
    if (counted) recordOpen(appId).catch(() => onOpened(-1));
  };
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={open}
      onAuxClick={open}
      className="btn-primary inline-flex items-center gap-2 px-6 py-3 text-base shadow"
      aria-label={m.app_open_label({ name: appName })}
      data-testid="open-app"
    >
      {m.app_open()}
      <LineIcon d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" className="h-4 w-4" />
    </a>
  );
}
