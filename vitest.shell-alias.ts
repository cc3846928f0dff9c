import { fileURLToPath } from "node:url";

/** Under vitest the federation plugin is off, so `shell/<name>` points at the kit's source (see apps/shell/exposes.ts). */
export const shellSourceAlias = {
  find: /^shell\/(.*)$/,
  replacement: `${fileURLToPath(new URL("./packages/ui/src/", import.meta.url))}$1`,
};
