import { renderToString } from "react-dom/server";
import { ServerStyleSheet, ThemeProvider } from "styled-components";
// Build time only (prerender.plugin.ts): the kit's source, not the shell remote, which Node cannot load.
import { GlobalStyle } from "../../../packages/ui/src/GlobalStyle.tsx";
import { PageLayout } from "../../../packages/ui/src/PageLayout.tsx";
import { theme } from "../../../packages/ui/src/theme.ts";
import { RegistrationIntro } from "./features/registration/components/RegistrationIntro.tsx";

/** The static top of `/` as HTML and the CSS it needs, for landing.html. */
export function renderLanding(): { html: string; css: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <PageLayout>
            <RegistrationIntro />
          </PageLayout>
        </ThemeProvider>,
      ),
    );
    const css = sheet.instance.toString().replace(/\/\*!sc\*\/\s*/g, "").replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g, "");
    return { html, css };
  } finally {
    sheet.seal();
  }
}
