import type { Plugin } from "vite";
import { JAVASCRIPT_REQUIRED } from "./packages/contracts/src/common/texts.ts";
import { escapeHtml } from "./packages/mail/src/escapeHtml.ts";

/**
 * Every app's HTML says what is wrong when the browser runs no scripts (contracts JAVASCRIPT_REQUIRED), at
 * the top of the page, and hides the loading indicator painted before the scripts (`.boot`, the share
 * portal's index.html), which would otherwise spin forever. Inline styles only (the CSP allows them, not
 * inline scripts); nothing changes for a browser that runs scripts.
 */
export function noscriptNotice(): Plugin {
  return {
    name: "noscript-notice",
    transformIndexHtml: () => [
      { tag: "noscript", children: "<style>.boot{display:none}</style>", injectTo: "head" },
      {
        tag: "noscript",
        children: `<p role="alert" style="margin:0;padding:12px 16px;background:#fef3c7;color:#1f2937;font:16px/1.5 system-ui,sans-serif;text-align:center">${escapeHtml(JAVASCRIPT_REQUIRED)}</p>`,
        injectTo: "body-prepend",
      },
    ],
  };
}
