import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "#app/lib/toast.ts";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { AppGrid } from "../components/catalog/app-grid.tsx";
import { CategoryGrid } from "../components/catalog/category-grid.tsx";
import { HeroStats } from "../components/catalog/hero-stats.tsx";
import { seoMeta } from "../lib/seo.ts";
import { loadHomePage } from "./home.server.ts";
import type { Route } from "./+types/home";

/**
 * The register modal, its form and its schemas (zod) download only when `?showRegister=true`
 * asks for it: most visits to home never open it (docs/performance.md, "Page weight").
 */
const RegisterModal = lazy(() => import("../components/register-modal.tsx").then((module) => ({ default: module.RegisterModal })));

export async function loader({ context }: Route.LoaderArgs) {
  // The same services the API uses, called directly: no HTTP round trip inside the Worker.
  return loadHomePage(context.db, getLocale());
}

export function meta({ matches }: Route.MetaArgs) {
  // The home query flags (showRegister, ...) are not content: the canonical URL is "/".
  return seoMeta(matches, { title: m.home_title(), description: m.product_tagline(), path: "/" });
}

/**
 * Home query flags (docs/product.md#home): `showRegister=true` opens the register modal (closing
 * removes the flag), `sessionExpired=true` and `registered=true` show their toasts once.
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
  // Mounted from the first time it is asked for, then kept, so closing runs the dialog's own close.
  const showRegister = params.get("showRegister") === "true";
  const [registerWanted, setRegisterWanted] = useState(showRegister);
  useEffect(() => {
    if (showRegister) setRegisterWanted(true);
  }, [showRegister]);
  const closeRegister = () => {
    const next = new URLSearchParams(params);
    next.delete("showRegister");
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return { showRegister, registerWanted: registerWanted || showRegister, closeRegister };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { stats, featured, categories } = loaderData;
  const navigate = useNavigate();
  const { showRegister, registerWanted, closeRegister } = useHomeFlags();
  return (
    <>
      {registerWanted && (
        <Suspense fallback={null}>
          <RegisterModal
            open={showRegister}
            onClose={closeRegister}
            onRegistered={(email) => navigate(`/verify-email?email=${encodeURIComponent(email)}`)}
            onLogin={() => navigate("/login")}
          />
        </Suspense>
      )}
      <section className="bg-gradient-to-b from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
        <div className="container-page py-16 text-center sm:py-24">
          <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
            {m.home_hero_title()}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{m.home_hero_subtitle()}</p>
          <Link to="/store" className="btn-primary mt-8 px-6 py-3 shadow">
            {m.home_browse_store()}
          </Link>
          <HeroStats stats={stats} />
        </div>
      </section>

      <section className="container-page pt-12" aria-labelledby="featured-heading">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="featured-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
            {m.home_featured_heading()}
          </h2>
          <Link to="/store" className="focus-ring rounded text-sm font-semibold text-brand-600 hover:underline dark:text-brand-100">
            {m.home_see_all()}
          </Link>
        </div>
        {featured.length === 0 ? (
          <p className="mt-6 text-slate-600 dark:text-slate-400">{m.home_featured_empty()}</p>
        ) : (
          <div className="mt-6">
            <AppGrid apps={featured} testId="featured-apps" />
          </div>
        )}
      </section>

      <section className="container-page py-12" aria-labelledby="categories-heading">
        <h2 id="categories-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
          {m.home_categories_heading()}
        </h2>
        {categories.length === 0 ? (
          <p className="mt-6 text-slate-600 dark:text-slate-400">{m.home_categories_empty()}</p>
        ) : (
          <div className="mt-6">
            <CategoryGrid categories={categories} />
          </div>
        )}
      </section>
    </>
  );
}
