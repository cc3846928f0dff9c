import { useState, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { ThemeProvider } from "styled-components";
import { ErrorBoundary } from "./ErrorScreen.tsx";
import { GlobalStyle } from "./GlobalStyle.tsx";
import { createQueryClient } from "./queryClient.ts";
import { theme } from "./theme.ts";
import { Toaster } from "./toast.tsx";

/**
 * Everything an app needs around its router: the theme and global style, one query client with the spec's
 * defaults, the error screen for render failures, and the toast region.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <QueryClientProvider client={queryClient}>
        <ErrorBoundary>{children}</ErrorBoundary>
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
