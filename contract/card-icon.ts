/**
 * Which of an app's icons its card shows. One rule for both sides: the Worker stores it when an app
 * is created (worker/services/publishing/new-app.ts, the ZIP upload) and the "Add by URL" form
 * previews it (app/lib/publishing/metadata-draft.ts).
 */
import type { Inspection } from "./schemas/publishing.ts";

/**
 * The icon cards show: the install icon the inspector downloaded and found to be an image, else
 * the largest declared `any` icon, else the first icon; "" when the manifest has none.
 */
export function pickCardIcon(report: Pick<Inspection, "images" | "manifest">): string {
  const downloaded = report.images.find((image) => image.role === "icon" && image.downloaded && image.actualType !== null);
  if (downloaded) return downloaded.src;
  const icons = report.manifest?.icons ?? [];
  const side = (icon: { sizes?: string }) =>
    Math.max(0, ...(icon.sizes ?? "").split(/\s+/).map((size) => (size === "any" ? 10_000 : Number.parseInt(size, 10) || 0)));
  const any = icons.filter((icon) => (icon.purpose ?? "any").split(/\s+/).includes("any")).sort((a, b) => side(b) - side(a));
  return any[0]?.src ?? icons[0]?.src ?? "";
}
