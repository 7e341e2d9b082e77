import { useState, type ReactNode } from "react";
import { data, Link } from "react-router";
import type { AppPreview } from "#contract/publishing.ts";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { CategoryIcon } from "../components/category-icon.tsx";
import { AppJsonLd } from "../components/json-ld.tsx";
import { LineIcon } from "../components/line-icon.tsx";
import { AppGrid } from "../components/catalog/app-grid.tsx";
import { AppPermissions } from "../components/catalog/app-permissions.tsx";
import { InstallHelp } from "../components/catalog/install-help.tsx";
import { OpenAppButton } from "../components/catalog/open-app-button.tsx";
import { FavoriteToggle } from "../components/favorites/favorite-toggle.tsx";
import { RatingStars } from "../components/catalog/rating-stars.tsx";
import { ratingCountText } from "../components/catalog/rating-summary.tsx";
import { ScreenshotGallery } from "../components/catalog/screenshot-gallery.tsx";
import { ReportAppButton } from "../components/reports/report-app-button.tsx";
import { ReviewsSection } from "../components/reviews/reviews-section.tsx";
import { ErrorPage, errorTitle } from "../components/error-page.tsx";
import { NotFoundPage } from "../components/not-found-page.tsx";
import { StatusBadge } from "../components/publishing/status-badge.tsx";
import { VerifiedBadge } from "../components/publishing/verified-badge.tsx";
import { loadData } from "../lib/route-data.ts";
import { formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import { PageSpinner } from "../lib/session/require-auth.tsx";
import { useShownAuthStatus } from "../lib/session/signed-in-hint.ts";
import { tagSearchHref } from "../lib/search-query.ts";
import { formatBytes, formatNumber, formatRating } from "../lib/format-count.ts";
import { formatDate } from "../lib/format-date.ts";
import { hrefLabel, safeHref } from "../lib/safe-href.ts";
import { seoMeta } from "../lib/seo.ts";
import { loadAppDetailPage } from "./app-detail.server.ts";
import type { Route } from "./+types/app-detail";

/**
 * /app/:id (id or slug; links use the slug): a published app with every detail field of
 * docs/product.md#app-details.
 * Unknown, unpublished and deleted apps are the not-found page with status 404. Views are
 * counted by the API, not here.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  // The reviews' first page is public (no viewer): personal parts are fetched in the browser.
  const page = await loadAppDetailPage(context.db, params.id, getLocale());
  // Answered rather than thrown, so that the browser's clientLoader still runs behind it.
  if (!page) return data(NOT_LISTED, { status: 404 });
  return page;
}

/** What the server answers (with status 404) for an app the public cannot see. */
const NOT_LISTED = { notListed: true, checked: false } as const;

/**
 * An app the public cannot see is a 404 for everyone, the owner included, as far as the server
 * knows (the page is shared by the edge cache; the sign-in lives in the browser). Signed in, the
 * browser then asks whether it is the viewer's own app (or the viewer an admin): if so, the page
 * shows it as a preview (issue 41: an owner could not see their pending listing). Else, and for
 * a signed-out visitor, the not-found page, now `checked`. A listed app passes through untouched.
 */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const page = await serverLoader();
  if (!("notListed" in page)) return page;
  try {
    const preview = await loadData<AppPreview>(`/client/pwas/${encodeURIComponent(params.id)}/preview`, request);
    return { app: preview.app, related: [], reviews: null, preview };
  } catch {
    return { ...NOT_LISTED, checked: true };
  }
}
// The document's first load too: the 404 page of one's own app becomes its preview.
clientLoader.hydrate = true as const;

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  // Not listed (or another failure): the page is named for what it shows, and never indexed.
  if (!loaderData || "notListed" in loaderData) {
    return [{ title: formatPageTitle(loaderData ? m.not_found_title() : errorTitle(error), productNameFrom(matches)) }, NO_INDEX];
  }
  const { app } = loaderData;
  if ("preview" in loaderData) return [{ title: formatPageTitle(app.name, productNameFrom(matches)) }, NO_INDEX];
  return seoMeta(matches, { title: app.name, description: app.description, path: `/app/${app.slug}`, image: app.icon });
}

