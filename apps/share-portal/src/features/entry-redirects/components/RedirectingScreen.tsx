import { SHARE_PORTAL_TEXTS } from "@repo/contracts/sharing/texts";
import { CentredStatus } from "../../../components/Centred.tsx";

/** What an entry link shows for the moment before it moves on. */
export function RedirectingScreen({ text = SHARE_PORTAL_TEXTS.redirecting }: { text?: string }) {
  return <CentredStatus text={text} />;
}
