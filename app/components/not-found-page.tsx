import { Link } from "react-router";
import { m } from "#app/paraglide/messages.js";

/** Shown for any path no route claims (and for loaders that answer 404). */
export function NotFoundPage() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center" data-testid="not-found">
      <p className="text-6xl font-black text-brand-500">404</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900 dark:text-white">{m.not_found_title()}</h1>
      <p className="mt-3 max-w-md text-slate-600 dark:text-slate-400">{m.not_found_body()}</p>
      <Link to="/" className="btn-primary mt-8">
        {m.not_found_go_home()}
      </Link>
    </section>
  );
}
