import type { RouteObject } from "react-router-dom";
import { NotFoundScreen } from "shell/NotFoundScreen";
import { RouteErrorScreen } from "shell/RouteErrorScreen";
import { RegistrationPage } from "../features/registration/RegistrationPage.tsx";
import { SuccessPage } from "../features/success/SuccessPage.tsx";
import { TermsPage } from "../features/terms/TermsPage.tsx";

/** The public site's pages (gateway/routes.mjs gives it `/`, `/terms`, `/success` and every unknown path). */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorScreen />,
    children: [
      { path: "/", element: <RegistrationPage /> },
      { path: "/terms", element: <TermsPage /> },
      { path: "/success", element: <SuccessPage /> },
      { path: "*", element: <NotFoundScreen /> },
    ],
  },
];
