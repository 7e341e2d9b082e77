import type { ReactNode } from "react";
import { useRouteError } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { ApiClientError } from "../lib/api/client.ts";
import { errorMessage } from "../lib/api/errors.ts";
import { SignedOut } from "../lib/route-data.ts";
import { PageSpinner } from "../lib/session/require-auth.tsx";
import { useReload } from "../lib/use-action.ts";
import { LoadError } from "./load-error.tsx";

/**
 * A signed-in screen's ErrorBoundary (lib/route-data.ts): the session spinner for a signed-out
 * visitor (the navigation guard takes them to /login), `notFound` for a 404 where the screen has
 * its own, else what failed, the server's reason and a retry that runs the route's loaders again.
 */
export function RouteError({
  title,
  testId,
  notFound,
  className = "",
}: {
  title: string;
  testId: string;
  notFound?: ReactNode;
  className?: string;
}) {
  const error = useRouteError();
  const reload = useReload();
  if (error instanceof SignedOut) return <PageSpinner label={m.auth_loading_session()} />;
  if (notFound && error instanceof ApiClientError && error.status === 404) return <>{notFound}</>;
  return (
    <LoadError
      className={className}
      title={title}
      detail={errorMessage(error)}
      retryLabel={m.notification_retry()}
      onRetry={reload}
      testId={testId}
    />
  );
}
