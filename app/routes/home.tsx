import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { listActiveCategories } from "#worker/services/categories.ts";
import { CategoryIcon } from "../components/category-icon.tsx";
import { RegisterModal } from "../components/register-modal.tsx";
import { formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  // The same service the API uses, called directly: no HTTP round trip inside the Worker.
  const categories = await listActiveCategories(context.db, getLocale());
  return { categories };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: formatPageTitle(m.home_title(), productNameFrom(matches)) },
    { name: "description", content: m.product_tagline() },
  ];
}

/**
 * Home query flags (spec §2): `showRegister=true` opens the register modal (closing removes the
 * flag), `sessionExpired=true` and `registered=true` show their toasts once.
 */
function useHomeFlags() {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    // After the first paint, so the toaster is listening.
    const timer = window.setTimeout(() => {
      if (params.get("sessionExpired") === "true") toast.warning(m.session_expired_inactive());
      if (params.get("registered") === "true") toast.success(m.registered_toast());
    }, 0);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit
  }, []);
  const closeRegister = () => {
    const next = new URLSearchParams(params);
    next.delete("showRegister");
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return { showRegister: params.get("showRegister") === "true", closeRegister };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const navigate = useNavigate();
  const { showRegister, closeRegister } = useHomeFlags();
  return (
    <>
      <RegisterModal
        open={showRegister}
        onClose={closeRegister}
        onRegistered={(email) => navigate(`/verify-email?email=${encodeURIComponent(email)}`)}
        onLogin={() => navigate("/login")}
      />
      <section className="bg-gradient-to-b from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
        <div className="container-page py-16 text-center sm:py-24">
          <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
            {m.home_hero_title()}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{m.home_hero_subtitle()}</p>
          <Link
            to="/store"
            className="btn-primary mt-8 px-6 py-3 shadow"
          >
            {m.home_browse_store()}
          </Link>
        </div>
      </section>

      <section className="container-page py-12" aria-labelledby="categories-heading">
        <h2 id="categories-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
          {m.home_categories_heading()}
        </h2>
        {categories.length === 0 ? (
          <p className="mt-6 text-slate-600 dark:text-slate-400">{m.home_categories_empty()}</p>
        ) : (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="category-grid">
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={`/categories/${category.id}`}
                  aria-label={m.home_category_link({ name: category.name })}
                  data-category-id={category.id}
                  className="focus-ring group flex h-full flex-col rounded-xl border border-slate-200 p-5 transition hover:-translate-y-0.5 hover:shadow-md dark:border-slate-800 dark:hover:border-slate-700"
                >
                  <span className={`flex h-12 w-12 items-center justify-center rounded-lg ${category.colorClass}`}>
                    <CategoryIcon name={category.icon} />
                  </span>
                  <span className="mt-4 font-semibold text-slate-900 group-hover:text-brand-600 dark:text-white">{category.name}</span>
                  <span className="mt-1 text-sm text-slate-600 dark:text-slate-400">{category.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
