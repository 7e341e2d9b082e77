import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import type { Route } from "./+types/help";

/** The FAQ entries' ids are fixed (docs/product.md#information-pages): other pages and mails link to /help#{id}. */
const HELP_FAQ_IDS = ["what-is-pwa", "how-to-register", "forgot-password", "change-language", "dark-mode", "mobile-app"] as const;
type HelpFaqId = (typeof HELP_FAQ_IDS)[number];

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: formatPageTitle(m.help_title(), productNameFrom(matches)) },
    { name: "description", content: m.help_meta_description() },
  ];
}

function faqEntries(): Array<{ id: HelpFaqId; question: string; answer: string }> {
  return [
    { id: "what-is-pwa", question: m.help_what_is_pwa_question(), answer: m.help_what_is_pwa_answer() },
    { id: "how-to-register", question: m.help_how_to_register_question(), answer: m.help_how_to_register_answer() },
    { id: "forgot-password", question: m.help_forgot_password_question(), answer: m.help_forgot_password_answer() },
    { id: "change-language", question: m.help_change_language_question(), answer: m.help_change_language_answer() },
    { id: "dark-mode", question: m.help_dark_mode_question(), answer: m.help_dark_mode_answer() },
    { id: "mobile-app", question: m.help_mobile_app_question(), answer: m.help_mobile_app_answer() },
  ];
}

/**
 * Opens the entry named by the URL's fragment (/help#forgot-password), on arrival and whenever the
 * fragment changes (a link on this page, a client navigation from elsewhere, back/forward).
 * Browsers scroll to a fragment but do not open a <details> whose own id it is.
 */
function useOpenEntryFromHash() {
  const { hash } = useLocation();
  useEffect(() => {
    const open = (fragment: string) => {
      let id: string;
      try {
        id = decodeURIComponent(fragment.replace(/^#/, ""));
      } catch {
        return;
      }
      const target = id ? document.getElementById(id) : null;
      if (!(target instanceof HTMLDetailsElement)) return;
      target.open = true;
      target.scrollIntoView({ block: "start" });
      target.querySelector("summary")?.focus({ preventScroll: true });
    };
    open(hash);
    const onHashChange = () => open(window.location.hash);
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [hash]);
}

/** /help: the Help Center's FAQ, each entry linkable by its id, and the way to the contact form. */
export default function Help() {
  useOpenEntryFromHash();
  return (
    <div className="container-page py-10 sm:py-14" data-testid="help-page">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{m.help_title()}</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">{m.help_intro()}</p>

        <section aria-labelledby="faq-heading" className="mt-10">
          <h2 id="faq-heading" className="text-xl font-semibold text-slate-900 sm:text-2xl dark:text-white">
            {m.help_faq_heading()}
          </h2>
          <div className="mt-5 space-y-3">
            {faqEntries().map((entry) => (
              <details
                key={entry.id}
                id={entry.id}
                className="group scroll-mt-24 rounded-xl border border-slate-200 bg-white transition open:bg-slate-50 target:border-brand-500 dark:border-slate-800 dark:bg-slate-950 dark:open:bg-slate-900 dark:target:border-brand-500"
              >
                <summary className="focus-ring flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-4 py-4 font-semibold text-slate-900 hover:text-brand-600 sm:px-5 dark:text-white dark:hover:text-brand-100 [&::-webkit-details-marker]:hidden">
                  <span>{entry.question}</span>
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    fill="currentColor"
                    className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 dark:text-slate-400"
                  >
                    <path
                      fillRule="evenodd"
                      d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
                      clipRule="evenodd"
                    />
                  </svg>
                </summary>
                <div className="px-4 pb-5 leading-relaxed text-slate-700 sm:px-5 dark:text-slate-300">
                  <p>{entry.answer}</p>
                </div>
              </details>
            ))}
          </div>
        </section>

        <section
          aria-labelledby="help-contact-heading"
          className="mt-12 rounded-xl border border-brand-100 bg-brand-50 p-6 text-center dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="help-contact-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
            {m.help_contact_heading()}
          </h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{m.help_contact_body()}</p>
          <Link to="/contact" className="btn-primary mt-5">
            {m.help_contact_link()}
          </Link>
        </section>
      </div>
    </div>
  );
}
