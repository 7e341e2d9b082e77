/**
 * Server side of /login: which social sign-in buttons to show.
 * `.server.ts`: React Router keeps it out of the browser bundle.
 */
import { socialSignInConfig, type AppConfig } from "#worker/lib/config.ts";

/** The providers' client ids (public), null for a provider that is off: no id, no button. */
export function loadLoginPage(config: AppConfig) {
  return { social: socialSignInConfig(config) };
}
