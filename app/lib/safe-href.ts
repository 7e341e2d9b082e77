/**
 * Addresses stored with an app (website, privacy policy, support, start URL) come from submitters,
 * so a page renders one as a link only when it is an absolute http(s) URL, or a mailto: address
 * where mail makes sense. Anything else (`javascript:`, `data:`, relative paths, garbage) is null
 * and the page leaves the link out.
 */
export function safeHref(value: string | null | undefined, options: { allowMailto?: boolean } = {}): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol === "http:" || url.protocol === "https:") return url.href;
  if (url.protocol === "mailto:" && options.allowMailto && url.pathname.includes("@")) return url.href;
  return null;
}

/**
 * What a link shows for an address: host and path for web pages ("notion.so/help", no "www.",
 * no query), the address for mail; long ones are shortened with an ellipsis.
 */
export function hrefLabel(href: string, maxLength = 40): string {
  const url = new URL(href);
  let label: string;
  if (url.protocol === "mailto:") {
    label = url.pathname;
    try {
      label = decodeURIComponent(label);
    } catch {
      // A malformed escape: show it as written.
    }
  } else {
    label = url.host.replace(/^www\./, "") + (url.pathname === "/" ? "" : url.pathname.replace(/\/$/, ""));
  }
  return label.length > maxLength ? `${label.slice(0, maxLength - 1)}…` : label;
}
