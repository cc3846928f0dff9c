import type { ComponentType } from "react";
import { NotFoundScreen } from "shell/NotFoundScreen";
import { RegistrationPage } from "../features/registration/RegistrationPage.tsx";
import { SuccessPage } from "../features/success/SuccessPage.tsx";
import { TermsPage } from "../features/terms/TermsPage.tsx";
import { usePathname } from "../lib/navigation.tsx";

/** The public site's pages (gateway/routes.mjs gives it `/`, `/terms`, `/success` and every unknown path). */
export const PAGES: Record<string, ComponentType> = {
  "/": RegistrationPage,
  "/terms": TermsPage,
  "/success": SuccessPage,
};

/** The page of the current address, or the not-found screen. */
export function PublicSite() {
  const Page = PAGES[usePathname()] ?? NotFoundScreen;
  return <Page />;
}
