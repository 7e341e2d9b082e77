/**
 * The audit log in words (app/lib/admin/audit-labels.ts): every action the admin sections record
 * has a sentence in both languages, unknown ones are shown as written, each target type links to
 * its admin page, values are shown compactly; and the pure helpers of the audit filters
 * (contract/schemas/admin-audit.ts) and of the dashboard's charts (app/lib/admin/chart-scale.ts).
 */
import { describe, expect, it } from "vitest";
import { AUDIT_TARGET_TYPES } from "#contract/admin-audit.ts";
import { adminAuditQuerySchema, utcDayEnd, utcDayStart } from "#contract/schemas/admin-audit.ts";
import {
  AUDIT_ACTIONS,
  auditActionLabel,
  auditTargetHref,
  auditTargetTypeLabel,
  formatAuditValue,
  shortAuditValue,
} from "#app/lib/admin/audit-labels.ts";
import { labelledIndexes, niceCeiling } from "#app/lib/admin/chart-scale.ts";

/** The actions the admin sections record (docs/product.md#audit-log). */
const RECORDED = [
  "user.verify",
  "user.unverify",
  "user.promote",
  "user.demote",
  "user.ban",
  "user.unban",
  "user.delete",
  "app.approve",
  "app.reject",
  "app.publish",
  "app.unpublish",
  "app.feature",
  "app.unfeature",
  "app.update",
  "app.delete",
  "category.create",
  "category.update",
  "category.activate",
  "category.deactivate",
  "category.reorder",
  "category.delete",
  "review.moderate",
  "review.flag",
  "review.delete",
  "report.resolve",
  "report.dismiss",
  "feedback.read",
  "feedback.unread",
  "feedback.archive",
  "feedback.delete",
  "settings.save",
  "settings.reset",
  "settings.import",
  "category.import",
  "app.import",
];

describe("audit actions in words", () => {
  const labels = Object.assign({}, ...Object.values(AUDIT_ACTIONS)) as Record<string, (i?: object, o?: { locale: "en" | "zh" }) => string>;

  it("has a distinct sentence in English and in Chinese for every recorded action, and nothing else", () => {
    expect(Object.keys(labels).sort()).toEqual([...RECORDED].sort());
    for (const locale of ["en", "zh"] as const) {
      const texts = RECORDED.map((action) => labels[action]!({}, { locale }));
      for (const [index, text] of texts.entries()) expect(text, RECORDED[index]).not.toBe(RECORDED[index]);
      expect(new Set(texts).size).toBe(RECORDED.length);
    }
    expect(labels["user.ban"]!({}, { locale: "zh" })).toBe("封禁了用户");
    // Each area's actions are filed under that area.
    for (const [area, actions] of Object.entries(AUDIT_ACTIONS))
      for (const action of Object.keys(actions)) expect(action.split(".")[0]).toBe(area);
  });

  it("shows an unknown action as written", () => {
    expect(auditActionLabel("user.ban")).toBe("Banned a user");
    expect(auditActionLabel("robot.dance")).toBe("robot.dance");
    expect(auditActionLabel("toString")).toBe("toString");
  });
});

describe("audit targets", () => {
  it("link to their admin page", () => {
    expect(auditTargetHref("user", "u 1")).toBe("/admin/users/u%201");
    expect(auditTargetHref("app", "app-1")).toBe("/admin/pwas/app-1");
    expect(auditTargetHref("category", "productivity")).toBe("/admin/categories");
    expect(auditTargetHref("review", "r1")).toBe("/admin/reviews");
    expect(auditTargetHref("report", "r1")).toBe("/admin/reports");
    expect(auditTargetHref("feedback", "7")).toBe("/admin/feedback");
    expect(auditTargetHref("settings", "")).toBe("/admin/settings");
    expect(auditTargetHref("contact_message", "3")).toBe("/admin/messages/contact");
    expect(auditTargetHref("thread", "t1")).toBe("/admin/messages/t1");
    expect(auditTargetHref("user", "")).toBeNull();
    expect(auditTargetHref("planet", "x")).toBeNull();
    for (const type of AUDIT_TARGET_TYPES) expect(auditTargetHref(type, "x"), type).not.toBeNull();
  });

  it("are named, unknown types as written", () => {
    expect(auditTargetTypeLabel("contact_message")).toBe("Contact message");
    expect(auditTargetTypeLabel("planet")).toBe("planet");
  });
});

describe("changed values", () => {
  it("are compact: text as is, nothing as a dash, the rest one-line JSON, long values cut", () => {
    expect(formatAuditValue("banned")).toBe("banned");
    expect(formatAuditValue("")).toBe('""');
    expect(formatAuditValue(null)).toBe("—");
    expect(formatAuditValue(false)).toBe("false");
    expect(formatAuditValue({ a: [1, 2], b: "x" })).toBe('{"a":[1,2],"b":"x"}');
    const long = shortAuditValue("y".repeat(500));
    expect(long).toHaveLength(120);
    expect(long.endsWith("…")).toBe(true);
  });
});

describe("audit filters", () => {
  it("take real UTC days only", () => {
    expect(utcDayStart("1970-01-02")).toBe(86_400_000);
    expect(utcDayEnd("1970-01-02")).toBe(2 * 86_400_000);
    expect(utcDayStart("2024-02-29")).toBe(Date.UTC(2024, 1, 29));
    for (const bad of ["2023-02-29", "2026-13-01", "2026-00-10", "2026-1-5", "05/03/2026", "1969-12-31", ""])
      expect(utcDayStart(bad), bad).toBeNull();
  });

  it("refuse an end before the start, and read empty fields as unset", () => {
    const parsed = adminAuditQuerySchema.safeParse({ from: "2026-03-05", to: "2026-03-01" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual(["to"]);
    expect(adminAuditQuerySchema.parse({ q: "", action: "", from: "", page: "" })).toEqual({ page: 1 });
    expect(adminAuditQuerySchema.parse({ action: "user", targetType: "settings" })).toMatchObject({
      action: "user",
      targetType: "settings",
    });
  });
});

describe("chart scale", () => {
  it("rounds the axis up to 1, 2 or 5 times a power of ten", () => {
    expect([0, 1, 2, 3, 7, 10, 11, 130, 999, 5000].map(niceCeiling)).toEqual([1, 1, 2, 5, 10, 10, 20, 200, 1000, 5000]);
  });

  it("labels the first and last day and every week between", () => {
    expect(labelledIndexes(30)).toEqual([0, 7, 14, 21, 29]);
    expect(labelledIndexes(1)).toEqual([0]);
    expect(labelledIndexes(0)).toEqual([]);
  });
});
