import { useEffect, useRef } from "react";
import { layOutEverySection } from "@repo/call-sheet/layOutSections";
import { CALL_SHEET_SECTION_IDS } from "@repo/contracts/callSheets/constants";

const SECTION_IDS: ReadonlySet<string> = new Set(CALL_SHEET_SECTION_IDS);

/**
 * Opens the sheet at the section its address names (`/shared-call-sheet/12#team`: the producer's Comments
 * view links there, issue 23). The browser's own jump happens before the sheet is fetched and rendered, so
 * it finds nothing: once the document is shown, the section is scrolled to, once per page load.
 */
export function useScrollToAddressSection(shown: boolean): void {
  const done = useRef(false);
  useEffect(() => {
    if (!shown || done.current) return;
    done.current = true;
    const sectionId = decodeURIComponent(window.location.hash.slice(1));
    if (!SECTION_IDS.has(sectionId)) return;
    const target = document.getElementById(sectionId);
    if (!target) return;
    layOutEverySection();
    target.scrollIntoView({ block: "start" });
  }, [shown]);
}
