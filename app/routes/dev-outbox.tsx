import { data, Form } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import { loadDevOutbox } from "./dev-outbox.server.ts";
import type { Route } from "./+types/dev-outbox";

/** /dev/outbox: the development mail outbox (docs/product.md#mail); not found anywhere else. */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (context.config.environment !== "development") throw data(null, { status: 404 });
  const to = new URL(request.url).searchParams.get("to")?.trim() ?? "";
  return loadDevOutbox(context.db, to);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.dev_outbox_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

/** Mail text with its links clickable (store links only come from our own templates). */
function LinkedText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s]+)/g);
  return (
    <pre className="whitespace-pre-wrap break-words font-sans text-sm text-slate-700 dark:text-slate-300">
      {parts.map((part, index) =>
        /^https?:\/\//.test(part) ? (
          <a key={index} href={part} className="text-brand-600 underline dark:text-brand-100">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  const { to, mails } = loaderData;
  return (
    <section className="container-page py-10">
      <h1 className="text-2xl font-bold">{m.dev_outbox_title()}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{m.dev_outbox_intro()}</p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm">
          {m.dev_outbox_filter()}
          <input
            name="to"
            type="email"
            defaultValue={to}
            className="focus-ring mt-1 w-72 rounded-md border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
          />
        </label>
        <button type="submit" className="btn-primary">
          {m.dev_outbox_filter_button()}
        </button>
      </Form>
      {mails.length === 0 ? (
        <p className="mt-8 text-slate-600 dark:text-slate-400">{m.dev_outbox_empty()}</p>
      ) : (
        <ol className="mt-8 space-y-4" data-testid="outbox">
          {mails.map((mail, index) => (
            <li key={`${mail.createdAt}-${index}`} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
              <p className="font-semibold">{mail.subject}</p>
              <p className="text-xs text-slate-500">
                {m.dev_outbox_to()}: {mail.to} · <time dateTime={mail.createdAt}>{mail.createdAt.replace("T", " ").slice(0, 19)} UTC</time>
              </p>
              <div className="mt-3">
                <LinkedText text={mail.text} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
