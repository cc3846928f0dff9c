import { sharedSubset, UI_ONLY_SINGLETONS } from "../../federation.shared.ts";
import { uiExposes } from "./exposes.ts";
import { shellBuild } from "./shellBuild.ts";

// The shell's second remote entry, /shell/uiEntry.js: the UI-only part of the kit (exposes.ts), sharing only
// react, react-dom and styled-components. Built after vite.config.ts into the same folder (see package.json):
// its chunks sit beside the full entry's under /shell/assets/, and one shell release updates both.
export default shellBuild({ filename: "uiEntry.js", exposes: uiExposes, shared: sharedSubset(UI_ONLY_SINGLETONS), emptyOutDir: false });
