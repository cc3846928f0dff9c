import { fileURLToPath } from "node:url";

const ui = (file: string) => fileURLToPath(new URL(`../../packages/ui/src/${file}`, import.meta.url));

/**
 * What the shell publishes, module by module. Hosts import `shell/<name>`; their type checker and their
 * vitest configs resolve the same names to packages/ui/src/<name> (see each app's tsconfig and vitest config).
 */
export const exposes = {
  "./AppProviders": ui("AppProviders.tsx"),
  "./UiProviders": ui("UiProviders.tsx"),
  "./RoutedApp": ui("RoutedApp.tsx"),
  "./theme": ui("theme.ts"),
  "./Button": ui("Button.tsx"),
  "./Input": ui("Input.tsx"),
  "./Field": ui("Field.tsx"),
  "./Card": ui("Card.tsx"),
  "./PageLayout": ui("PageLayout.tsx"),
  "./PendingScreen": ui("PendingScreen.tsx"),
  "./Checkbox": ui("Checkbox.tsx"),
  "./RadioGroup": ui("RadioGroup.tsx"),
  "./Select": ui("Select.tsx"),
  "./forms": ui("forms.ts"),
  // Loaded by Select on first use. Exposed as an entry of its own: as a plain dynamic import inside the
  // kit, @module-federation/vite 1.23 regrouped the shell's share proxies and the admin console's
  // QueryClient came out undefined ("e is not a constructor"); the federation browser tests catch that.
  "./ThemedReactSelect": ui("ThemedReactSelect.tsx"),
  "./Dialog": ui("Dialog.tsx"),
  "./Tabs": ui("Tabs.tsx"),
  "./Spinner": ui("Spinner.tsx"),
  "./Skeleton": ui("Skeleton.tsx"),
  "./VisuallyHidden": ui("VisuallyHidden.tsx"),
  "./toast": ui("toast.tsx"),
  "./ErrorScreen": ui("ErrorScreen.tsx"),
  "./NotFoundScreen": ui("NotFoundScreen.tsx"),
  "./RouteErrorScreen": ui("RouteErrorScreen.tsx"),
  "./apiClient": ui("apiClient.ts"),
  "./queryClient": ui("queryClient.ts"),
  "./adminSession": ui("adminSession.ts"),
  "./auth": ui("auth.tsx"),
  "./ProtectedRoute": ui("ProtectedRoute.tsx"),
  // Not UI-only: it searches users and posts shares with react-query. Feature code kept in the kit because
  // two hosts use it and the portal takes its kit from one entry (docs/front-end.md §3).
  "./ShareDialog": ui("ShareDialog.tsx"),
};

/**
 * The part of the kit that needs nothing but react, react-dom and styled-components: the second remote entry,
 * `/shell/uiEntry.js` (vite.ui.config.ts), for a host that shares only those (the public site). A remote's
 * init loads every tree-shaken share it declares, so the full entry would bring react-router-dom and
 * react-query (39 KB gzip) to a page that uses neither. federation.shared.test.ts keeps this list honest.
 */
export const UI_ONLY_EXPOSES = [
  "./UiProviders",
  "./theme",
  "./Button",
  "./Input",
  "./Field",
  "./Card",
  "./PageLayout",
  "./PendingScreen",
  "./Checkbox",
  "./RadioGroup",
  "./Select",
  "./forms",
  "./ThemedReactSelect",
  "./Dialog",
  "./Tabs",
  "./Spinner",
  "./Skeleton",
  "./VisuallyHidden",
  "./toast",
  "./ErrorScreen",
  "./NotFoundScreen",
  // Needs no react-query at run time (its QueryFunction import is a type): the public site posts with it.
  "./apiClient",
] as const satisfies readonly (keyof typeof exposes)[];

export const uiExposes = Object.fromEntries(UI_ONLY_EXPOSES.map((name) => [name, exposes[name]]));

/**
 * The share portal's entry, `/shell/portalEntry.js` (vite.portal.config.ts): its start-up kit as one module
 * (packages/ui/src/portalKit.ts, one or two files instead of ~29) and the share dialog an admin opens there.
 * It shares what the full entry shares.
 */
export const portalExposes = {
  "./portalKit": ui("portalKit.ts"),
  "./ShareDialog": exposes["./ShareDialog"],
};
