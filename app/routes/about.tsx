import { m } from "#app/paraglide/messages.js";
import { PolicyPage, type PolicySection, contactSection } from "../components/policy-page.tsx";
import { formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import type { Route } from "./+types/about";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: formatPageTitle(m.about_title(), productNameFrom(matches)) },
    { name: "description", content: m.about_meta_description() },
  ];
}

/** /about: what the store is, how it works, and who to write to. */
export default function About() {
  const sections: PolicySection[] = [
    { id: "mission", heading: m.about_mission_heading(), blocks: [{ kind: "p", text: m.about_mission_body() }] },
    {
      id: "how-it-works",
      heading: m.about_how_heading(),
      blocks: [
        { kind: "p", text: m.about_how_browse() },
        { kind: "p", text: m.about_how_publish() },
      ],
    },
    { id: "free", heading: m.about_free_heading(), blocks: [{ kind: "p", text: m.about_free_body() }] },
    { id: "technology", heading: m.about_tech_heading(), blocks: [{ kind: "p", text: m.about_tech_body() }] },
    contactSection("contact", m.about_contact_heading(), m.about_contact_body()),
  ];
  return <PolicyPage testId="about-page" title={m.about_title()} intro={m.about_intro()} sections={sections} />;
}
