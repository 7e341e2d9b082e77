import { Link } from "react-router";
import { m } from "#app/paraglide/messages.js";

/** The date every information page shows as "Last updated" (ISO, for <time dateTime>). */
export const POLICY_UPDATED_ISO = "2026-11-21";

/** One piece of a section: a paragraph, a bulleted list, a table or a link to another page. */
export type PolicyBlock =
  | { kind: "p"; text: string }
  | { kind: "list"; items: string[] }
  /** The first cell of each row is a technical name (cookie, storage key), shown as code. */
  | { kind: "table"; caption: string; head: [string, string, string]; rows: Array<[string, string, string]> }
  | { kind: "link"; to: string; label: string };

export interface PolicySection {
  /** Stable anchor in every language (/privacy#retention). */
  id: string;
  heading: string;
  blocks: PolicyBlock[];
}

/** The section a page ends with: where to ask, and the link to the contact form. */
export function contactSection(id: string, heading: string, text: string): PolicySection {
  return {
    id,
    heading,
    blocks: [
      { kind: "p", text },
      { kind: "link", to: "/contact", label: m.policy_contact_link() },
    ],
  };
}

const codeClass = "break-all rounded bg-slate-100 px-1 py-0.5 text-[0.8125rem] text-slate-800 dark:bg-slate-800 dark:text-slate-100";

const linkClass =
  "focus-ring rounded font-medium text-brand-600 underline underline-offset-2 hover:text-brand-700 dark:text-brand-100 dark:hover:text-white";

function Block({ block }: { block: PolicyBlock }) {
  switch (block.kind) {
    case "p":
      return <p>{block.text}</p>;
    case "list":
      return (
        <ul className="list-disc space-y-2 pl-5">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "table":
      // A table from 640 px up; below, one card per row (three columns do not fit a phone).
      return (
        <>
          <table className="hidden w-full table-fixed border-collapse text-left text-sm sm:table">
            <caption className="sr-only">{block.caption}</caption>
            <thead>
              <tr className="border-b border-slate-300 dark:border-slate-700">
                {block.head.map((cell, index) => (
                  <th
                    key={cell}
                    scope="col"
                    className={`py-2 pr-3 font-semibold text-slate-900 dark:text-white ${index === 0 ? "w-[30%]" : ""}`}
                  >
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map(([name, ...cells]) => (
                <tr key={name} className="border-b border-slate-200 align-top dark:border-slate-800">
                  <th scope="row" className="py-2 pr-3 font-normal">
                    <code className={codeClass}>{name}</code>
                  </th>
                  {cells.map((cell, index) => (
                    <td key={index} className="break-words py-2 pr-3">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <ul aria-label={block.caption} className="space-y-3 text-sm sm:hidden">
            {block.rows.map(([name, purpose, detail]) => (
              <li key={name} className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
                <code className={codeClass}>{name}</code>
                <p className="mt-2">{purpose}</p>
                <p className="mt-1 text-slate-500 dark:text-slate-400">{m.policy_label_value({ label: block.head[2], value: detail })}</p>
              </li>
            ))}
          </ul>
        </>
      );
    case "link":
      return (
        <p>
          <Link to={block.to} className={linkClass}>
            {block.label}
          </Link>
        </p>
      );
  }
}

/**
 * The layout of /about, /privacy, /terms and /cookies: title, "Last updated", introduction, a
 * table of contents and the sections, each under a heading with a stable id.
 */
export function PolicyPage({
  title,
  intro,
  sections,
  testId,
}: {
  title: string;
  intro: string;
  sections: PolicySection[];
  testId: string;
}) {
  return (
    <article className="container-page py-10 sm:py-14" data-testid={testId}>
      <div className="mx-auto max-w-3xl">
        <header>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{title}</h1>
          <p className="mt-3 text-sm text-slate-500 dark:text-slate-400" data-testid="last-updated">
            <time dateTime={POLICY_UPDATED_ISO}>{m.policy_last_updated({ date: m.policy_updated_date() })}</time>
          </p>
          <p className="mt-6 text-lg leading-relaxed text-slate-700 dark:text-slate-300">{intro}</p>
        </header>

        <nav
          aria-labelledby="policy-contents"
          className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="policy-contents" className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
            {m.policy_contents()}
          </h2>
          <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1.5 pl-5 text-sm sm:grid-cols-2">
            {sections.map((section) => (
              <li key={section.id} className="text-slate-500 dark:text-slate-400">
                <a
                  href={`#${section.id}`}
                  className="focus-ring rounded text-slate-700 hover:text-brand-600 hover:underline dark:text-slate-300 dark:hover:text-brand-100"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className="mt-10">
            <h2
              id={section.id}
              tabIndex={-1}
              className="scroll-mt-24 text-xl font-semibold text-slate-900 outline-none sm:text-2xl dark:text-white"
            >
              {section.heading}
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-slate-700 dark:text-slate-300">
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}
