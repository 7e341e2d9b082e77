import { m } from "#app/paraglide/messages.js";
import { PolicyPage, type PolicySection, contactSection } from "../components/policy-page.tsx";
import { formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import type { Route } from "./+types/terms";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: formatPageTitle(m.terms_title(), productNameFrom(matches)) },
    { name: "description", content: m.terms_meta_description() },
  ];
}

/**
 * /terms. Carries the commitments of docs/product.md#information-pages: terms inquiries answered
 * within 48 hours, changes effective 30 days after notification (and the 24-month review of
 * inactive accounts).
 */
export default function Terms() {
  const sections: PolicySection[] = [
    { id: "the-service", heading: m.terms_service_heading(), blocks: [{ kind: "p", text: m.terms_service_body() }] },
    {
      id: "your-account",
      heading: m.terms_accounts_heading(),
      blocks: [
        {
          kind: "list",
          items: [m.terms_accounts_age(), m.terms_accounts_accurate(), m.terms_accounts_secret(), m.terms_accounts_delete()],
        },
      ],
    },
    {
      id: "acceptable-use",
      heading: m.terms_use_heading(),
      blocks: [
        { kind: "p", text: m.terms_use_intro() },
        {
          kind: "list",
          items: [m.terms_use_law(), m.terms_use_harmful(), m.terms_use_reviews(), m.terms_use_abuse(), m.terms_use_scraping()],
        },
      ],
    },
    {
      id: "apps-you-submit",
      heading: m.terms_apps_heading(),
      blocks: [
        { kind: "p", text: m.terms_apps_rights() },
        { kind: "p", text: m.terms_apps_review() },
      ],
    },
    { id: "third-party-apps", heading: m.terms_third_heading(), blocks: [{ kind: "p", text: m.terms_third_body() }] },
    {
      id: "termination",
      heading: m.terms_termination_heading(),
      blocks: [
        { kind: "p", text: m.terms_termination_body() },
        { kind: "link", to: "/privacy#retention", label: m.policy_privacy_link() },
      ],
    },
    { id: "liability", heading: m.terms_liability_heading(), blocks: [{ kind: "p", text: m.terms_liability_body() }] },
    { id: "changes", heading: m.terms_changes_heading(), blocks: [{ kind: "p", text: m.terms_changes_body() }] },
    contactSection("contact", m.terms_contact_heading(), m.terms_contact_body()),
  ];
  return <PolicyPage testId="terms-page" title={m.terms_title()} intro={m.terms_intro()} sections={sections} />;
}
