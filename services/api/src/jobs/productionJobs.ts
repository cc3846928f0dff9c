import type { Mailer } from "../mail/Mailer.ts";
import type { JobHandler } from "./jobKind.ts";
import { mailSendHandler } from "./kinds/mailSend.ts";

/** Every job kind the API runs in production, with what their handlers need. */
export function productionJobHandlers(deps: { mailer: Mailer }): JobHandler[] {
  return [mailSendHandler(deps.mailer)];
}
