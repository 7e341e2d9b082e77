/**
 * The detail page renders whatever an app's record holds as text, and only http(s) (and, for
 * support, mailto:) addresses as links: server-rendered here with hostile values, no browser.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { AppDetail } from "#contract/catalog.ts";

// Imported by a computed name so this Node program's typecheck does not take in the route module
// (a browser module: DOM types and React Router's generated route types live in the other program).
const routeModule: string = "#app/routes/app-detail.tsx";
const { default: AppDetailPage } = (await import(routeModule)) as { default: (props: never) => unknown };
const authModule: string = "#app/lib/session/auth-context.tsx";
const { AuthProvider } = (await import(authModule)) as { AuthProvider: (props: { children: unknown }) => unknown };

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
    verified: false,
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
    categoryActive: true,
    ...overrides,
  };
}

/** A public review as the loader lists it (hostile text in every user-written field). */
function review(overrides: Record<string, unknown> = {}) {
  return {
    id: "review-1",
    appId: "app-1",
    rating: 4,
    title: `Title ${hostile}`,
    body: `Body <script>alert(3)</script> see https://example.com/page. and javascript:alert(4) or mailto:a@b.co`,
    status: "approved",
    helpfulCount: 2,
    helpful: false,
    mine: false,
    author: { name: `Author ${hostile}`, avatar: "javascript:alert(5)" },
    reply: { body: `Reply ${hostile} http://example.org/x`, repliedAt: Date.UTC(2026, 2, 6) },
    moderationReason: null,
    createdAt: Date.UTC(2026, 2, 5),
    editedAt: Date.UTC(2026, 2, 6),
    ...overrides,
  };
}

function reviewListing(items = [review()]) {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 10,
    sort: "newest",
    summary: { average: 4.3, count: 12, reviewCount: items.length, distribution: { "1": 0, "2": 0, "3": 0, "4": items.length, "5": 0 } },
    mine: null,
  };
}

/** The page inside a data router whose loaders have "already run" (hydration data), rendered to HTML. */
function render(app: AppDetail, reviews: ReturnType<typeof reviewListing> | null = reviewListing()): string {
  const loaderData = { app, related: [], reviews };
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ origin: "https://store.test" }),
      children: [{ id: "detail", path: "app/:id", loader: () => loaderData, Component: AppDetailPage as never }],
    },
  ]);
  return renderToString(
    createElement(
      AuthProvider as never,
      null,
      createElement(Stub, {
        initialEntries: [`/app/${app.slug}`],
        hydrationData: { loaderData: { root: { origin: "https://store.test" }, detail: loaderData } },
      }),
    ),
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
    // The app's own addresses (reviews' links are checked below).
    const html = render(detail(), null);
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

  it("links the category while it is active, and marks it inactive without a link once deactivated", () => {
    const active = render(detail(), null);
    expect(active).toMatch(/<a [^>]*data-testid="app-category" href="\/categories\/utility"/);
    expect(active).not.toContain('data-testid="app-category-inactive"');

    const inactive = render(detail({ categoryActive: false }), null);
    // The category has no page any more: nothing links to it (chip, breadcrumb, facts).
    expect(hrefs(inactive)).not.toContain("/categories/utility");
    expect(inactive).toMatch(/<span [^>]*data-testid="app-category" data-inactive=""/);
    expect(inactive.match(/data-testid="app-category-inactive">Inactive</g)?.length).toBe(2);
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
    // "Report issue" asks a visitor to sign in first, then brings them back.
    expect(html).toContain('data-testid="report-issue" href="/login?redirect=%2Fapp%2Fsample"');
  });

  it("renders reviews as text: the summary, and only http(s) links in review text", () => {
    const html = render(detail());
    expect(html).toContain('data-testid="rating-distribution"');
    expect(html).toContain('data-stars="4" data-count="1"');
    expect(html).not.toContain("<script>alert(3)");
    expect(html).toContain("Body &lt;script&gt;alert(3)&lt;/script&gt; see ");
    expect(html).toContain("Title &lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("Author &lt;img src=x onerror=alert(1)&gt;");
    // The address becomes a link without the full stop after it; the other schemes stay text.
    expect(html).toContain('<a href="https://example.com/page" rel="nofollow ugc noopener" target="_blank"');
    expect(html).toContain('<a href="http://example.org/x" rel="nofollow ugc noopener" target="_blank"');
    expect(html).toContain("javascript:alert(4) or mailto:a@b.co");
    expect(hrefs(html).some((href) => /^\s*(javascript|data|mailto):/i.test(href) && !href.startsWith("mailto:help@"))).toBe(false);
    expect(html).not.toContain('src="javascript:');
    expect(html).toContain("Response from the developer");
    expect(html).toContain('data-testid="review-edited"');
  });

  it("spreads the ratings over the stars and counts the written reviews apart", () => {
    const listing = reviewListing();
    listing.summary = { ...listing.summary, count: 2640, average: 4.8, distribution: { "1": 40, "2": 20, "3": 60, "4": 321, "5": 2199 } };
    const html = render(detail(), listing);
    expect(html).toContain("2,640 ratings");
    expect(html).toContain('aria-label="Ratings by number of stars"');
    expect(html).toContain('data-stars="5" data-count="2199"');
    expect(html).toContain("5 out of 5 stars: 2,199 ratings (83%)");
    expect(html).toMatch(/data-testid="review-count">1 written review</);
  });

  it("loads the first screenshot at once (often the first screen's largest image), the others lazily", () => {
    const shot = (label: string) => ({ src: `https://cdn.test/${label}.png`, sizes: "640x360", label });
    const html = render(detail({ screenshots: [shot("one"), shot("two"), shot("three")] }));
    const images = [...html.matchAll(/<img [^>]*src="https:\/\/cdn\.test\/(\w+)\.png"[^>]*>/g)];
    expect(images.map((image) => image[1])).toEqual(["one", "two", "three"]);
    const [first, ...others] = images.map((image) => image[0]);
    expect(first).toContain('loading="eager"');
    expect(first).toContain('fetchPriority="high"');
    for (const other of others) {
      expect(other).toContain('loading="lazy"');
      expect(other).not.toContain("fetchPriority");
    }
  });

  it("renders an empty review list and no list at all", () => {
    expect(render(detail(), reviewListing([]))).toContain('data-testid="reviews-empty"');
    // Without the loader's page (it is then fetched in the browser): the app's own rating.
    const html = render(detail(), null);
    expect(html).toContain('data-testid="rating-average"');
    expect(html).not.toContain('data-testid="review-list"');
  });
});
