/**
 * A short, human description of a session's user agent ("Chrome", "macOS"), enough to recognise a
 * device in the sessions list. Names of browsers and systems are proper nouns: not translated.
 */
export interface DeviceSummary {
  browser: string | null;
  os: string | null;
}

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
  [/\bPlaywright\//, "Playwright"],
  [/\bcurl\//, "curl"],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\b(iPhone|iPad|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b|\bmacOS\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

export function summarizeUserAgent(userAgent: string | null | undefined): DeviceSummary {
  const text = userAgent ?? "";
  const browser = BROWSERS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  const os = SYSTEMS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  return { browser, os };
}
