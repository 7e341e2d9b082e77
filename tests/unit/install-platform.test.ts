/**
 * The install help's platform (app/components/catalog/install-help.tsx): which browser's way of
 * installing a web app the detail page explains first, from what the browser says of itself.
 */
import { describe, expect, it } from "vitest";
import { installPlatformOf } from "#app/components/catalog/install-help.tsx";

const AGENTS = {
  iphoneSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  iphoneChrome:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
  // iPadOS asks for the desktop site: it says "Macintosh", and has a touch screen.
  ipad: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  macSafari: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  macChrome: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  androidChrome:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36",
  samsung:
    "Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
  windowsEdge:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  linuxFirefox: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
};

describe("installPlatformOf", () => {
  it.each([
    ["iphoneSafari", 5, "ios"],
    ["iphoneChrome", 5, "ios"],
    ["ipad", 5, "ios"],
    ["macSafari", 0, "mac"],
    ["macChrome", 0, "desktop"],
    ["androidChrome", 5, "android"],
    ["samsung", 5, "android"],
    ["windowsEdge", 0, "desktop"],
    ["linuxFirefox", 0, "desktop"],
    ["unknown", 0, "desktop"],
  ] as const)("%s (%i touch points) → %s", (agent, touchPoints, platform) => {
    const userAgent = agent === "unknown" ? "" : AGENTS[agent];
    expect(installPlatformOf(userAgent, touchPoints)).toBe(platform);
  });
});
