import { Suspense, type ReactNode } from "react";
import type { RouteObject } from "react-router-dom";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { lazyPage } from "@repo/ui/lazyPage";
import { PortalNotFound, PortalRouteError } from "../components/PortalNotFound.tsx";
import { DirectAccessPage } from "../features/entry-redirects/DirectAccessPage.tsx";
import { RedirectingScreen } from "../features/entry-redirects/components/RedirectingScreen.tsx";
import { ShortLinkRedirect } from "../features/entry-redirects/ShortLinkRedirect.tsx";
import { TestAccessRedirect } from "../features/entry-redirects/TestAccessRedirect.tsx";
import { AccessGateRoute, CallSheetEntryRoute } from "./entryRoutes.tsx";
import { PortalFrame } from "./PortalFrame.tsx";

// The sheet (the document) and the previews (the mail templates) come in chunks of their own:
// the gate, the first page an invitation opens, does not wait for them.
const SharedCallSheetPage = lazyPage(() => import("../features/shared-call-sheet/SharedCallSheetPage.tsx").then((module) => module.SharedCallSheetPage));
const EmailPreviewPage = lazyPage(() => import("../features/email-preview/EmailPreviewPage.tsx").then((module) => module.EmailPreviewPage));
const EmailTextPreviewPage = lazyPage(() => import("../features/email-preview/EmailTextPreviewPage.tsx").then((module) => module.EmailTextPreviewPage));

/** Also the portal server's wrapper (serverRender.tsx), so both render the same tree. */
export const later = (element: ReactNode) => <Suspense fallback={<RedirectingScreen text={SHARING_TEXTS.loading} />}>{element}</Suspense>;

/** The share portal's pages (spec §2 route table; gateway/routes.mjs gives it these paths). */
export const routes: RouteObject[] = [
  {
    element: <PortalFrame />,
    errorElement: <PortalRouteError />,
    children: [
      { path: "/shared-call-sheet/:id", element: later(<SharedCallSheetPage />) },
      { path: "/call-sheet/:id", element: <CallSheetEntryRoute /> },
      { path: "/r/:token", element: <ShortLinkRedirect /> },
      { path: "/easy-access/:id", element: <TestAccessRedirect setFlags /> },
      { path: "/test-commenter/:id", element: <TestAccessRedirect setFlags={false} /> },
      { path: "/call-sheet-access/:token", element: <AccessGateRoute /> },
      // One route for both forms, so the page stays mounted (the password in its memory) when the address
      // drops the password.
      { path: "/direct-access/call-sheet/:token/:email/:password?", element: <DirectAccessPage /> },
      { path: "/email-preview", element: later(<EmailPreviewPage />) },
      { path: "/email-preview2", element: later(<EmailTextPreviewPage />) },
      { path: "*", element: <PortalNotFound /> },
    ],
  },
];
