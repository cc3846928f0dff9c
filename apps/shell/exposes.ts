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
  // Loaded by Select on first use. Exposed as an entry of its own: as a plain dynamic import inside the
  // kit, @module-federation/vite 1.23 regrouped the shell's share proxies and the admin console's
  // QueryClient came out undefined ("e is not a constructor"); the federation browser tests catch that.
  "./ThemedReactSelect": ui("ThemedReactSelect.tsx"),
  "./Dialog": ui("Dialog.tsx"),
  "./Tabs": ui("Tabs.tsx"),
  "./Spinner": ui("Spinner.tsx"),
  "./Skeleton": ui("Skeleton.tsx"),
  "./toast": ui("toast.tsx"),
  "./ErrorScreen": ui("ErrorScreen.tsx"),
  "./NotFoundScreen": ui("NotFoundScreen.tsx"),
  "./RouteErrorScreen": ui("RouteErrorScreen.tsx"),
  "./apiClient": ui("apiClient.ts"),
  "./queryClient": ui("queryClient.ts"),
  "./adminSession": ui("adminSession.ts"),
  "./auth": ui("auth.tsx"),
  "./ProtectedRoute": ui("ProtectedRoute.tsx"),
};
