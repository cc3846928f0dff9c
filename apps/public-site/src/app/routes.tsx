import { lazy, Suspense, type ComponentType } from "react";
import { NotFoundScreen } from "shell/NotFoundScreen";
import { RegistrationPage } from "../features/registration/RegistrationPage.tsx";
import { usePathname } from "../lib/navigation.tsx";

// Only `/` is on the first load (its budget: bench/first-load); the terms and the success page, with the
// terms' text and the confetti, come when they are opened.
const TermsPage = lazy(() => import("../features/terms/TermsPage.tsx").then((module) => ({ default: module.TermsPage })));
const SuccessPage = lazy(() => import("../features/success/SuccessPage.tsx").then((module) => ({ default: module.SuccessPage })));

/** The public site's pages (gateway/routes.mjs gives it `/`, `/terms`, `/success` and every unknown path). */
export const PAGES: Record<string, ComponentType> = {
  "/": RegistrationPage,
  "/terms": TermsPage,
  "/success": SuccessPage,
};

/** The page of the current address, or the not-found screen. */
export function PublicSite() {
  const Page = PAGES[usePathname()] ?? NotFoundScreen;
  return (
    <Suspense>
      <Page />
    </Suspense>
  );
}
