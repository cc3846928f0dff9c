import { isRouteErrorResponse, useRouteError } from "react-router-dom";
import { ErrorScreen } from "./ErrorScreen.tsx";
import { NotFoundScreen } from "./NotFoundScreen.tsx";

/** A router's errorElement: a 404 response shows the not-found screen, anything else the error screen. */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return error.status === 404 ? <NotFoundScreen /> : <ErrorScreen message={`${error.status}: ${error.statusText}`} />;
  }
  return <ErrorScreen message={error instanceof Error ? error.message : undefined} />;
}
