/**
 * The detail page renders whatever an app's record holds as text, and only http(s) (and, for
 * support, mailto:) addresses as links: server-rendered here with hostile values, no browser.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { AppDetail } from "#worker/services/catalog/app-view.ts";

// Imported by a computed name so this Node program's typecheck does not take in the route module
// (a browser module: DOM types and React Router's generated route types live in the other program).
const routeModule: string = "#app/routes/app-detail.tsx";
const { default: AppDetailPage } = (await import(routeModule)) as { default: (props: never) => unknown };

const hostile = "<img src=x onerror=alert(1)>";

function detail(overrides: Partial<AppDetail> = {}): AppDetail {
  return {
    id: "app-1",
    slug: "sample",
    name: `Sample ${hostile}`,
    shortName: "Sample",
    description: `Short ${hostile}`,
    icon: "data:image/svg+xml,%3Csvg%3E%3C/svg%3E",
    category: "utility",
    categoryName: "Utility",
    tags: [`tag${hostile}`],
    developer: `Dev ${hostile}`,
    version: "1.0.0",
    sizeBytes: 1_572_864,
    rating: 4.25,
    ratingCount: 12,
    opens: 1234,
    featured: false,
    createdAt: Date.UTC(2026, 0, 1),
    updatedAt: Date.UTC(2026, 2, 5),
    publishedAt: Date.UTC(2026, 0, 2),
    longDescription: `First paragraph ${hostile}\n\nSecond <script>alert(2)</script> paragraph`,
    features: [`Feature ${hostile}`],
    icons: [],
    screenshots: [{ src: "data:image/svg+xml,%3Csvg%3E%3C/svg%3E", sizes: "640x360", label: "Home" }],
    requirements: [`Requirement ${hostile}`],
    permissions: ["camera", `custom-${hostile}`],
    privacyPolicyUrl: "javascript:alert(1)",
    termsUrl: "data:text/html,<script>alert(1)</script>",
    websiteUrl: "https://example.com/",
    supportUrl: "mailto:help@example.com",
    startUrl: "https://example.com/app",
    scope: null,
    display: "standalone",
    themeColor: null,
    source: "url",
    views: 0,
    favoritesCount: 0,
    developerId: null,
    categoryIcon: "wrench",
    categoryColorClass: "bg-slate-200",
    ...overrides,
  };
}

/** The page inside a data router whose loaders have "already run" (hydration data), rendered to HTML. */
function render(app: AppDetail): string {
  const loaderData = { app, related: [] };
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ origin: "https://store.test" }),
      children: [{ id: "detail", path: "app/:id", loader: () => loaderData, Component: AppDetailPage as never }],
    },
  ]);
  return renderToString(
    createElement(Stub, {
      initialEntries: [`/app/${app.slug}`],
      hydrationData: { loaderData: { root: { origin: "https://store.test" }, detail: loaderData } },
    }),
  );
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? "");

describe("app detail page rendering", () => {
  it("renders the record's text as text, never as markup", () => {
    const html = render(detail());
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<script>alert(2)");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("Second &lt;script&gt;alert(2)&lt;/script&gt; paragraph");
  });

  it("links only http(s) addresses, and mailto: for support", () => {
    const html = render(detail());
    const links = hrefs(html);
    expect(links.some((href) => /^\s*(javascript|data|vbscript):/i.test(href))).toBe(false);
    expect(links).toContain("https://example.com/");
    expect(links).toContain("mailto:help@example.com");
    expect(links).toContain("https://example.com/app");
    // The refused privacy and terms addresses are left out, labels and all.
    expect(html).not.toContain('data-link="privacy"');
    expect(html).not.toContain('data-link="terms"');
    // External links open in a new tab without an opener or referrer.
    for (const tag of html.match(/<a [^>]*href="(https:|mailto:)[^>]*>/g) ?? []) {
      expect(tag).toContain('target="_blank"');
      expect(tag).toContain('rel="noopener noreferrer"');
    }
  });

  it("has no Open link when the start URL is not http(s)", () => {
    const html = render(detail({ startUrl: "javascript:alert(1)", websiteUrl: null, supportUrl: "javascript:alert(1)" }));
    expect(html).not.toContain('data-testid="open-app"');
    expect(html).toContain("Cannot be opened");
    expect(hrefs(html).some((href) => href.toLowerCase().includes("javascript"))).toBe(false);
  });

  it("shows the facts: size, date, opens, rating, translated permission names", () => {
    const html = render(detail());
    expect(html).toContain("1.5 MB");
    expect(html).toContain("Mar 5, 2026");
    expect(html).toContain("1,234");
    expect(html).toContain("4.3 (12 ratings)");
    expect(html).toContain(">Camera<");
    // An unknown permission is shown as stored, as text.
    expect(html).toContain("custom-&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain('href="/store?q=tag%3Cimg+src%3Dx+onerror%3Dalert%281%29%3E"');
    expect(html).toContain('href="/contact?subject=Report');
  });
});
