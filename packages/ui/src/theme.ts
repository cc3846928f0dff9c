/**
 * Design tokens. The brand colour can be set when the shell is built (VITE_BRAND_PRIMARY), and because
 * the three apps take the theme from the shell at run time, a shell redeploy restyles all of them.
 */
const brandPrimary = import.meta.env.VITE_BRAND_PRIMARY ?? "#1f2937";

export const theme = {
  colors: {
    primary: brandPrimary,
    primaryText: "#ffffff",
    background: "#f8fafc",
    surface: "#ffffff",
    text: "#0f172a",
    mutedText: "#475569",
    border: "#cbd5e1",
    focus: "#2563eb",
    destructive: "#b91c1c",
    destructiveText: "#ffffff",
    success: "#15803d",
    skeleton: "#e2e8f0",
    /**
     * Toasts: light on dark, so one stands out over a white page and a white dialog alike (a white toast
     * read as grey on white). Text 17.1:1, action 13.5:1 on the surface (WCAG AA asks 4.5:1).
     */
    toastSurface: "#0f172a",
    toastText: "#f8fafc",
    toastAction: "#bae6fd",
  },
  radii: { sm: "4px", md: "8px", lg: "12px" },
  space: (n: number) => `${n * 4}px`,
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  breakpoints: { md: "768px" },
  shadows: { card: "0 1px 3px rgba(15, 23, 42, 0.12)", overlay: "0 10px 30px rgba(15, 23, 42, 0.25)" },
} as const;

export type Theme = typeof theme;

/** `${media.md}` in a styled template: from medium screens up. */
export const media = { md: `@media (min-width: ${theme.breakpoints.md})` } as const;
