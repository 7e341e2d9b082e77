import { useEffect, useState } from "react";
import { m } from "#app/paraglide/messages.js";

/** The profile's sections, in page order: their ids are the anchors (/profile#security). */
export const PROFILE_SECTIONS = [
  { id: "personal", label: () => m.profile_section_personal() },
  { id: "account", label: () => m.profile_section_account() },
  { id: "security", label: () => m.profile_section_security() },
  { id: "api-tokens", label: () => m.profile_section_tokens() },
  { id: "notifications", label: () => m.profile_section_notifications() },
  { id: "privacy", label: () => m.profile_section_privacy() },
] as const;

/** The section nearest the top of the viewport, followed while the page scrolls. */
function useActiveSection(): string {
  const [active, setActive] = useState<string>(PROFILE_SECTIONS[0].id);
  useEffect(() => {
    const fromHash = window.location.hash.slice(1);
    if (PROFILE_SECTIONS.some((section) => section.id === fromHash)) setActive(fromHash);
    if (typeof IntersectionObserver === "undefined") return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = PROFILE_SECTIONS.find((section) => visible.has(section.id));
        if (first) setActive(first.id);
      },
      { rootMargin: "-20% 0px -60% 0px" },
    );
    for (const section of PROFILE_SECTIONS) {
      const element = document.getElementById(section.id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, []);
  return active;
}

/** Anchors to the sections: a column beside them on wide screens, a wrapping row above them on small ones. */
export function ProfileSectionNav() {
  const active = useActiveSection();
  return (
    <nav aria-label={m.profile_sections_label()} className="md:sticky md:top-24 md:self-start" data-testid="profile-nav">
      <ul className="flex flex-wrap gap-2 md:flex-col md:gap-1">
        {PROFILE_SECTIONS.map((section) => {
          const current = section.id === active;
          return (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                aria-current={current ? "location" : undefined}
                className={`focus-ring block rounded-lg px-3 py-2 text-sm font-medium ${
                  current
                    ? "bg-brand-50 text-brand-700 dark:bg-brand-900 dark:text-brand-100"
                    : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
                }`}
              >
                {section.label()}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
