import { m } from "#app/paraglide/messages.js";
import { PRELOAD_RELOAD_KEY } from "../lib/preload-errors.ts";
import { FLASH_TOAST_KEY } from "../lib/toast-after-reload.ts";
import { PolicyPage, type PolicySection, contactSection } from "../components/policy-page.tsx";
import { formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import type { Route } from "./+types/cookies";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: formatPageTitle(m.cookies_title(), productNameFrom(matches)) },
    { name: "description", content: m.cookies_meta_description() },
  ];
}

/**
 * /cookies: every cookie and browser-storage key the store uses (docs/product.md#storage-keys).
 * Keep the tables in step with the code when a key is added.
 */
export default function Cookies() {
  const sessionOrLocal = m.cookies_storage_session_or_local();
  const local = m.cookies_storage_local();
  const sections: PolicySection[] = [
    {
      id: "cookies-we-use",
      heading: m.cookies_used_heading(),
      blocks: [
        {
          kind: "table",
          caption: m.cookies_used_heading(),
          head: [m.cookies_column_name(), m.cookies_column_purpose(), m.cookies_column_duration()],
          rows: [
            ["locale", m.cookies_locale_purpose(), m.cookies_locale_duration()],
            ["theme", m.cookies_theme_purpose(), m.cookies_theme_duration()],
            ["signedIn", m.cookies_signed_in_purpose(), m.cookies_signed_in_duration()],
          ],
        },
        { kind: "p", text: m.cookies_first_party() },
      ],
    },
    {
      id: "browser-storage",
      heading: m.cookies_storage_heading(),
      blocks: [
        { kind: "p", text: m.cookies_storage_intro() },
        {
          kind: "table",
          caption: m.cookies_storage_heading(),
          head: [m.cookies_column_key(), m.cookies_column_purpose(), m.cookies_column_where()],
          rows: [
            ["accessToken", m.cookies_access_token_purpose(), sessionOrLocal],
            ["refreshToken", m.cookies_refresh_token_purpose(), sessionOrLocal],
            ["user", m.cookies_user_purpose(), sessionOrLocal],
            ["lastActivity", m.cookies_last_activity_purpose(), sessionOrLocal],
            ["rememberMe", m.cookies_remember_me_purpose(), local],
            ["redirectAfterLogin", m.cookies_redirect_purpose(), m.cookies_storage_session()],
            [FLASH_TOAST_KEY, m.cookies_flash_toast_purpose(), m.cookies_storage_session()],
            [PRELOAD_RELOAD_KEY, m.cookies_preload_reload_purpose(), m.cookies_storage_session()],
            ["locale", m.cookies_locale_storage_purpose(), local],
            ["theme", m.cookies_theme_storage_purpose(), local],
          ],
        },
        { kind: "p", text: m.cookies_storage_cleanup() },
      ],
    },
    { id: "apps-you-open", heading: m.cookies_apps_heading(), blocks: [{ kind: "p", text: m.cookies_apps_body() }] },
    { id: "managing-cookies", heading: m.cookies_manage_heading(), blocks: [{ kind: "p", text: m.cookies_manage_body() }] },
    contactSection("changes-and-questions", m.cookies_changes_heading(), m.cookies_changes_body()),
  ];
  return <PolicyPage testId="cookies-page" title={m.cookies_title()} intro={m.cookies_intro()} sections={sections} />;
}
