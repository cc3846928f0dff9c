import type { ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { ErrorBoundary } from "./ErrorScreen.tsx";
import { GlobalStyle } from "./GlobalStyle.tsx";
import { theme } from "./theme.ts";
import { Toaster } from "./toast.tsx";

/**
 * The kit's own frame: theme and global style, the error screen for render failures, the toast region.
 * Needs only react and styled-components, so an app that shares nothing else (the public site) can use it.
 */
export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ErrorBoundary>{children}</ErrorBoundary>
      <Toaster />
    </ThemeProvider>
  );
}
