import type { MouseEvent } from "react";
import { layOutEverySection } from "@repo/call-sheet/layOutSections";
import { focusForReading } from "./focusForReading.ts";

/**
 * A link's press that scrolls to a section of the document, smoothly, without putting the hash in the
 * history (Back should leave the page, not the section), to where the section really is: the sections on
 * the way are laid out first, not guessed. The focus goes with it (keyboard users land in the section).
 */
export function scrollToSection(event: MouseEvent<HTMLAnchorElement>, sectionId: string, { focus = false } = {}): void {
  const target = document.getElementById(sectionId);
  if (!target) return;
  event.preventDefault();
  layOutEverySection();
  target.scrollIntoView({ behavior: "smooth", block: "start" });
  if (focus) focusForReading(target);
}
