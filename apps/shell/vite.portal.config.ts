import { sharedSingletons } from "../../federation.shared.ts";
import { portalExposes } from "./exposes.ts";
import { shellBuild } from "./shellBuild.ts";

// The shell's third remote entry, /shell/portalEntry.js: the share portal's kit (exposes.ts portalExposes).
// Built after vite.config.ts into the same folder (see package.json), like the UI-only entry.
export default shellBuild({ filename: "portalEntry.js", exposes: portalExposes, shared: sharedSingletons, emptyOutDir: false });
