import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";
import { AppProviders } from "./AppProviders.tsx";

/** Renders inside the same providers the apps use (theme, query client, error boundary, toaster). */
export function renderWithProviders(ui: ReactElement): RenderResult {
  return render(<AppProviders>{ui}</AppProviders>);
}
