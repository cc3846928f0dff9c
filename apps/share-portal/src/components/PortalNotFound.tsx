import { isRouteErrorResponse, useRouteError } from "react-router-dom";
import { SHARE_PORTAL_TEXTS } from "@repo/contracts/sharing/texts";
import { RouteErrorScreen } from "shell/portalKit";
import { usePageTitle } from "../lib/usePageTitle.ts";
import styled from "styled-components";
import { CentredPanel, PanelHeading, PanelIntro } from "./Centred.tsx";

const Text = styled(PanelIntro)`
  margin-bottom: 0;
`;

/**
 * The portal's not-found page. Its visitors are collaborators who followed a link, not developers: the
 * kit's NotFoundScreen ('Did you forget to add the page to the router?', the spec's text for the apps) tells
 * them nothing, so the portal says where a working link is and whom to ask.
 */
export function PortalNotFound() {
  usePageTitle(SHARE_PORTAL_TEXTS.titles.notFound);
  return (
    <CentredPanel width={480}>
      <PanelHeading>{SHARE_PORTAL_TEXTS.notFoundTitle}</PanelHeading>
      <Text>{SHARE_PORTAL_TEXTS.notFound}</Text>
    </CentredPanel>
  );
}

/** The routes' errorElement: a 404 from the router is the portal's not-found page, anything else the kit's error screen. */
export function PortalRouteError() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <PortalNotFound /> : <RouteErrorScreen />;
}
