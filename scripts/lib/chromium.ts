/**
 * The Chromium that the end-to-end tests (playwright.config.ts) and Lighthouse
 * (bench/audit-web.ts) drive: `CHROME_PATH` when set, else Debian's headless shell
 * (`chromium-headless-shell`: the same Chromium build without the browser's UI and window
 * compositor), else the full browser. On a two-core machine the shell leaves the page more of the
 * CPU: the e2e layer runs ~25 % faster (ADR 0051) and Lighthouse's simulated blocking time stops
 * counting the time the page's thread waited for the browser's own processes (ADR 0053).
 */
import { existsSync } from "node:fs";

const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const FULL_CHROMIUM = "/usr/bin/chromium";

/** A Chromium binary, and whether it is the headless shell (always headless: no `--headless=` mode). */
export interface Chromium {
  path: string;
  isHeadlessShell: boolean;
}

/** The binary to launch, or an error that says what to install. */
export function findChromium(): Chromium | { error: string } {
  const chosen = process.env.CHROME_PATH;
  const path = chosen || [HEADLESS_SHELL, FULL_CHROMIUM].find((candidate) => existsSync(candidate));
  if (!path || !existsSync(path)) {
    const where = chosen ? `${chosen} (CHROME_PATH)` : `${HEADLESS_SHELL} or ${FULL_CHROMIUM} (or CHROME_PATH)`;
    return { error: `Chromium not found at ${where}: install it with: apt-get install -y chromium-headless-shell` };
  }
  return { path, isHeadlessShell: path.endsWith("headless-shell") };
}

/**
 * The flags every launch passes (the machine's network is closed: no background connections, no
 * component updates, no QUIC).
 */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
