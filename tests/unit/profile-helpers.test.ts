import { describe, expect, it } from "vitest";
import { DEFAULT_PREFERENCES, readPreferences } from "#contract/preferences.ts";
import { formatRelativeTime } from "#app/lib/profile/relative-time.ts";
import { summarizeUserAgent } from "#app/lib/profile/user-agent.ts";

describe("summarizeUserAgent", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      "Chrome",
      "Windows",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Edge",
      "Windows",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15",
      "Safari",
      "macOS",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1",
      "Safari",
      "iOS",
    ],
    ["Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0", "Firefox", "Android"],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36", "Chrome", "Linux"],
  ])("%s → %s on %s", (userAgent, browser, os) => {
    expect(summarizeUserAgent(userAgent)).toEqual({ browser, os });
  });

  it("answers nulls for an absent or unknown agent", () => {
    expect(summarizeUserAgent(null)).toEqual({ browser: null, os: null });
    expect(summarizeUserAgent("something/1.0")).toEqual({ browser: null, os: null });
  });
});

describe("readPreferences", () => {
  it("fills the defaults in: email on, push and marketing off, profile private", () => {
    expect(readPreferences({ preferences: {} })).toEqual(DEFAULT_PREFERENCES);
    expect(readPreferences(null)).toEqual(DEFAULT_PREFERENCES);
    expect(DEFAULT_PREFERENCES).toEqual({ notifications: { email: true, push: false, marketing: false }, profilePublic: false });
  });

  it("keeps stored choices and ignores values that are not booleans", () => {
    const user = { preferences: { notifications: { email: false, marketing: "yes" }, profilePublic: true } };
    expect(readPreferences(user)).toEqual({ notifications: { email: false, push: false, marketing: false }, profilePublic: true });
  });
});

describe("formatRelativeTime", () => {
  const now = Date.parse("2026-11-21T12:00:00Z");
  it("is relative within a week and a date after that, in the page's language", () => {
    expect(formatRelativeTime("2026-11-21T11:59:30Z", "en", now)).toBe("now");
    expect(formatRelativeTime("2026-11-21T11:55:00Z", "en", now)).toBe("5 minutes ago");
    expect(formatRelativeTime("2026-11-21T09:00:00Z", "en", now)).toBe("3 hours ago");
    expect(formatRelativeTime("2026-11-20T12:00:00Z", "en", now)).toBe("yesterday");
    expect(formatRelativeTime("2026-11-21T11:55:00Z", "zh", now)).toBe("5分钟前");
    expect(formatRelativeTime("2026-10-01T12:00:00Z", "en", now)).toBe("Oct 1, 2026");
    expect(formatRelativeTime("not a date", "en", now)).toBe("");
  });
});
