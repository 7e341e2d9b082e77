import { describe, expect, it } from "vitest";
import { appJsonLd, jsonLdScript, type JsonLdApp } from "#app/lib/json-ld.ts";

const URL_OF_PAGE = "https://store.example/app/lantern-notes";

function app(overrides: Partial<JsonLdApp> = {}): JsonLdApp {
  return {
    name: "Lantern Notes",
    description: "Notes that glow.",
    category: "productivity",
    categoryName: "Productivity",
    tags: ["notes", "markdown"],
    developer: "Harbour Apps",
    version: "3.2.1",
    icon: "https://lantern.example/icon-512.png",
    screenshots: [{ src: "https://lantern.example/s1.png" }],
    startUrl: "https://lantern.example/app",
    rating: 4.44,
    ratingCount: 12,
    updatedAt: Date.UTC(2026, 4, 2, 10, 30),
    publishedAt: Date.UTC(2026, 0, 15),
    ...overrides,
  };
}

describe("appJsonLd", () => {
  it("describes the app as a free schema.org SoftwareApplication", () => {
    expect(appJsonLd(app(), URL_OF_PAGE)).toStrictEqual({
      "@context": "https://schema.org",
      "@type": "SoftwareApplication",
      name: "Lantern Notes",
      description: "Notes that glow.",
      applicationCategory: "BusinessApplication",
      applicationSubCategory: "Productivity",
      operatingSystem: "Web",
      url: URL_OF_PAGE,
      image: ["https://lantern.example/icon-512.png", "https://lantern.example/s1.png"],
      installUrl: "https://lantern.example/app",
      keywords: "notes, markdown",
      offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
      author: { "@type": "Organization", name: "Harbour Apps" },
      publisher: { "@type": "Organization", name: "Harbour Apps" },
      softwareVersion: "3.2.1",
      datePublished: "2026-01-15T00:00:00.000Z",
      dateModified: "2026-05-02T10:30:00.000Z",
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.4, ratingCount: 12, bestRating: 5, worstRating: 1 },
    });
  });

  it("leaves out aggregateRating until someone has rated the app", () => {
    const value = appJsonLd(app({ rating: 0, ratingCount: 0 }), URL_OF_PAGE);
    expect(value).not.toHaveProperty("aggregateRating");
  });

  it("never embeds data: URLs, and resolves relative images against the page", () => {
    const value = appJsonLd(
      app({
        icon: "data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=",
        screenshots: [{ src: "data:image/png;base64,AAAA" }, { src: "/shots/1.png" }],
      }),
      URL_OF_PAGE,
    );
    expect(value.image).toBe("https://store.example/shots/1.png");
    expect(JSON.stringify(value)).not.toContain("data:");

    const onlyData = appJsonLd(app({ icon: "data:image/svg+xml,<svg/>", screenshots: [] }), URL_OF_PAGE);
    expect(onlyData).not.toHaveProperty("image");
  });

  it("refuses script URLs as install links and omits empty fields", () => {
    const value = appJsonLd(
      app({ startUrl: "javascript:alert(1)", developer: "  ", version: "", tags: [], publishedAt: null }),
      URL_OF_PAGE,
    );
    expect(value).not.toHaveProperty("installUrl");
    expect(value).not.toHaveProperty("author");
    expect(value).not.toHaveProperty("publisher");
    expect(value).not.toHaveProperty("softwareVersion");
    expect(value).not.toHaveProperty("keywords");
    expect(value).not.toHaveProperty("datePublished");
    expect(Object.values(value)).not.toContain(undefined);
  });

  it("maps every default category to a recognised application type, others to their name", () => {
    const types = ["productivity", "creative", "education", "entertainment", "business", "health", "social", "utility"].map(
      (category) => appJsonLd(app({ category }), URL_OF_PAGE).applicationCategory,
    );
    for (const type of types) expect(type).toMatch(/^[A-Z][A-Za-z]+Application$/);
    expect(appJsonLd(app({ category: "weather", categoryName: "天气" }), URL_OF_PAGE).applicationCategory).toBe("天气");
  });
});

describe("jsonLdScript", () => {
  const hostile = [
    "</script><script>alert(document.cookie)</script>",
    "</SCRIPT ><img src=x onerror=alert(1)>",
    "<!-- <script>",
    "]]><![CDATA[",
    "Tom & Jerry &amp; &lt;friends&gt;",
    "line\u2028separator\u2029paragraph",
    '"quoted" \\ backslash',
    "emoji 🚀 and 中文",
  ];

  it.each(hostile)("keeps %j inside the script element and parses back unchanged", (name) => {
    const value = appJsonLd(app({ name, description: name, developer: name, tags: [name] }), URL_OF_PAGE);
    const text = jsonLdScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text.toLowerCase()).not.toContain("</script");
    expect(text).not.toContain("<!--");
    expect(JSON.parse(text)).toStrictEqual(value);
  });

  it("writes the escapes as JSON unicode escapes", () => {
    expect(jsonLdScript({ name: "</script>&" })).toBe('{"name":"\\u003c/script\\u003e\\u0026"}');
    expect(jsonLdScript("\u2028\u2029")).toBe('"\\u2028\\u2029"');
  });
});
