import { Link } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { NewThreadForm } from "../components/messages/message-forms.tsx";
import { formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import { RequireAuth } from "../lib/session/require-auth.tsx";
import type { Route } from "./+types/message-new";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.message_new_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

/** /messages/new (sign-in required): start a conversation with the store team. */
export default function MessageNew() {
  return (
    <RequireAuth>
      <div className="container-page max-w-3xl py-8 sm:py-12">
        <Link
          to="/messages"
          className="focus-ring inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
        >
          <span aria-hidden="true">←</span>
          {m.message_back()}
        </Link>
        <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{m.message_new_title()}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{m.message_new_intro()}</p>
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
          <NewThreadForm />
        </div>
      </div>
    </RequireAuth>
  );
}
