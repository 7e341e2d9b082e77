import { m } from "#app/paraglide/messages.js";
import { PolicyPage, type PolicySection, contactSection } from "../components/policy-page.tsx";
import { formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import type { Route } from "./+types/privacy";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: formatPageTitle(m.privacy_title(), productNameFrom(matches)) },
    { name: "description", content: m.privacy_meta_description() },
  ];
}

/**
 * /privacy. Carries the commitments of docs/product.md#information-pages: inactive accounts
 * reviewed after 24 months, deleted account data removed within 30 days, privacy inquiries answered
 * within 30 days.
 */
export default function Privacy() {
  const sections: PolicySection[] = [
    {
      id: "information-we-collect",
      heading: m.privacy_collect_heading(),
      blocks: [
        { kind: "p", text: m.privacy_collect_intro() },
        {
          kind: "list",
          items: [
            m.privacy_collect_account(),
            m.privacy_collect_settings(),
            m.privacy_collect_content(),
            m.privacy_collect_sessions(),
            m.privacy_collect_technical(),
            m.privacy_collect_searches(),
          ],
        },
      ],
    },
    {
      id: "how-we-use-information",
      heading: m.privacy_use_heading(),
      blocks: [
        {
          kind: "list",
          items: [m.privacy_use_account(), m.privacy_use_email(), m.privacy_use_publish(), m.privacy_use_abuse(), m.privacy_use_support()],
        },
        { kind: "p", text: m.privacy_use_no_sale() },
      ],
    },
    {
      id: "data-on-your-device",
      heading: m.privacy_storage_heading(),
      blocks: [
        { kind: "p", text: m.privacy_storage_tokens() },
        { kind: "p", text: m.privacy_storage_preferences() },
        { kind: "link", to: "/cookies", label: m.policy_cookies_link() },
      ],
    },
    {
      id: "sharing",
      heading: m.privacy_sharing_heading(),
      blocks: [
        { kind: "p", text: m.privacy_sharing_intro() },
        { kind: "list", items: [m.privacy_sharing_cloudflare(), m.privacy_sharing_mail()] },
        { kind: "p", text: m.privacy_sharing_none() },
        { kind: "p", text: m.privacy_sharing_social() },
      ],
    },
    {
      id: "retention",
      heading: m.privacy_retention_heading(),
      blocks: [
        {
          kind: "list",
          items: [
            m.privacy_retention_account(),
            m.privacy_retention_inactive(),
            m.privacy_retention_deleted(),
            m.privacy_retention_messages(),
            m.privacy_retention_counters(),
          ],
        },
      ],
    },
    {
      id: "your-rights",
      heading: m.privacy_rights_heading(),
      blocks: [
        { kind: "p", text: m.privacy_rights_intro() },
        {
          kind: "list",
          items: [m.privacy_rights_access(), m.privacy_rights_export(), m.privacy_rights_delete(), m.privacy_rights_choices()],
        },
        { kind: "p", text: m.privacy_rights_law() },
      ],
    },
    { id: "security", heading: m.privacy_security_heading(), blocks: [{ kind: "p", text: m.privacy_security_body() }] },
    { id: "children", heading: m.privacy_children_heading(), blocks: [{ kind: "p", text: m.privacy_children_body() }] },
    { id: "changes", heading: m.privacy_changes_heading(), blocks: [{ kind: "p", text: m.privacy_changes_body() }] },
    contactSection("contact", m.privacy_contact_heading(), m.privacy_contact_body()),
  ];
  return <PolicyPage testId="privacy-page" title={m.privacy_title()} intro={m.privacy_intro()} sections={sections} />;
}