const NO_INDEX = { name: "robots", content: "noindex" };

function Section({ title, id, children, testId }: { title: string; id: string; children: ReactNode; testId?: string }) {
  return (
    <section aria-labelledby={id} className="mt-10" data-testid={testId}>
      <h2 id={id} className="text-xl font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function ExternalLink({ href, children, testId }: { href: string; children: ReactNode; testId?: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="focus-ring relative inline-flex min-w-0 max-w-full items-center gap-1 rounded font-medium text-brand-600 hover:underline dark:text-brand-100"
      data-testid={testId}
    >
      {/* An address has no spaces: let it wrap anywhere rather than push the page wider. */}
      <span className="min-w-0 [overflow-wrap:anywhere]">{children}</span>
      <span className="sr-only"> {m.app_opens_in_new_tab()}</span>
      <LineIcon d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" className="h-3.5 w-3.5 shrink-0" />
    </a>
  );
}

/** A list of short text lines (features, requirements), or nothing. */
/** The mark of a category an administrator has taken out of the store (its apps stay reachable). */
function InactiveLabel() {
  return (
    <span
      className="rounded-full border border-current px-1.5 py-px text-xs font-medium uppercase tracking-wide opacity-80"
      data-testid="app-category-inactive"
    >
      {m.category_inactive_label()}
    </span>
  );
}

