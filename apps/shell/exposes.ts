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
