import { COMPANY } from "@repo/contracts/common/constants";

/** Where invitations come from when MAIL_FROM is unset (fine for Mailpit and the outbox; set it for real mail). */
export const DEFAULT_MAIL_FROM = `"${COMPANY.name}" <no-reply@localhost>`;

// `"Display Name" <address>`, `Display Name <address>` or a bare address.
const NAMED = /^\s*(?:"([^"\\]*)"|([^"<>]*?))\s*<([^<>\s]+)>\s*$/;
// A plain local part and a host name. Not zod's email: it wants a dotted domain, and no-reply@localhost is
// the honest sender of a development machine.
const ADDRESS = /^[^\s@<>"(),;:\\[\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

/**
 * True when MAIL_FROM is an address or a named address. Line breaks are refused outright: the value becomes
 * a header, and a newline in a header is how headers get injected.
 */
export function isMailFrom(value: string): boolean {
  if (/[\r\n]/.test(value)) return false;
  const named = NAMED.exec(value);
  return ADDRESS.test(named?.[3] ?? value.trim());
}

/** True for a bare address (a recipient): a local part and a host name, no display name. */
export function isMailAddress(value: string): boolean {
  return ADDRESS.test(value);
}

/**
 * The sender of one message: MAIL_FROM's address, under `displayName` when the message gives one
 * ("Ana Petrović via Studio Production"), else MAIL_FROM as configured. The address never changes per
 * message: it is the one the mail server may send for (SPF, DKIM). nodemailer quotes and encodes the name.
 */
export function senderOf(mailFrom: string, displayName: string | undefined): string | { name: string; address: string } {
  if (displayName === undefined) return mailFrom;
  const address = NAMED.exec(mailFrom)?.[3] ?? mailFrom.trim();
  return { name: displayName, address };
}
