import { useState } from "react";
import { Link } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { useAuth } from "../../lib/session/auth-context.tsx";
import { loginRedirectFor } from "../../lib/session/routes.ts";
import { LineIcon } from "../line-icon.tsx";
import { ReportDialog } from "./report-dialog.tsx";

/**
 * The detail page's "Report issue": a link to sign in (and come back) for visitors, which opens
 * the report dialog instead once the user is signed in (before the session is known, and without
 * JavaScript, it is the link).
 */
export function ReportAppButton({ app }: { app: { id: string; slug: string; name: string } }) {
  const { status } = useAuth();
  const [open, setOpen] = useState(false);
  const className = "focus-ring inline-flex items-center gap-1.5 rounded font-medium text-red-700 hover:underline dark:text-red-300";
  const content = (
    <>
      <LineIcon d="M4 21V4m0 0h11l-1.5 4L15 12H4" className="h-4 w-4" />
      {m.app_report_issue()}
    </>
  );
  if (status !== "authenticated") {
    return (
      <Link to={loginRedirectFor(`/app/${app.slug}`, false)} className={className} data-testid="report-issue">
        {content}
      </Link>
    );
  }
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={className} data-testid="report-issue">
        {content}
      </button>
      <ReportDialog
        target={open ? { kind: "app", appId: app.id, name: app.name } : null}
        onClose={() => setOpen(false)}
        testId="report-app-dialog"
      />
    </>
  );
}
