import { useState } from "react";

/**
 * An app's icon in the admin's lists (the apps, the dashboard's most opened): its own image, or its
 * initial on a grey tile when it has none or the image fails to load. `size` is in pixels.
 */
export function AppIcon({ app, size }: { app: { name: string; icon: string | null }; size: 40 | 48 }) {
  const [failed, setFailed] = useState(false);
  const box = size === 48 ? "h-12 w-12" : "h-10 w-10";
  if (!app.icon || failed) {
    return (
      <span
        aria-hidden="true"
        className={`flex ${box} shrink-0 items-center justify-center rounded-xl bg-slate-200 ${size === 48 ? "text-lg " : ""}font-bold text-slate-600 dark:bg-slate-800 dark:text-slate-300`}
      >
        {app.name.trim().charAt(0).toUpperCase() || "?"}
      </span>
    );
  }
  return (
    <img
      src={app.icon}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className={`${box} shrink-0 rounded-xl object-contain`}
    />
  );
}
