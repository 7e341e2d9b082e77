/**
 * A page from the edge cache (edge-cache.ts) gets a CSP nonce of its own before it is served, as a
 * rendered page does (worker/lib/page-security.ts). Workers-only (HTMLRewriter): the Worker's entry
 * hands it to the edge cache.
 */
import { createNonce } from "../lib/page-security.ts";

/**
 * A stored page with another CSP nonce: the policy's `'nonce-…'` source and every element's
 * `nonce` attribute that carried the stored one (the theme script, the hydration scripts, the
 * links) get `nonce`. A nonce known from an earlier answer must not work again, so each answer
 * from the cache has its own, as a rendered one does. Answers without a nonce are returned as they are.
 */
export function withFreshNonce(response: Response, nonce: string = createNonce()): Response {
  const policy = response.headers.get("Content-Security-Policy");
  const stored = policy ? /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(policy)?.[1] : undefined;
  if (!policy || !stored) return response;
  const rewritten = new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        if (element.getAttribute("nonce") === stored) element.setAttribute("nonce", nonce);
      },
    })
    .transform(response);
  const answer = new Response(rewritten.body, rewritten);
  answer.headers.set("Content-Security-Policy", policy.split(`'nonce-${stored}'`).join(`'nonce-${nonce}'`));
  return answer;
}
