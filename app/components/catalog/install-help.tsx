import { useEffect, useState } from "react";
import { m } from "#app/paraglide/messages.js";
import { summarizeUserAgent } from "../../lib/profile/user-agent.ts";

/** The ways a browser installs a web app that the help explains. */
export type InstallPlatform = "ios" | "android" | "desktop" | "mac";

const PLATFORMS: readonly InstallPlatform[] = ["ios", "android", "desktop", "mac"];

/**
 * The visitor's platform, from the browser's own description: an iPad says "Macintosh" but has a
 * touch screen; a Mac's Safari installs through File › Add to Dock; every other computer browser is
 * told the Chrome and Edge way (Firefox installs no web apps on a computer).
 */
export function installPlatformOf(userAgent: string, maxTouchPoints: number): InstallPlatform {
  const { browser, os } = summarizeUserAgent(userAgent);
  if (os === "iOS" || (os === "macOS" && maxTouchPoints > 1)) return "ios";
  if (os === "Android") return "android";
  if (os === "macOS" && browser === "Safari") return "mac";
  return "desktop";
}

const TITLES: Record<InstallPlatform, () => string> = {
  ios: m.install_platform_ios,
  android: m.install_platform_android,
  desktop: m.install_platform_desktop,
  mac: m.install_platform_mac,
};

const STEPS: Record<InstallPlatform, (() => string)[]> = {
  ios: [m.install_ios_1, m.install_ios_2, m.install_ios_3],
  android: [m.install_android_1, m.install_android_2, m.install_android_3],
  desktop: [m.install_desktop_1, m.install_desktop_2, m.install_desktop_3],
  mac: [m.install_mac_1, m.install_mac_2],
};

/**
 * "How to install": the steps to install the app with the visitor's browser (Add to Home Screen,
 * Install app, Add to Dock), under the detail page's Open button. The visitor's platform is read
 * after hydration (the server does not guess), its steps open first and marked "this device"; the
 * others stay a click away (a phone's visitor may install on their computer). Once Open has sent
 * the app to a new tab (`opened`), the help opens itself, so the store's tab shows what to do
 * there when the visitor comes back.
 */
export function InstallHelp({ appName, opened }: { appName: string; opened: boolean }) {
  const [platform, setPlatform] = useState<InstallPlatform | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => setPlatform(installPlatformOf(navigator.userAgent, navigator.maxTouchPoints)), []);
  useEffect(() => {
    if (opened) setOpen(true);
  }, [opened]);

  const ordered = platform ? [platform, ...PLATFORMS.filter((other) => other !== platform)] : PLATFORMS;
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="mt-4 max-w-3xl rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      data-testid="install-help"
    >
      <summary className="focus-ring cursor-pointer rounded-xl px-4 py-3 font-semibold text-slate-900 dark:text-white">
        {m.install_help_title({ name: appName })}
      </summary>
      <div className="border-t border-slate-200 px-4 pb-4 pt-3 text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300">
        <p role={opened ? "status" : undefined}>
          {opened ? m.install_help_opened({ name: appName }) : m.install_help_intro({ name: appName })}
        </p>
        {ordered.map((each) => (
          <details key={each} open={each === platform} className="mt-3" data-platform={each}>
            <summary className="focus-ring cursor-pointer rounded font-medium text-slate-900 dark:text-white">
              {TITLES[each]()}
              {each === platform ? <span className="ml-2 pill-brand">{m.install_this_device()}</span> : null}
            </summary>
            <ol className="ml-5 mt-2 list-decimal space-y-1">
              {STEPS[each]
                .map((step) => step())
                .map((text) => (
                  <li key={text}>{text}</li>
                ))}
            </ol>
          </details>
        ))}
      </div>
    </details>
  );
}
