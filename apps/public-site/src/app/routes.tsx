import { Suspense, type ComponentType } from "react";
import { lazyPage } from "@repo/ui/lazyPage";
import { RegistrationPage } from "../features/registration/RegistrationPage.tsx";
import { hasSignedInHint } from "../features/session/signedInHint.ts";
import { registerPageLoader, usePathname } from "../lib/navigation.tsx";

// Only `/` is on the first load (its budget: bench/first-load); the terms and the success page, with the
// terms' text and the confetti, come when they are wanted: a link pointed at (registerPageLoader), or the
// page opened.
const TermsPage = lazyPage(() => import("../features/terms/TermsPage.tsx").then((module) => module.TermsPage));
const SuccessPage = lazyPage(() => import("../features/success/SuccessPage.tsx").then((module) => module.SuccessPage));
registerPageLoader("/terms", TermsPage.preload);
registerPageLoader("/success", SuccessPage.preload);

const PAGES: Record<string, ComponentType> = { "/": RegistrationPage, "/terms": TermsPage, "/success": SuccessPage };

// The not-found screen is not on the first load of `/` either: each `shell/*` module a page imports costs a
// federation proxy and a request (~0.5 KB gzip), and `/` needs every byte (bench/first-load).
const NotFoundScreen = lazyPage(() => import("shell/NotFoundScreen").then((module) => module.NotFoundScreen));

// Who is signed in, with Odjava: its code and its "who am I" request only for a browser the API marked
// as signed in (features/session/signedInHint.ts). An anonymous visitor of `/` pays neither.
const SignedInBar = hasSignedInHint() ? lazyPage(() => import("../features/session/SignedInBar.tsx").then((module) => module.SignedInBar)) : undefined;

/** The page of the current address, or the not-found screen, under the signed-in bar when there is one. */
export function PublicSite() {
  const Page = PAGES[usePathname()] ?? NotFoundScreen;
  return (
    <>
      {SignedInBar ? (
        <Suspense>
          <SignedInBar />
        </Suspense>
      ) : null}
      {/* Empty only while a page opened directly (not by a link) loads its code; a page change keeps the
          current page on screen until the next one is ready (lib/navigation.tsx). */}
      <Suspense>
        <Page />
      </Suspense>
    </>
  );
}
