import { useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { loadQrCode } from "@repo/call-sheet/paperQr";

/**
 * The QR code's library for the printout's paper stamp (@repo/call-sheet/paperQr), loaded once the sheet is
 * on screen and the browser is idle: never before the sheet is readable (the portal server's HTML carries
 * it), and before any print, the browser's own (a phone's menu, Ctrl+P) included, which lays the printout
 * out at once and cannot wait for a download. The Print button waits for it too (lib/paper.ts printSheet).
 */
export function useQrForPaper(): void {
  useEffect(() => {
    const load = () => void loadQrCode().catch(() => undefined);
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(load, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(load, 2000);
    return () => clearTimeout(timer);
  }, []);
}

/** Prints once the QR library is here (or could not come: the stamp then prints without the code). */
export async function printWithStamp(): Promise<void> {
  await loadQrCode().catch(() => undefined);
  window.print();
}

/**
 * When the sheet is printed, for the stamp's 'REV N, printed {date}': null until the print dialog opens
 * (`beforeprint`: the Print button and the browser's own print), then that moment. flushSync: the browser
 * lays the printout out right after the event, before React would render on its own. null on the portal
 * server and before any print, so the server's page and the app's first render are the same (no stamp).
 */
export function usePrintedAt(): Date | null {
  const [printedAt, setPrintedAt] = useState<Date | null>(null);
  useEffect(() => {
    const stamp = () => flushSync(() => setPrintedAt(new Date()));
    window.addEventListener("beforeprint", stamp);
    return () => window.removeEventListener("beforeprint", stamp);
  }, []);
  return printedAt;
}
