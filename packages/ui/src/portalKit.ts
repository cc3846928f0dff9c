/**
 * The kit the share portal loads at start, as one module: the shell's portal entry (`/shell/portalEntry.js`,
 * apps/shell/vite.portal.config.ts) exposes it alone beside the lazily loaded share dialog. Exposed module
 * by module, the same code arrives as ~29 small files (each exposed module is a re-export facade plus its
 * chunks), and a phone on HTTP/1.1 fetches six files at a time, each found only when the one before it ran:
 * that queue was most of the shared sheet's time to show (Lighthouse, README "Benchmarks").
 * The portal takes the kit from that entry only (`shell/portalKit`, `shell/ShareDialog`): a module taken from
 * another of the shell's entries as well would be a second copy (the toasts keep state).
 */
export { ApiError, apiJson, apiRequest, serverMessage } from "./apiClient.ts";
export { Button, ButtonLink } from "./Button.tsx";
export { Card } from "./Card.tsx";
export { errorProps, Field } from "./Field.tsx";
export { FieldError, Input, Label, TextArea } from "./Input.tsx";
export { NotFoundScreen } from "./NotFoundScreen.tsx";
export { RouteErrorScreen } from "./RouteErrorScreen.tsx";
export { RoutedApp } from "./RoutedApp.tsx";
export { Spinner } from "./Spinner.tsx";
export { toast, useKeepToastsOff } from "./toast.tsx";
