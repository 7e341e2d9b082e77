// First: zod must not probe eval when later modules create schemas (page CSP).
import "./lib/zod-config.ts";
// Before anything asks for the locale: the `?lang=` and browser-language strategies.
import "#contract/locales.ts";
import "@unocss/reset/tailwind.css";
import "virtual:uno.css";
import { useEffect, useState } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useNavigation, useRouteLoaderData } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import type { Route } from "./+types/root";
import { hasSessionHint } from "#contract/session-hint.ts";
import { AppToaster } from "./components/app-toaster.tsx";
import { IconSprite } from "./components/icon-sprite.tsx";
import { ErrorPage, errorTitle } from "./components/error-page.tsx";
import { MaintenanceBanner } from "./components/maintenance-banner.tsx";
import { SiteFooter } from "./components/site-footer.tsx";
import { SiteHeader } from "./components/site-header.tsx";
import { useNonce } from "./lib/nonce.tsx";
import { AuthProvider } from "./lib/session/auth-context.tsx";
import { NavigationGuard } from "./lib/session/navigation-guard.tsx";
import { DEFAULT_PRODUCT_NAME, formatPageTitle } from "./lib/page-title.ts";
import { DEFAULT_SITE } from "./lib/site/site.ts";
import { siteOf } from "./lib/site/site.server.ts";
import { themeScript } from "./lib/theme-script.ts";
import { themeFromCookieHeader } from "./lib/theme.ts";

export function loader({ context, request }: Route.LoaderArgs) {
  return {
    // The admin's site name, else PRODUCT_NAME (worker/index.ts applied the settings to the config).
    productName: context.config.productName,
    // Footer lines, maintenance banner, read-only flag, contact address (Settings, app/lib/site/).
    site: siteOf(context),
    // Absolute URLs in canonical links, Open Graph and JSON-LD (app/lib/seo.ts).
    origin: new URL(request.url).origin,
    // The copyright year comes from the server so the hydrated footer matches the HTML.
    year: new Date().getUTCFullYear(),
    // The stored theme's cookie mirror ("light" | "dark" | null = system): no flash of light.
    theme: themeFromCookieHeader(request.headers.get("Cookie")),
    // Whether a sign-in may be stored in this browser (the `signedIn` hint, contract/session-hint.ts):
    // without it the header shows Register and Login from the first paint (components/user-menu.tsx).
    signedInHint: hasSessionHint(request.headers.get("Cookie")),
  };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/logo.svg", type: "image/svg+xml" },
  // The store is installable (worker/pages/web-manifest.ts); credentials so the locale cookie reaches it.
  { rel: "manifest", href: "/manifest.webmanifest", crossOrigin: "use-credentials" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/** Thin bar at the top while a client navigation loads its data. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <div role="progressbar" aria-label={m.loading()} className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100">
      <div className="h-full w-1/3 animate-pulse bg-brand-500" />
    </div>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  useEffect(() => {
    // Marks the document as interactive (error pages included): e2e tests wait for it.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const data = useRouteLoaderData<typeof loader>("root");
  const productName = data?.productName ?? DEFAULT_PRODUCT_NAME;
  const site = data?.site ?? DEFAULT_SITE;
  // Fixed at first render: afterwards lib/theme.ts and the inline script own <html>'s class, and
  // a constant prop means React never rewrites it.
  const [serverDark] = useState(() => data?.theme === "dark");
  return (
    <html
      lang={getLocale()}
      className={serverDark ? "dark" : undefined}
      style={serverDark ? { colorScheme: "dark" } : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f57d9" />
        {/* No first paint of half a header: the page is streamed, and a paint between two chunks
            showed the logo with the header's right-hand buttons still unparsed, then wrapped the
            name when they arrived (a layout shift on phones, 1 load in 10–20). The browser waits
            until <main> is parsed, so the header is whole in the first paint. */}
        <link rel="expect" href="#main" {...{ blocking: "render" }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, applied before paint */}
        <script id="theme-script" nonce={nonce} dangerouslySetInnerHTML={{ __html: themeScript }} />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body className="flex min-h-screen flex-col bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
        >
          {m.nav_skip_to_content()}
        </a>
        <IconSprite />
        <NavigationProgress />
        <AuthProvider>
          <MaintenanceBanner site={site} />
          <SiteHeader productName={productName} />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter
            productName={productName}
            year={data?.year ?? new Date().getUTCFullYear()}
            license={site.footerLicense}
            operator={site.footerOperator}
          />
        </AuthProvider>
        <AppToaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <NavigationGuard />
      <Outlet />
    </>
  );
}

export function meta({ error }: Route.MetaArgs) {
  if (!error) return [];
  return [{ title: formatPageTitle(errorTitle(error)) }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
