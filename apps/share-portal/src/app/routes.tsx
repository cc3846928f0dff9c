import { Suspense, type ReactNode } from "react";
import type { RouteObject } from "react-router-dom";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { lazyPage } from "@repo/ui/lazyPage";
import { PortalNotFound, PortalRouteError } from "../components/PortalNotFound.tsx";
import { RedirectingScreen } from "../features/entry-redirects/components/RedirectingScreen.tsx";
import { PortalFrame } from "./PortalFrame.tsx";

// Every page comes in a chunk of its own: the sheet (the document) does not wait for the gate and the ways in
// (issue 26: a collaborator's phone loads only what reads, comments and confirms a sheet), nor the gate, the
// first page an invitation opens, for the document; the previews (the mail templates) for neither. The ways
// in share one chunk (entryRoutes.tsx): the bundler makes one chunk of one module imported in five places.
const SharedCallSheetPage = lazyPage(() => import("../features/shared-call-sheet/SharedCallSheetPage.tsx").then((module) => module.SharedCallSheetPage));
const CallSheetEntryRoute = lazyPage(() => import("./entryRoutes.tsx").then((module) => module.CallSheetEntryRoute));
const AccessGateRoute = lazyPage(() => import("./entryRoutes.tsx").then((module) => module.AccessGateRoute));
const DirectAccessPage = lazyPage(() => import("./entryRoutes.tsx").then((module) => module.DirectAccessPage));
const ShortLinkRedirect = lazyPage(() => import("./entryRoutes.tsx").then((module) => module.ShortLinkRedirect));
const TestAccessRedirect = lazyPage(() => import("./entryRoutes.tsx").then((module) => module.TestAccessRedirect));
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
      { path: "/call-sheet/:id", element: later(<CallSheetEntryRoute />) },
      { path: "/r/:token", element: later(<ShortLinkRedirect />) },
      { path: "/easy-access/:id", element: later(<TestAccessRedirect setFlags />) },
      { path: "/test-commenter/:id", element: later(<TestAccessRedirect setFlags={false} />) },
      { path: "/call-sheet-access/:token", element: later(<AccessGateRoute />) },
      // One route for both forms, so the page stays mounted (the password in its memory) when the address
      // drops the password.
      { path: "/direct-access/call-sheet/:token/:email/:password?", element: later(<DirectAccessPage />) },
      { path: "/email-preview", element: later(<EmailPreviewPage />) },
      { path: "/email-preview2", element: later(<EmailTextPreviewPage />) },
      { path: "*", element: <PortalNotFound /> },
    ],
  },
];
