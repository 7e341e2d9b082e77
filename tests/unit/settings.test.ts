/**
 * The settings' pure parts (contract/schemas/settings.ts and where they are applied): a stored
 * section that no longer validates falls back member by member (parseSection), the site name
 * replaces PRODUCT_NAME only when set, the mail sender, which writes stay open in read-only mode,
 * the audit view of a section, a tuned rate limit's rule, and the message a read-only refusal shows.
 */
import { describe, expect, it } from "vitest";
import { messageForStatus } from "#app/lib/api/client.ts";
import { numberFrom, settingsTabFrom } from "#app/lib/admin/settings-form.ts";
import { defaultSettings, SETTINGS_SCHEMAS, TUNABLE_RATE_LIMITS, TUNABLE_RATE_LIMIT_NAMES } from "#contract/schemas/settings.ts";
import { isRefusedWhileReadOnly } from "#worker/api/read-only.ts";
import { DEVELOPMENT_ADDRESS_LIMIT_FACTOR, RATE_LIMITS, ruleFor } from "#worker/lib/rate-limits/policy.ts";
import { auditView } from "#worker/services/admin/settings.ts";
import { mailSender } from "#worker/services/mail/mailer.ts";
import { parseSection } from "#worker/services/settings/read.ts";
import { publicSite, withSiteSettings } from "#worker/services/settings/site.ts";

describe("parseSection", () => {
  it("answers the defaults for a missing or unusable value", () => {
    const defaults = defaultSettings();
    expect(parseSection("general", undefined)).toStrictEqual(defaults.general);
    expect(parseSection("general", null)).toStrictEqual(defaults.general);
    expect(parseSection("maintenance", "read-only please")).toStrictEqual(defaults.maintenance);
    expect(parseSection("security", [1, 2, 3])).toStrictEqual(defaults.security);
  });

  it("keeps every valid member and falls back only where a member is invalid", () => {
    const general = parseSection("general", {
      siteName: "Acme Apps",
      featuredLimit: 500,
      autoApprove: "yes",
      contactEmail: "HI@ACME.EXAMPLE",
    });
    expect(general).toStrictEqual({ ...defaultSettings().general, siteName: "Acme Apps", contactEmail: "hi@acme.example" });
  });

  it("fills members a stored section lacks (a setting added by a later release) with their defaults", () => {
    expect(parseSection("maintenance", { readOnly: true })).toStrictEqual({ bannerText: "", readOnly: true });
  });

  it("drops members no schema knows", () => {
    expect(parseSection("maintenance", { readOnly: true, removedLongAgo: 1 })).toStrictEqual({ bannerText: "", readOnly: true });
  });

  it("treats a nested member as one: an out-of-bounds rate limit drops the overrides, not the section", () => {
    expect(parseSection("security", { rememberMeDays: 7, rateLimits: { register: 5 } })).toStrictEqual({
      rememberMeDays: 7,
      rateLimits: { register: 5 },
    });
    expect(parseSection("security", { rememberMeDays: 7, rateLimits: { register: 5000 } })).toStrictEqual({
      rememberMeDays: 7,
      rateLimits: {},
    });
    expect(parseSection("security", { rememberMeDays: 0, rateLimits: { contact: 3 } })).toStrictEqual({
      rememberMeDays: 30,
      rateLimits: { contact: 3 },
    });
  });
});