function TextList({ items, testId }: { items: readonly string[]; testId: string }) {
  return (
    <ul className="space-y-2" data-testid={testId}>
      {items.map((item, index) => (
        <li key={`${index}-${item}`} className="flex gap-2 text-slate-700 dark:text-slate-300">
          <LineIcon d="M5 12l5 5L20 7" className="mt-1 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400" strokeWidth={2.5} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** A failure other than not-listed (the server's, or a client navigation's) with a way to retry. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}

/** Not listed: while the browser checks whether the viewer may preview it, a spinner for a sign-in. */
function NotListed({ checked }: { checked: boolean }) {
  const status = useShownAuthStatus();
  if (checked || status === "anonymous") return <NotFoundPage />;
  return <PageSpinner />;
}

/** Where a previewed app stands, above its page: who sees it, its status, an admin's reason. */
function PreviewBanner({ preview }: { preview: AppPreview }) {
  return (
    <div role="note" className="form-notice mb-6 text-sm" data-testid="app-preview-banner">
      <p className="flex flex-wrap items-center gap-2 font-semibold">
        {m.app_preview_title()}
        <StatusBadge status={preview.status} />
      </p>
      <p className="mt-1">{m.app_preview_body()}</p>
      {preview.statusReason ? <p className="mt-1 break-words">{m.app_preview_reason({ reason: preview.statusReason })}</p> : null}
      <Link to="/my-pwas" className="focus-ring mt-2 inline-block rounded font-medium underline">
        {m.app_preview_back()}
      </Link>
    </div>
  );
}

export default function AppDetailPage({ loaderData }: Route.ComponentProps) {
  if ("notListed" in loaderData) return <NotListed checked={loaderData.checked} />;
  // Keyed by app: following a related app starts with that app's own open count.
  return <AppDetailView key={loaderData.app.id} {...loaderData} />;
}

type DetailData = NonNullable<Awaited<ReturnType<typeof loadAppDetailPage>>>;

function AppDetailView({
  app,
  related,
  reviews,
  preview,
}: {
  app: DetailData["app"];
  related: DetailData["related"];
  reviews: DetailData["reviews"] | null;
  preview?: AppPreview;
}) {
  const locale = getLocale();
  const [opens, setOpens] = useState(app.opens);
  // Open sent the app to a new tab: the install help opens (install-help.tsx).
  const [opened, setOpened] = useState(false);
  const size = formatBytes(app.sizeBytes, locale);
  const updated = formatDate(app.updatedAt, locale);
  const paragraphs = (app.longDescription || app.description)
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter(Boolean);
  // Only http(s) (and mailto: for support) addresses become links; anything else is left out.
  const links = [
    { key: "website", label: m.app_link_website(), href: safeHref(app.websiteUrl) },
    { key: "privacy", label: m.app_link_privacy(), href: safeHref(app.privacyPolicyUrl) },
    { key: "terms", label: m.app_link_terms(), href: safeHref(app.termsUrl) },
    { key: "support", label: m.app_link_support(), href: safeHref(app.supportUrl, { allowMailto: true }) },
  ].flatMap(({ href, ...link }) => (href ? [{ ...link, href }] : []));

  const facts: { key: string; label: string; value: ReactNode }[] = [
    { key: "developer", label: m.app_fact_developer(), value: app.developer || m.app_fact_unknown() },
    {
      key: "category",
      label: m.app_fact_category(),
      // An inactive category has no page: its name is shown, marked, without a link.
      value: app.categoryActive ? (
        <Link
          to={`/categories/${app.category}`}
          className="focus-ring rounded font-medium text-brand-600 hover:underline dark:text-brand-100"
        >
          {app.categoryName}
        </Link>
      ) : (
        <span>
          {app.categoryName} <InactiveLabel />
        </span>
      ),
    },
    { key: "version", label: m.app_fact_version(), value: app.version || m.app_fact_unknown() },
    { key: "size", label: m.app_fact_size(), value: size ?? m.app_fact_unknown() },
    {
      key: "updated",
      label: m.app_fact_updated(),
      value: updated ? <time dateTime={new Date(app.updatedAt).toISOString()}>{updated}</time> : m.app_fact_unknown(),
    },
    {
      key: "opens",
      label: m.app_fact_opens(),
      value: (
        <span data-testid="app-opens" data-count={opens}>
          {formatNumber(opens, locale)}
        </span>
      ),
    },
    {
      key: "rating",
      label: m.app_fact_rating(),
      value: app.ratingCount > 0 ? `${formatRating(app.rating, locale)} (${ratingCountText(app.ratingCount)})` : m.app_rating_none(),
    },
    { key: "price", label: m.app_fact_price(), value: m.app_price_free() },
  ];

  return (
    <article className="container-page py-8 sm:py-12" data-testid="app-detail" data-app-id={app.id}>
      {preview ? <PreviewBanner preview={preview} /> : <AppJsonLd app={app} />}
      <nav aria-label={m.app_breadcrumb()} className="text-sm">
        <ol className="flex flex-wrap items-center gap-2 text-slate-600 dark:text-slate-400">
          <li>
            <Link to="/store" className="focus-ring rounded hover:text-brand-600 hover:underline dark:hover:text-brand-100">
              {m.nav_store()}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            {app.categoryActive ? (
              <Link
                to={`/categories/${app.category}`}
                className="focus-ring rounded hover:text-brand-600 hover:underline dark:hover:text-brand-100"
              >
                {app.categoryName}
              </Link>
            ) : (
              app.categoryName
            )}
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="truncate font-medium text-slate-900 dark:text-white">
            {app.name}
          </li>
        </ol>
      </nav>

      <header className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-start">
        <img
          src={app.icon}
          alt={m.app_icon_alt({ name: app.name })}
          width={112}
          height={112}
          className="h-24 w-24 shrink-0 rounded-3xl bg-slate-100 object-contain shadow-sm sm:h-28 sm:w-28 dark:bg-slate-800"
          data-testid="app-icon"
        />
        <div className="min-w-0 flex-1">
          <h1 className="break-words text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{app.name}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400" data-testid="app-developer">
            {app.developer}
            {app.verified ? (
              <span className="ml-2 inline-block align-middle">
                <VerifiedBadge />
              </span>
            ) : null}
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700 dark:text-slate-300">
            {app.categoryActive ? (
              <Link
                to={`/categories/${app.category}`}
                className={`focus-ring inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-medium ${app.categoryColorClass}`}
                data-testid="app-category"
              >
                <CategoryIcon name={app.categoryIcon} className="h-4 w-4" />
                {app.categoryName}
              </Link>
            ) : (
              <span
                className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-medium ${app.categoryColorClass}`}
                data-testid="app-category"
                data-inactive=""
              >
                <CategoryIcon name={app.categoryIcon} className="h-4 w-4" />
                {app.categoryName}
                <InactiveLabel />
              </span>
            )}
            {app.ratingCount > 0 ? (
              <span className="inline-flex items-center gap-1.5">
                <RatingStars value={app.rating} />
                <span aria-hidden="true" className="font-semibold">
                  {formatRating(app.rating, locale)}
                </span>
                <span>({ratingCountText(app.ratingCount)})</span>
              </span>
            ) : null}
            <span>{m.app_opens_long({ count: formatNumber(opens, locale) })}</span>
            <span className="font-semibold text-emerald-700 dark:text-emerald-400">{m.app_price_free()}</span>
          </div>
          <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{app.description}</p>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <OpenAppButton
              appId={app.id}
              appName={app.name}
              href={safeHref(app.startUrl)}
              counted={!preview}
              onOpened={(delta) => {
                if (!preview) setOpens((count) => Math.max(0, count + delta));
                if (delta > 0) setOpened(true);
              }}
            />
            {preview ? null : <FavoriteToggle appId={app.id} appName={app.name} favoritesCount={app.favoritesCount} />}
          </div>
          {safeHref(app.startUrl) ? <InstallHelp appName={app.name} opened={opened} /> : null}
        </div>
      </header>

      {app.screenshots.length > 0 ? (
        <Section title={m.app_screenshots()} id="screenshots-heading">
          <ScreenshotGallery screenshots={app.screenshots} appName={app.name} />
        </Section>
      ) : null}

      <div className="grid gap-x-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          <Section title={m.app_about()} id="about-heading" testId="app-description">
            <div className="max-w-3xl space-y-4 leading-relaxed text-slate-700 dark:text-slate-300">
              {paragraphs.map((paragraph, index) => (
                <p key={index} className="whitespace-pre-line break-words">
                  {paragraph}
                </p>
              ))}
            </div>
          </Section>
          {app.features.length > 0 ? (
            <Section title={m.app_features()} id="features-heading">
              <TextList items={app.features} testId="app-features" />
            </Section>
          ) : null}
          {app.tags.length > 0 ? (
            <Section title={m.app_tags()} id="tags-heading">
              <ul className="flex flex-wrap gap-2" data-testid="app-tags">
                {app.tags.map((tag) => (
                  <li key={tag}>
                    <Link
                      to={tagSearchHref(tag)}
                      className="focus-ring inline-block rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-brand-900/40 dark:hover:text-brand-100"
                    >
                      #{tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
          {preview ? null : (
            <Section title={m.app_reviews()} id="reviews-heading">
              <div id="reviews" className="scroll-mt-24">
                <ReviewsSection app={app} initial={reviews ?? null} />
              </div>
            </Section>
          )}
        </div>

        <aside aria-label={m.app_information()}>
          <Section title={m.app_information()} id="information-heading">
            <dl
              className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
              data-testid="app-facts"
            >
              {facts.map((fact) => (
                <div key={fact.key} className="flex justify-between gap-4 px-4 py-3 text-sm" data-fact={fact.key}>
                  <dt className="text-slate-600 dark:text-slate-400">{fact.label}</dt>
                  <dd className="min-w-0 break-words text-right font-medium text-slate-900 dark:text-white">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </Section>
          <Section title={m.app_requirements()} id="requirements-heading">
            {app.requirements.length > 0 ? (
              <TextList items={app.requirements} testId="app-requirements" />
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">{m.app_requirements_none()}</p>
            )}
          </Section>
          <Section title={m.app_permissions()} id="permissions-heading">
            <AppPermissions permissions={app.permissions} />
          </Section>
          <Section title={m.app_links()} id="links-heading">
            <ul className="space-y-3 text-sm" data-testid="app-links">
              {links.map((link) => (
                <li key={link.key} className="flex flex-wrap justify-between gap-x-4 gap-y-1" data-link={link.key}>
                  <span className="text-slate-600 dark:text-slate-400">{link.label}</span>
                  <ExternalLink href={link.href}>{hrefLabel(link.href)}</ExternalLink>
                </li>
              ))}
              {preview ? null : (
                <li className="pt-2">
                  <ReportAppButton app={app} />
                </li>
              )}
            </ul>
          </Section>
        </aside>
      </div>

      {related.length > 0 ? (
        <Section title={m.app_related()} id="related-heading" testId="related-apps">
          <AppGrid apps={related} />
        </Section>
      ) : null}
    </article>
  );
}
