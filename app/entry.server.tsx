import { renderToReadableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { NonceProvider } from "./lib/nonce.tsx";

/** Rendering past this is abandoned (a stuck loader must not hold the request forever). */
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  let status = responseStatusCode;
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), streamTimeout + 1_000);

  const body = await renderToReadableStream(
    <NonceProvider value={loadContext.nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />
    </NonceProvider>,
    {
      nonce: loadContext.nonce,
      signal: controller.signal,
      onError(error: unknown) {
        status = 500;
        // Errors while streaming after the shell was sent are logged; React shows the boundary.
        if (!controller.signal.aborted) console.error("[ssr]", error);
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeout)).catch(() => clearTimeout(timeout));

  // Everyone gets the complete document at once. The pages' loaders return their data whole (no
  // deferred promises), so streaming would send the same content later in the response, wrapped in
  // Suspense boundaries and the inline scripts that swap them in (~1.3 KB on /store), and the edge
  // cache stores whole answers anyway (docs/performance.md, "Page weight").
  await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status });
}
