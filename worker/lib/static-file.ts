/**
 * A file a production build wrote among the static files for the Worker to read
 * (scripts/worker-static-file.ts: the common passwords, the locale texts, the OpenAPI document),
 * fetched from the ASSETS binding. Throws when there is no binding or the file cannot be read;
 * each caller decides what the visitor gets then (a 503, or another try on the next request).
 */
export async function readStaticFile(assets: Fetcher | undefined, url: string) {
  if (!assets) throw new Error(`no ASSETS binding to read ${url} from`);
  const response = await assets.fetch(new URL(url, "https://assets.invalid"));
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}
