import { Link, useRouteLoaderData } from "react-router";
import { m } from "#app/paraglide/messages.js";
import type { loader as rootLoader } from "#app/root.tsx";
import { LineIcon } from "../components/line-icon.tsx";
import { DEFAULT_PRODUCT_NAME, formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import { useAuth } from "../lib/session/auth-context.tsx";
import type { Route } from "./+types/welcome";

export function meta({ matches }: Route.MetaArgs) {
  const product = productNameFrom(matches);
  return [{ title: formatPageTitle(m.welcome_title({ product }), product) }, { name: "robots", content: "noindex" }];
}

const CHOICES = [
  { to: "/add-pwa", title: m.welcome_add_title, body: m.welcome_add_body, icon: "M12 5v14M5 12h14", testId: "welcome-add" },
  {
    to: "/store",
    title: m.welcome_browse_title,
    body: m.welcome_browse_body,
    icon: "M4 6h16M4 12h16M4 18h10",
    testId: "welcome-browse",
  },
] as const;

/**
 * /welcome: where a new account lands once registration is complete (unless it was on its way
 * somewhere), with the first steps a person takes here: add an app, or browse the store (issue
 * 41). Public: a signed-out visitor sees the same choices without their name.
 */
export default function Welcome() {
  const { user } = useAuth();
  // The name they gave, else their username (the registration page asks for a username only).
  const who = user?.name || user?.username;
  const product = useRouteLoaderData<typeof rootLoader>("root")?.productName ?? DEFAULT_PRODUCT_NAME;
  return (
    <div className="container-page max-w-3xl py-12 sm:py-16" data-testid="welcome-page">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {who ? m.welcome_title_named({ name: who }) : m.welcome_title({ product })}
      </h1>
      <p className="mt-3 text-lg text-slate-600 dark:text-slate-400">{m.welcome_intro()}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {CHOICES.map((choice) => (
          <li key={choice.to}>
            <Link
              to={choice.to}
              className="focus-ring flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 transition hover:border-brand-300 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700"
              data-testid={choice.testId}
            >
              <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-100">
                <LineIcon d={choice.icon} className="h-5 w-5" strokeWidth={2} />
              </span>
              <span className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{choice.title()}</span>
              <span className="mt-1 text-sm text-slate-600 dark:text-slate-400">{choice.body()}</span>
            </Link>
          </li>
        ))}
      </ul>
      {user ? (
        <p className="mt-6 text-sm">
          <Link to="/profile" className="text-link">
            {m.welcome_profile_link()}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
