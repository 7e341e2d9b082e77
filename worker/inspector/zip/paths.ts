/**
 * How a URL path on a hosted app's origin maps to a file of its upload, shared by the server
 * (worker/hosting/) and the ZIP inspection (which reads the files the page and manifest point at).
 */

/**
 * The file a URL path names: percent-decoded, without the leading slash; a path ending in "/"
 * names that folder's index.html. Null for a path that cannot name a stored file (malformed
 * escapes, backslashes, NUL, dot segments left after decoding — stored paths never have them).
 *
 * @example
 * filePathForUrlPath("/")                  // "index.html"
 * filePathForUrlPath("/docs/")             // "docs/index.html"
 * filePathForUrlPath("/img/my%20icon.png") // "img/my icon.png"
 */
export function filePathForUrlPath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (!decoded.startsWith("/") || decoded.includes("\\") || decoded.includes("\0")) return null;
  let path = decoded.slice(1);
  if (path === "" || path.endsWith("/")) path += "index.html";
  const segments = path.split("/");
  if (segments.some((segment) => segment === "" || segment === "." || segment === "..")) return null;
  return path;
}

/** The file a URL on the app's origin names, or null when it is on another origin. */
export function filePathForUrl(url: URL, origin: string): string | null {
  return url.origin === origin ? filePathForUrlPath(url.pathname) : null;
}

/** `address` as a URL when it parses and is on `origin`, else null (a service worker's script: its registration must be same-origin). */
export function sameOriginUrl(address: string | null, origin: string): URL | null {
  if (address === null) return null;
  try {
    const url = new URL(address);
    return url.origin === origin ? url : null;
  } catch {
    return null;
  }
}