describe("the settings' schemas", () => {
  it("refuse values outside their bounds with a message naming the bounds", () => {
    const result = SETTINGS_SCHEMAS.general.strict().safeParse({ featuredLimit: 49, siteName: "x".repeat(61), contactEmail: "nope" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toStrictEqual({
      featuredLimit: "Enter a whole number from 1 to 48.",
      siteName: "Use at most 60 characters.",
      contactEmail: "Enter a valid email address, or leave the field empty.",
    });
  });

  it("name only tunable limits the policy has, whose bounds contain the policy's own count", () => {
    for (const name of TUNABLE_RATE_LIMIT_NAMES) {
      expect(RATE_LIMITS, name).toHaveProperty(name);
      const { min, max } = TUNABLE_RATE_LIMITS[name];
      expect(RATE_LIMITS[name].limit, name).toBeGreaterThanOrEqual(min);
      expect(RATE_LIMITS[name].limit, name).toBeLessThanOrEqual(max);
    }
  });
});

describe("ruleFor with an admin's count", () => {
  it("replaces the policy's count, relaxed in development like the policy's own", () => {
    expect(ruleFor("contact", "production", 2)).toStrictEqual({ key: "contact", limit: 2, windowSeconds: 3600 });
    expect(ruleFor("contact", "development", 2).limit).toBe(2 * DEVELOPMENT_ADDRESS_LIMIT_FACTOR);
    expect(ruleFor("reportByAccount", "development", 3).limit).toBe(3);
    expect(ruleFor("reportByAccount", "production", undefined).limit).toBe(RATE_LIMITS.reportByAccount.limit);
  });
});

describe("the site name", () => {
  const settings = defaultSettings();
  it("is PRODUCT_NAME while the setting is empty, and the setting once set", () => {
    const config = { productName: "PWA Store" };
    expect(withSiteSettings(config, settings)).toBe(config);
    const named = { ...settings, general: { ...settings.general, siteName: "Acme Apps" } };
    expect(withSiteSettings(config, named).productName).toBe("Acme Apps");
    expect(publicSite(withSiteSettings(config, named), named)).toMatchObject({ name: "Acme Apps", readOnly: false, bannerText: "" });
  });
});

describe("mailSender", () => {
  const from = "PWA Store <no-reply@pwa-store.example>";
  it("keeps MAIL_FROM when the settings name no sender", () => {
    expect(mailSender(from, { senderName: "", senderAddress: "" })).toBe(from);
  });
  it("replaces the name, the address, or both", () => {
    expect(mailSender(from, { senderName: "Acme Team", senderAddress: "" })).toBe("Acme Team <no-reply@pwa-store.example>");
    expect(mailSender(from, { senderName: "", senderAddress: "hello@acme.example" })).toBe("PWA Store <hello@acme.example>");
    expect(mailSender("no-reply@pwa-store.example", { senderName: "", senderAddress: "hello@acme.example" })).toBe("hello@acme.example");
    expect(mailSender(from, { senderName: "Acme Team", senderAddress: "hello@acme.example" })).toBe("Acme Team <hello@acme.example>");
  });
  it("quotes a name with special characters and never lets a line break into the header", () => {
    expect(mailSender(from, { senderName: 'Acme, "Inc."', senderAddress: "" })).toBe('"Acme, \\"Inc.\\"" <no-reply@pwa-store.example>');
    expect(mailSender(from, { senderName: "Acme\r\nBcc: x@evil.example", senderAddress: "" })).not.toMatch(/[\r\n]/);
  });
});

describe("read-only mode", () => {
  it("refuses writes, and only writes", () => {
    for (const [method, path] of [
      ["POST", "/api/client/feedback"],
      ["POST", "/api/client/auth/register"],
      ["POST", "/api/client/auth/social-login"],
      ["POST", "/api/client/auth/forgot-password"],
      ["PUT", "/api/client/auth/profile"],
      ["DELETE", "/api/client/favorites/abc"],
      ["PATCH", "/api/client/anything"],
      ["POST", "/api/client/pwas/upload"],
      ["POST", "/api/admin/pwas/abc/approve"],
      ["POST", "/api/client/auth/loginx"],
      ["POST", "/api/admin/settingsx"],
    ]) {
      expect(isRefusedWhileReadOnly(method!, path!), `${method} ${path}`).toBe(true);
    }
    for (const [method, path] of [
      ["GET", "/api/client/apps"],
      ["HEAD", "/api/client/auth/health"],
      ["OPTIONS", "/api/client/feedback"],
    ]) {
      expect(isRefusedWhileReadOnly(method!, path!), `${method} ${path}`).toBe(false);
    }
  });

  it("keeps signing in and out and the settings open", () => {
    for (const [method, path] of [
      ["POST", "/api/client/auth/login"],
      ["POST", "/api/client/auth/login/two-factor"],
      ["POST", "/api/client/auth/refresh-token"],
      ["POST", "/api/auth/refresh-token"],
      ["POST", "/api/client/auth/logout"],
      ["PUT", "/api/admin/settings/maintenance"],
      ["POST", "/api/admin/settings/maintenance/reset"],
      ["POST", "/api/dev/sql"],
    ]) {
      expect(isRefusedWhileReadOnly(method!, path!), `${method} ${path}`).toBe(false);
    }
  });

  it("shows the server's own message for its 503, the generic one for any other", () => {
    const message = "The store is in read-only maintenance: changes are switched off for now. Please try again later.";
    expect(messageForStatus(503, message, "read_only")).toBe(message);
    expect(messageForStatus(503, message, "mail_failed")).toBe("A server error occurred. Please try again later.");
    expect(messageForStatus(503, message)).toBe("A server error occurred. Please try again later.");
  });
});

describe("the audit view of a section", () => {
  it("names nested members one level down", () => {
    expect(auditView({ rememberMeDays: 30, rateLimits: { register: 5 } })).toStrictEqual({ rememberMeDays: 30, "rateLimits.register": 5 });
    expect(auditView({ adminMail: { feedback: true } })).toStrictEqual({ "adminMail.feedback": true });
  });
});

describe("the Settings page's helpers", () => {
  it("reads the tab from the URL, General when unknown", () => {
    expect(settingsTabFrom(new URLSearchParams("tab=maintenance"))).toBe("maintenance");
    expect(settingsTabFrom(new URLSearchParams("tab=backup"))).toBe("backup");
    expect(settingsTabFrom(new URLSearchParams("tab=nope"))).toBe("general");
    expect(settingsTabFrom(new URLSearchParams())).toBe("general");
  });

  it("reads a number field: empty is absent, anything else a number", () => {
    expect(numberFrom("")).toBeUndefined();
    expect(numberFrom("  ")).toBeUndefined();
    expect(numberFrom(" 12 ")).toBe(12);
    expect(numberFrom("abc")).toBeNaN();
  });
});
