import { NOT_FOUND_SCREEN } from "@repo/contracts/common/texts";
import { MessageScreen } from "./MessageScreen.tsx";

export function NotFoundScreen() {
  return <MessageScreen title={NOT_FOUND_SCREEN.title} text={NOT_FOUND_SCREEN.hint} />;
}
