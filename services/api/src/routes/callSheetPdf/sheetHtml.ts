import type { CallSheet } from "@repo/contracts/callSheetEditor";
import { parseSectionText } from "@repo/contracts/callSheetSections";

// INTERIM until @repo/call-sheet/renderHtml lands: a plain document of the title and the scenes, so the
// renderer and the route can be built and measured. Replaced by renderCallSheetHtml(parseCallSheet(sheet)).
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function callSheetHtml(sheet: CallSheet): string {
  const scenes = parseSectionText("sceneSchedule", sheet.sceneSchedule);
  const rows = (scenes.success ? scenes.data : []).map((scene) => `<section><h2>${escape(scene.name)}</h2><p>${escape(scene.description)}</p></section>`);
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escape(sheet.shootingTitle)}</title></head><body><h1>${escape(sheet.shootingTitle)}</h1>${rows.join("")}</body></html>`;
}
