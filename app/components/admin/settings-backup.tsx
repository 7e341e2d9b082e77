// Scaffold: the Settings page's Backup tab (export, import with a dry-run preview) goes here.
export function SettingsBackup() {
  return null;
}
