/**
 * The subject of per-address rate limits (policy.ts), also stored with sessions as the address
 * they were opened from.
 */

/** The caller's address as Cloudflare reports it; "local" when running without the edge. */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? request.headers.get("X-Real-IP") ?? "local";
}
