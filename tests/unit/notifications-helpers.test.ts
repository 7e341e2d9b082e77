import { describe, expect, it } from "vitest";
import { inboxPagination, pageFromSearch, pageHref } from "#app/lib/community-paging.ts";
import { storePath } from "#app/lib/store-path.ts";
import { badgeText, countsAreStale, notificationsLabel, UNREAD_REFRESH_MIN_MS } from "#app/lib/unread-badge.ts";

describe("badgeText", () => {
  it("shows nothing for none, the count up to 99, then 99+", () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-3)).toBeNull();
    expect(badgeText(Number.NaN)).toBeNull();
    expect(badgeText(1)).toBe("1");
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("99+");
    expect(badgeText(12_345)).toBe("99+");
  });
});

describe("notificationsLabel", () => {
  it("names the bell with the exact count, singular and plural", () => {
    expect(notificationsLabel(0, "en")).toBe("Notifications");
    expect(notificationsLabel(1, "en")).toBe("1 unread notification");
    expect(notificationsLabel(3, "en")).toBe("3 unread notifications");
    // The badge caps at 99+; the label does not.
    expect(notificationsLabel(250, "en")).toBe("250 unread notifications");
  });

  it("speaks Chinese when the page does", () => {
    expect(notificationsLabel(0, "zh")).toBe("通知");
    expect(notificationsLabel(1, "zh")).toBe("1 条未读通知");
    expect(notificationsLabel(3, "zh")).toBe("3 条未读通知");
  });
});

describe("countsAreStale", () => {
  it("asks when never fetched, when old enough, or when the clock went back", () => {
    const now = 1_000_000;
    expect(countsAreStale(null, now)).toBe(true);
    expect(countsAreStale(now - 1_000, now)).toBe(false);
    expect(countsAreStale(now - UNREAD_REFRESH_MIN_MS, now)).toBe(true);
    expect(countsAreStale(now + 5_000, now)).toBe(true);
  });
});

describe("storePath", () => {
  it("follows paths on the store only", () => {
    expect(storePath("/app/notes#review-abc")).toBe("/app/notes#review-abc");
    expect(storePath("/messages/abc")).toBe("/messages/abc");
    expect(storePath("/")).toBe("/");
    for (const link of [
      null,
      undefined,
      "",
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "app/notes",
      "/app/no tes",
      "/a\tb",
      " /app",
    ]) {
      expect(storePath(link), String(link)).toBeNull();
    }
  });
});

describe("inbox paging", () => {
  it("reads ?page= as a whole number from 1", () => {
    expect(pageFromSearch(new URLSearchParams(""))).toBe(1);
    expect(pageFromSearch(new URLSearchParams("page=3"))).toBe(3);
    for (const bad of ["0", "-1", "2.5", "x", "01", "9999999"]) expect(pageFromSearch(new URLSearchParams(`page=${bad}`)), bad).toBe(1);
  });

  it("links page 1 to the bare path", () => {
    expect(pageHref("/notifications", 1)).toBe("/notifications");
    expect(pageHref("/notifications", 2)).toBe("/notifications?page=2");
  });

  it("builds the pagination bar with every link's URL", () => {
    const bar = inboxPagination("/messages", 2, 45, 20);
    expect(bar).toMatchObject({ page: 2, totalPages: 3, previous: "/messages", next: "/messages?page=3" });
    expect(bar.links).toEqual([
      { kind: "page", page: 1, href: "/messages" },
      { kind: "page", page: 2, href: "/messages?page=2" },
      { kind: "page", page: 3, href: "/messages?page=3" },
    ]);
    expect(inboxPagination("/messages", 1, 0, 20)).toMatchObject({ totalPages: 1, previous: null, next: null });
  });
});
