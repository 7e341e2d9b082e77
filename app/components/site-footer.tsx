import { Link } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { FeedbackButton } from "./feedback/feedback-button.tsx";

/**
 * The footer: link groups, the copyright line, and the business-licence and operator lines: the
 * admin's (Settings → General) when set, else the translated texts, each shown only when
 * non-empty (docs/product.md#product).
 */
export function SiteFooter({
  productName,
  year,
  license = "",
  operator = "",
}: {
  productName: string;
  year: number;
  license?: string;
  operator?: string;
}) {
  const groups = [
    {
      title: m.footer_discover(),
      links: [
        { to: "/store", label: m.nav_store() },
        { to: "/categories", label: m.nav_categories() },
        { to: "/trending", label: m.nav_trending() },
        { to: "/new", label: m.nav_new() },
      ],
    },
    {
      title: m.footer_support(),
      links: [
        { to: "/help", label: m.footer_help() },
        { to: "/contact", label: m.footer_contact() },
        { to: "/about", label: m.footer_about() },
      ],
    },
    {
      title: m.footer_legal(),
      links: [
        { to: "/privacy", label: m.footer_privacy() },
        { to: "/terms", label: m.footer_terms() },
        { to: "/cookies", label: m.cookies_title() },
      ],
    },
  ];
  const extraLines = [
    { text: license.trim() || m.footer_business_licence(), testId: "footer-license" },
    { text: operator.trim() || m.footer_operator(), testId: "footer-operator" },
  ].filter((line) => line.text.trim() !== "");

  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="container-page grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-semibold text-slate-900 dark:text-white">{productName}</p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{m.footer_about_product()}</p>
          <FeedbackButton />
        </div>
        {groups.map((group) => (
          <div key={group.title}>
            <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{group.title}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="footer-link">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="container-page py-6 text-xs text-slate-500 dark:text-slate-400">
          <p data-testid="copyright">{m.footer_copyright({ year: String(year), product: productName })}</p>
          {extraLines.map((line) => (
            <p key={line.testId} className="mt-1" data-testid={line.testId}>
              {line.text}
            </p>
          ))}
        </div>
      </div>
    </footer>
  );
}
