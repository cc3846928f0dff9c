import fs from "node:fs";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { createServer, type Plugin } from "vite";
import { countryListPlugin } from "./countryList.plugin.ts";

/**
 * After the build, writes dist/landing.html: index.html with the static top of `/` (logo, heading, intro)
 * already in #root, styled. The gateway serves it for `/` only (gateway/routes.mjs), so the first paint
 * needs no script; React then renders the same markup and the form below it.
 */
export function prerenderLandingPlugin(): Plugin {
  let outDir = "";
  let root = "";
  return {
    name: "prerender-landing",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const server = await createServer({
        root,
        configFile: false,
        logLevel: "error",
        appType: "custom",
        server: { middlewareMode: true, hmr: false, ws: false },
        // Node's ESM import of styled-components' CommonJS build loses its default export; let Vite bundle it.
        ssr: { noExternal: ["styled-components"] },
        optimizeDeps: { noDiscovery: true, include: [] },
        plugins: [react(), countryListPlugin()],
      });
      try {
        const { renderLanding } = (await server.ssrLoadModule("/src/prerender.tsx")) as { renderLanding: () => { html: string; css: string } };
        const { html, css } = renderLanding();
        const index = fs.readFileSync(path.join(outDir, "index.html"), "utf8");
        const landing = index
          .replace("</head>", `<style>${css}</style>\n  </head>`)
          .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
        if (landing === index) throw new Error("prerender-landing: index.html has no <div id=\"root\"></div> to fill");
        fs.writeFileSync(path.join(outDir, "landing.html"), landing);
      } finally {
        await server.close();
      }
    },
  };
}
