import { describe, expect, it } from "vitest";
import { DEFAULT_PRODUCT_NAME, formatPageTitle, productNameFrom } from "#app/lib/page-title.ts";

describe("formatPageTitle", () => {
  it.each<[string, string | undefined, string]>([
    ["Home", "PWA Store", "Home | PWA Store"],
    ["Home", undefined, "Home | PWA Store"],
    [" Store ", " Acme Apps ", "Store | Acme Apps"],
    ["Home", "   ", "Home | PWA Store"],
    ["", "Acme", "Acme"],
    ["   ", undefined, "PWA Store"],
  ])("(%j, %j) → %j", (page, productName, expected) => {
    expect(formatPageTitle(page, productName)).toBe(expected);
  });

  it("defaults to the product name PWA Store", () => {
    expect(DEFAULT_PRODUCT_NAME).toBe("PWA Store");
  });
});

describe("productNameFrom", () => {
  it("reads the root loader's product name", () => {
    expect(
      productNameFrom([
        { id: "root", data: { productName: "Acme Apps" } },
        { id: "routes/home", data: {} },
      ]),
    ).toBe("Acme Apps");
    expect(
      productNameFrom([
        { id: "routes/home", data: { productName: "Not root" } },
        { id: "root", data: { productName: "Root" } },
      ]),
    ).toBe("Root");
  });

  it("falls back when the root data is missing", () => {
    expect(productNameFrom([])).toBe("PWA Store");
    expect(productNameFrom([undefined, { id: "routes/home" }])).toBe("PWA Store");
    expect(productNameFrom([{ id: "root" }])).toBe("PWA Store");
    expect(productNameFrom([{ id: "root", data: { theme: "dark" } }])).toBe("PWA Store");
    expect(productNameFrom([{ id: "routes/home", data: { productName: "Not root" } }])).toBe("PWA Store");
  });
});
