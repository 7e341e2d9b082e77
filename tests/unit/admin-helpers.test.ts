/**
 * Pure helpers of the admin area: the literal LIKE pattern of the apps search, and the list
 * addresses (tabs, filters and pages keep each other's parameters).
 */
import { describe, expect, it } from "vitest";
import { adminHref, adminPageFrom, adminPagination } from "#app/lib/admin/paging.ts";
import { likePattern, personRef } from "#worker/services/admin/shared.ts";

describe("likePattern", () => {
  it("matches anywhere and takes %, _ and \\ literally", () => {
    expect(likePattern("notes")).toBe("%notes%");
    expect(likePattern("50%_off")).toBe("%50\\%\\_off%");
    expect(likePattern("a\\b")).toBe("%a\\\\b%");
  });
});

describe("personRef", () => {
  it("names an account by its name, else its username; null without an id", () => {
    expect(personRef("u1", "", "ann", "ann@example.com")).toEqual({ id: "u1", name: "ann", username: "ann", email: "ann@example.com" });
    expect(personRef(null, "Ann", "ann", "a@example.com")).toBeNull();
  });
});

describe("admin list addresses", () => {
  const search = new URLSearchParams("status=rejected&q=notes&page=3");

  it("changes one parameter and keeps the others; page 1 and empty values are left out", () => {
    expect(adminHref("/admin/pwas", search, { status: "published", page: null })).toBe("/admin/pwas?status=published&q=notes");
    expect(adminHref("/admin/pwas", search, { q: "", page: 1 })).toBe("/admin/pwas?status=rejected");
    expect(adminHref("/admin/pwas", new URLSearchParams(), { broken: null })).toBe("/admin/pwas");
  });

  it("pages keep the filters", () => {
    const pagination = adminPagination("/admin/pwas", search, 3, 95, 20);
    expect(pagination.totalPages).toBe(5);
    expect(pagination.previous).toBe("/admin/pwas?status=rejected&q=notes&page=2");
    expect(pagination.next).toBe("/admin/pwas?status=rejected&q=notes&page=4");
    expect(pagination.links.find((link) => link.kind === "page" && link.page === 1)).toMatchObject({
      href: "/admin/pwas?status=rejected&q=notes",
    });
  });

  it("reads ?page= as a whole number from 1, else 1", () => {
    expect(adminPageFrom(new URLSearchParams("page=4"))).toBe(4);
    for (const bad of ["page=0", "page=-2", "page=abc", "page=1.5", ""]) expect(adminPageFrom(new URLSearchParams(bad))).toBe(1);
  });
});
