/**
 * Per-language client chunks (docs/decisions/0040-per-language-client-assets.md): a page rendered
 * in a language loads only that language's copy of the client build, whose chunks carry English
 * and that language and no other; its route discovery asks the same language's address, so a page
 * reached later by a client-side navigation comes from the same copy and shows the same language,
 * whatever the browser's own language says.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration, watchPageProblems } from "./fixtures.ts";

const LOCALES = ["en", "zh", "es", "fr", "de", "ja"] as const;
type Locale = (typeof LOCALES)[number];
/** A language's texts, from its messages file. */
function messages(locale: Locale): Record<"footer_about" | "about_title" | "about_intro", string> {
  return JSON.parse(readFileSync(`messages/${locale}.json`, "utf8"));
}

/** Every script the page asks the server for, from the first request on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(".js") && url.pathname.startsWith("/assets/")) scripts.push(url.pathname);
  });
  return scripts;
}

test.use({ locale: "en-US" });

test("a German page loads the German chunks only, and a client-side navigation stays in German", async ({ page }) => {
  const problems = await watchPageProblems(page);
  const scripts = recordScripts(page);
  const discovery: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/__manifest")) discovery.push(url.pathname);
  });

  // The browser prefers English; the address asks for German (an hreflang alternate).
  await page.goto("/store?lang=de");
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");

  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((path) => !path.startsWith("/assets/de/"))).toEqual([]);
  // Route discovery of the page's links goes to the German address.
  await expect.poll(() => discovery.length).toBeGreaterThan(0);
  expect(discovery.every((path) => path === "/__manifest/de")).toBe(true);

  // A route the page has not loaded yet, reached without a document request.
  const de = messages("de");
  await page.getByRole("contentinfo").getByRole("link", { name: de.footer_about, exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1, name: de.about_title })).toBeVisible();
  await expect(page.getByText(de.about_intro)).toBeVisible();
  expect(scripts.filter((path) => !path.startsWith("/assets/de/"))).toEqual([]);
  expect(scripts.some((path) => /\/about-[^/]+\.js$/.test(path))).toBe(true);

  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test("each language's chunk carries English and that language, and no other", async ({ page, request }) => {
  const scripts = recordScripts(page);
  await page.goto("/about?lang=ja");
  await waitForHydration(page);
  const aboutChunk = scripts.find((path) => /^\/assets\/ja\/about-[^/]+\.js$/.test(path));
  expect(aboutChunk, scripts.join("\n")).toBeTruthy();
  const name = aboutChunk?.split("/").pop() ?? "";

  for (const locale of LOCALES) {
    const answer = await request.get(`/assets/${locale}/${name}`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["cache-control"]).toContain("immutable");
    const code = await answer.text();
    for (const other of LOCALES) {
      const intro = messages(other).about_intro;
      if (other === locale || other === "en") expect(code, `${locale} copy keeps ${other}`).toContain(intro);
      else expect(code, `${locale} copy drops ${other}`).not.toContain(intro);
    }
  }
  // The build's own copy keeps every language (for a page that still names it).
  const all = await (await request.get(`/assets/${name}`)).text();
  for (const locale of LOCALES) expect(all).toContain(messages(locale).about_intro);
});

test("the Worker answers in every language from its loaded translations: the API and the page", async ({ request }) => {
  for (const locale of LOCALES) {
    const texts = JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as Record<string, string>;
    const answer = await request.get("/api/client/apps/no-such-app-anywhere", { headers: { "accept-language": locale } });
    expect(answer.status()).toBe(404);
    expect((await answer.json()).message, locale).toBe(texts.catalog_app_not_found);
    const page = await request.get(`/about?lang=${locale}`);
    expect(await page.text(), locale).toContain(texts.about_intro);
  }
});
