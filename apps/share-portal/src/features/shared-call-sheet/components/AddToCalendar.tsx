import { CONFIRMATION_URLS } from "@repo/contracts/sharing/confirmations";
import { REVISION_VIEW_TEXTS } from "@repo/contracts/sharing/revisionViewTexts";
import { ButtonLink } from "shell/portalKit";

/**
 * 'Add to calendar': the collaborator's calendar event for the shoot (the API's .ics, the same event the
 * e-mails carry: one UID per sheet and collaborator, so adding it again updates it). A link, because it
 * downloads a file with no script; it looks like the bar's outline buttons (the kit's ButtonLink).
 */
export function AddToCalendar({ callSheetId, revision }: { callSheetId: number; revision: number | null }) {
  return (
    <ButtonLink $variant="outline" href={CONFIRMATION_URLS.calendar(callSheetId)} download aria-label={REVISION_VIEW_TEXTS.addToCalendarLabel(revision)}>
      {REVISION_VIEW_TEXTS.addToCalendar}
    </ButtonLink>
  );
}
