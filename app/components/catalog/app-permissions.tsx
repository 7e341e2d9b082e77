import { m } from "#app/paraglide/messages.js";

/**
 * Readable names for the browser permissions apps declare. Unknown names are shown as stored
 * (they are plain text from the app's record, rendered as text).
 */
export function permissionLabel(permission: string): string {
  switch (permission.trim().toLowerCase()) {
    case "notifications":
    case "push":
      return m.app_permission_notifications();
    case "camera":
      return m.app_permission_camera();
    case "microphone":
      return m.app_permission_microphone();
    case "geolocation":
      return m.app_permission_geolocation();
    case "clipboard-write":
      return m.app_permission_clipboard_write();
    case "clipboard-read":
      return m.app_permission_clipboard_read();
    case "storage":
    case "persistent-storage":
      return m.app_permission_storage();
    case "background-sync":
      return m.app_permission_background_sync();
    case "bluetooth":
      return m.app_permission_bluetooth();
    case "usb":
      return m.app_permission_usb();
    case "midi":
      return m.app_permission_midi();
    case "screen-wake-lock":
      return m.app_permission_wake_lock();
    case "display-capture":
      return m.app_permission_display_capture();
    case "contacts":
      return m.app_permission_contacts();
    default:
      return permission;
  }
}

/** The permissions list of the detail page, or a line saying there are none. */
export function AppPermissions({ permissions }: { permissions: readonly string[] }) {
  const names = permissions.filter((permission) => permission.trim() !== "");
  if (names.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{m.app_permissions_none()}</p>;
  return (
    <ul className="flex flex-wrap gap-2" data-testid="app-permissions">
      {names.map((permission) => (
        <li
          key={permission}
          className="rounded-full bg-amber-50 px-3 py-1 text-sm text-amber-900 ring-1 ring-amber-200 dark:bg-amber-900/30 dark:text-amber-100 dark:ring-amber-800"
          data-permission={permission}
        >
          {permissionLabel(permission)}
        </li>
      ))}
    </ul>
  );
}
