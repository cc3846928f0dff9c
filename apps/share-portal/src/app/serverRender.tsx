import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { Writable } from "node:stream";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { ServerStyleSheet } from "styled-components";
import { SECTIONS_LAID_OUT_ATTRIBUTE } from "@repo/call-sheet/layOutSections";
import { SHARE_PORTAL_TEXTS } from "@repo/contracts/sharing/texts";
import { createQueryClient } from "shell/queryClient";
import { UiProviders } from "shell/UiProviders";
import { PortalRouteError } from "../components/PortalNotFound.tsx";
import { ChangesReadContext, changesReadIn, forgetChangesReadCookie } from "../features/shared-call-sheet/lib/changesRead.ts";
import { SharedCallSheetPage } from "../features/shared-call-sheet/SharedCallSheetPage.tsx";
import { type FirstResponse, parseFirstResponse, seedFirstResponse } from "./firstResponse.ts";
import { PortalFrame } from "./PortalFrame.tsx";
import { later } from "./routes.tsx";
import { LAID_OUT_BY_SERVER, SERVER_STYLES_ATTRIBUTE } from "./takeOver.ts";

/** For the portal server (server/portalHandler.mjs): the request cookie that says which list of changes was closed, and its removal. */
export { changesReadIn, forgetChangesReadCookie, parseFirstResponse };
export type { FirstResponse };

/**
 * The portal server's render of a shared view (docs/on-set.md): the same tree the browser renders for
 * /shared-call-sheet/{id} (the kit's providers, the portal's frame, the page), from the API's answers, with
 * every style it uses collected (styled-components' ServerStyleSheet), so the HTML paints the sheet with no
 * script, its first frame laid out whole (`htmlAttributes`, for `<html>`). Runs in the server's bundle
 * (`shell/*` is the kit's source there, not the federation remote).
 */
export async function renderSharedView(first: FirstResponse): Promise<{ html: string; styles: string; title: string; htmlAttributes: string }> {
  const queryClient = createQueryClient();
  seedFirstResponse(queryClient, first);
  const router = createMemoryRouter(
    [{ element: <PortalFrame />, errorElement: <PortalRouteError />, children: [{ path: "/shared-call-sheet/:id", element: later(<SharedCallSheetPage />) }] }],
    { initialEntries: [`/shared-call-sheet/${first.callSheetId}`] },
  );
  const sheet = new ServerStyleSheet();
  try {
    const html = await renderToHtml(
      sheet.collectStyles(
        <UiProviders>
          <QueryClientProvider client={queryClient}>
            <ChangesReadContext value={first.changesRead}>
              <RouterProvider router={router} />
            </ChangesReadContext>
          </QueryClientProvider>
        </UiProviders>,
      ),
    );
    return {
      html,
      styles: serverStyleTags(sheet.getStyleTags()),
      title: `${first.sheet.callSheet.shootingTitle} · ${SHARE_PORTAL_TEXTS.titles.sharedView}`,
      // For <html>: the first frame lays out every section (src/app/takeOver.ts says why).
      htmlAttributes: `${SECTIONS_LAID_OUT_ATTRIBUTE}="${LAID_OUT_BY_SERVER}"`,
    };
  } finally {
    sheet.seal();
    queryClient.clear();
  }
}

/**
 * styled-components' style tags as the server's page carries them: under a name the browser's styled-components
 * leaves alone (takeOver.ts, SERVER_STYLES_ATTRIBUTE says why), without the markers (`data-styled.gN[id=..]`
 * rules, `/*!sc*\/` comments) that only its taking over of the tags reads.
 */
function serverStyleTags(tags: string): string {
  return tags
    .replace(/<style\b[^>]*>/g, (tag) => tag.replace(/\s+data-styled(-version)?="[^"]*"/g, "").replace("<style", `<style ${SERVER_STYLES_ATTRIBUTE}`))
    .replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g, "")
    .replace(/\/\*!sc\*\/\s*/g, "");
}

/**
 * The whole tree as one string, once everything in it is ready (a lazy part included). A part that throws
 * fails the render: the server then answers the shell and the browser renders the page itself.
 */
function renderToHtml(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failure: unknown;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        if (failure) reject(failure);
        else resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    const stream = renderToPipeableStream(tree, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        failure ??= error;
      },
    });
    setTimeout(() => stream.abort(new Error("render timed out")), 5000).unref();
  });
}
