import { useEffect, useState } from "react";
import { flushSync } from "react-dom";

/**
 * When the sheet is printed, for 'REV N, printed {date}': the time the view opened, moved to the moment
 * the print dialog opens (`beforeprint`, Ctrl+P as well as the Print button). flushSync: the browser lays
 * out the printout right after the event, before React would render on its own.
 */
export function usePrintedAt(): Date {
  const [printedAt, setPrintedAt] = useState(() => new Date());
  useEffect(() => {
    const stamp = () => flushSync(() => setPrintedAt(new Date()));
    window.addEventListener("beforeprint", stamp);
    return () => window.removeEventListener("beforeprint", stamp);
  }, []);
  return printedAt;
}
