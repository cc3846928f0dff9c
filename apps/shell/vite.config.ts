import { sharedSingletons } from "../../federation.shared.ts";
import { exposes } from "./exposes.ts";
import { shellBuild } from "./shellBuild.ts";

// The shell is the federation remote: the UI kit and app-frame pieces, served at /shell/.
export default shellBuild({ filename: "remoteEntry.js", exposes, shared: sharedSingletons, emptyOutDir: true });
