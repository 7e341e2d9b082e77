import type { ReactNode } from "react";
import { type ShouldRevalidateFunctionArgs, useLocation, useSearchParams } from "react-router";
import { m } from "#app/paraglide/messages.js";
import type { AdminSettingsView } from "#contract/admin-settings.ts";
import { SettingsBackup } from "../../components/admin/settings-backup.tsx";
import {
  EmailSettings,
  GeneralSettings,
  MaintenanceSettings,
  NotificationSettings,
  SearchSettings,
  type SectionProps,
  SecuritySettings,
} from "../../components/admin/settings-sections.tsx";
import { AdminPageHeader, AdminTabs } from "../../components/admin/ui.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { adminHref } from "../../lib/admin/paging.ts";
import { SETTINGS_TABS, type SettingsTab, type SettingsWrite, settingsTabFrom } from "../../lib/admin/settings-form.ts";
import { formatPageTitle, productNameFrom } from "../../lib/page-title.ts";
import { type ActionResult, loadData, sendApi } from "../../lib/route-data.ts";
import { useAction } from "../../lib/use-action.ts";
import type { Route } from "./+types/settings";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.admin_nav_settings(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

/**
 * The stored settings for a section's tab, read again on every move between tabs (back from
 * Backup, an import may have changed every section). Backup's tab reads none: its cards ask for
 * what they need.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (settingsTabFrom(new URL(request.url).searchParams) === "backup") return null;
  return loadData<AdminSettingsView>("/admin/settings", request);
}

/**
 * A section's save or reset (lib/admin/settings-form.ts). The server's own sentence is toasted;
 * a refusal is shown by the form or the reset dialog. The root loader then reads the site's new
 * name, footer lines and banner, so the header shows them at once.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const write = (await request.json()) as SettingsWrite;
  if (write.intent === "reset") {
    return sendApi<AdminSettingsView>(`/admin/settings/${write.section}/reset`, { method: "POST", success: m.publish_updated() });
  }
  return sendApi<AdminSettingsView>(`/admin/settings/${write.section}`, {
    method: "PUT",
    body: write.value,
    success: m.profile_saved(),
  });
}

/** After a refused write the view stays as it is, so the form keeps what was typed (each new view resets it). */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (actionResult as ActionResult | undefined)?.ok === false ? false : defaultShouldRevalidate;
}

const TAB_LABELS: Record<SettingsTab, () => string> = {
  general: m.admin_settings_tab_general,
  security: m.admin_settings_tab_security,
  email: m.admin_settings_tab_email,
  notifications: m.admin_settings_tab_notifications,
  search: m.admin_settings_tab_search,
  backup: m.admin_settings_tab_backup,
  maintenance: m.admin_settings_tab_maintenance,
};

const SECTION_FORMS: Record<Exclude<SettingsTab, "backup">, (props: SectionProps) => ReactNode> = {
  general: GeneralSettings,
  security: SecuritySettings,
  email: EmailSettings,
  notifications: NotificationSettings,
  search: SearchSettings,
  maintenance: MaintenanceSettings,
};

/** The heading and the tabs, above the open tab or what failed (the other tabs stay a click away). */
function SettingsFrame({ children }: { children: ReactNode }) {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const tab = settingsTabFrom(search);
  const tabs = SETTINGS_TABS.map((value) => ({
    value,
    label: TAB_LABELS[value](),
    href: adminHref(pathname, search, { tab: value === "general" ? null : value }),
    current: value === tab,
  }));
  return (
    <div data-testid="admin-settings">
      <AdminPageHeader title={m.admin_nav_settings()} intro={m.admin_settings_intro()} />
      <AdminTabs label={m.admin_settings_tabs_label()} tabs={tabs} />
      {children}
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <SettingsFrame>
      <RouteError title={m.admin_settings_load_failed()} testId="settings-load-error" className="mt-6" />
    </SettingsFrame>
  );
}

/**
 * /admin/settings (docs/product.md#settings): one tab per section (`?tab=`, so a reload or a
 * shared link opens the same one), each a form saved on its own, and Backup's export and import.
 */
export default function AdminSettings({ loaderData: view }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const tab = settingsTabFrom(search);
  const action = useAction();
  let body: ReactNode;
  // The view is null on Backup's tab only (the loader reads none there).
  if (tab === "backup" || view === null) {
    body = (
      <div className="mt-6" data-testid="settings-backup-tab">
        <SettingsBackup />
      </div>
    );
  } else {
    const Section = SECTION_FORMS[tab];
    // Keyed by tab: each section's form starts from the stored values when its tab opens.
    body = <Section key={tab} view={view} send={action.run} />;
  }
  return <SettingsFrame>{body}</SettingsFrame>;
}
