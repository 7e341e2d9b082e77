import { useEffect, useRef } from "react";
import { useLocation, useSearchParams } from "react-router";
import { m } from "#app/paraglide/messages.js";
import type { AdminSettingsView } from "#contract/admin-settings.ts";
import { SettingsBackup } from "../../components/admin/settings-backup.tsx";
import {
  EmailSettings,
  GeneralSettings,
  MaintenanceSettings,
  NotificationSettings,
  type SectionProps,
  SecuritySettings,
} from "../../components/admin/settings-sections.tsx";
import { AdminListSkeleton, AdminPageHeader, AdminTabs } from "../../components/admin/ui.tsx";
import { LoadError } from "../../components/load-error.tsx";
import { adminHref } from "../../lib/admin/paging.ts";
import { SETTINGS_TABS, type SettingsTab, settingsTabFrom } from "../../lib/admin/settings-form.ts";
import { formatPageTitle, productNameFrom } from "../../lib/page-title.ts";
import { useApiData } from "../../lib/use-api-data.ts";
import type { Route } from "./+types/settings";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.admin_nav_settings(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

const TAB_LABELS: Record<SettingsTab, () => string> = {
  general: m.admin_settings_tab_general,
  security: m.admin_settings_tab_security,
  email: m.admin_settings_tab_email,
  notifications: m.admin_settings_tab_notifications,
  backup: m.admin_settings_tab_backup,
  maintenance: m.admin_settings_tab_maintenance,
};

const SECTION_FORMS: Record<Exclude<SettingsTab, "backup">, (props: SectionProps) => React.ReactNode> = {
  general: GeneralSettings,
  security: SecuritySettings,
  email: EmailSettings,
  notifications: NotificationSettings,
  maintenance: MaintenanceSettings,
};

/**
 * /admin/settings (docs/product.md#settings): one tab per section (`?tab=`, so a reload or a
 * shared link opens the same one), each a form saved on its own, and Backup's export and import.
 * The settings are loaded with the admin's token; a save or reset answers the whole view again.
 */
export default function AdminSettings() {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const tab = settingsTabFrom(search);
  const settings = useApiData<AdminSettingsView>("/admin/settings");
  // Back from Backup (an import may have changed every section): the sections are read again.
  const previousTab = useRef(tab);
  const { reload } = settings;
  useEffect(() => {
    if (previousTab.current === "backup" && tab !== "backup") reload();
    previousTab.current = tab;
  }, [tab, reload]);
  const tabs = SETTINGS_TABS.map((value) => ({
    value,
    label: TAB_LABELS[value](),
    href: adminHref(pathname, search, { tab: value === "general" ? null : value }),
    current: value === tab,
  }));

  let body: React.ReactNode;
  if (tab === "backup") {
    body = (
      <div className="mt-6" data-testid="settings-backup-tab">
        <SettingsBackup />
      </div>
    );
  } else if (settings.error) {
    body = (
      <LoadError
        className="mt-6"
        title={m.admin_settings_load_failed()}
        detail={settings.error.message}
        retryLabel={m.admin_settings_retry()}
        onRetry={settings.reload}
        testId="settings-load-error"
      />
    );
  } else if (!settings.data) {
    body = <AdminListSkeleton rows={3} label={m.admin_settings_loading()} />;
  } else {
    const Section = SECTION_FORMS[tab];
    // Keyed by tab: each section's form starts from the stored values when its tab opens.
    body = <Section key={tab} view={settings.data} onChanged={settings.setData} />;
  }

  return (
    <div data-testid="admin-settings">
      <AdminPageHeader title={m.admin_nav_settings()} intro={m.admin_settings_intro()} />
      <AdminTabs label={m.admin_settings_tabs_label()} tabs={tabs} />
      {body}
    </div>
  );
}
