import { Link } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import { PageSpinner } from "../lib/session/navigation-guard.tsx";
import { useAuth } from "../lib/session/auth-context.tsx";
import type { Route } from "./+types/add-pwa";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.add_pwa_title(), productNameFrom(matches)) }, { name: "description", content: m.add_pwa_intro() }];
}

/**
 * /add-pwa (spec §2, §6): the route itself is public; signed out, the screen says that signing
 * in is needed and offers Sign In and Create Account. The signed-in form (add by URL, upload
 * ZIP) belongs to the publishing work.
 */
export default function AddPwa() {
  const { status } = useAuth();
  return (
    <section className="container-page py-12">
      <h1 className="text-3xl font-bold">{m.add_pwa_title()}</h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">{m.add_pwa_intro()}</p>
      {status === "initializing" ? (
        <PageSpinner />
      ) : status === "anonymous" ? (
        <div className="mt-8 max-w-xl rounded-2xl border border-slate-200 p-6 dark:border-slate-800" data-testid="add-pwa-signed-out">
          <p className="text-lg">{m.add_pwa_signed_out()}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/login?redirect=%2Fadd-pwa" className="btn-primary">
              {m.add_pwa_sign_in()}
            </Link>
            <Link
              to="/register"
              className="focus-ring rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              {m.add_pwa_create_account()}
            </Link>
          </div>
        </div>
      ) : null}
    </section>
  );
}
