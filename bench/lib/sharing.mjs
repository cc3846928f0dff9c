// Shared by bench/first-load, bench/lighthouse and bench/sharing: a full call sheet stored through the API,
// shared with a collaborator, the invitation read back (from the outbox folder or an SMTP listener) and a
// grant won with its token, e-mail and password, as the access gate wins it.
import fs from "node:fs";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import { cookieOf, fullSheet, signInAdmin, storeFullSheet } from "./callSheet.mjs";

const { readMessage } = await tsImport("../../services/api/src/mail/testing/readMessage.ts", import.meta.url);

export { cookieOf, fullSheet, signInAdmin, storeFullSheet };

export const INVITATION_MESSAGE = "Call time 06:30 at the King Charles VI gate. Bring the linen samples, please.";

/** POST /api/call-sheet-shares as the share dialog sends one row; resolves to the parsed answer. */
export async function share(url, cookie, callSheetId, email, role = "commenter") {
  const response = await fetch(`${url}/api/call-sheet-shares`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ callSheetId, email, role, message: INVITATION_MESSAGE }),
  });
  const body = await response.json();
  if (response.status !== 201) throw new Error(`share with ${email}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** The token and password of an invitation's raw MIME text (the link's path and the "password:" line). */
export function invitationCredentials(raw) {
  const { text } = readMessage(raw);
  const token = /\/call-sheet\/([^?\s]+)\?/.exec(text ?? "")?.[1];
  const password = /password:\s*(\S+)/i.exec(text ?? "")?.[1];
  if (!token || !password) throw new Error("no link or password in the invitation");
  return { token: decodeURIComponent(token), password };
}

/**
 * The newest .eml of the outbox folder for `email` (OutboxMailer names files after the recipient). The API's
 * jobs runner writes it after the share was answered (within a poll, ~1 s), so it is waited for.
 */
export async function outboxInvitation(outboxDir, email, timeoutMs = 15_000) {
  const who = email.replace(/@/g, "_");
  for (const deadline = Date.now() + timeoutMs; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const file = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).filter((name) => name.includes(who) && name.endsWith(".eml")).sort().at(-1) : undefined;
    if (file) return fs.readFileSync(path.join(outboxDir, file), "latin1");
    if (Date.now() > deadline) throw new Error(`no invitation to ${email} in ${outboxDir}`);
  }
}

/**
 * POST /api/call-sheet-access with the invitation's credentials (what the gate sends): the grant's cookie. The
 * credentials go live when the jobs runner records the delivery (docs/jobs.md: in the transaction that marks
 * the job done, after the mail server accepted it), so a mail read the moment it arrives may still be a 404
 * for a few milliseconds: asked again for up to 5 s.
 */
export async function winGrant(url, { token, email, password }) {
  for (const deadline = Date.now() + 5_000; ; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const response = await fetch(`${url}/api/call-sheet-access`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token, email, password }) });
    if (response.ok) return cookieOf(response);
    if (response.status !== 404 || Date.now() > deadline) throw new Error(`call-sheet-access: ${response.status} ${await response.text()}`);
    await response.body?.cancel();
  }
}

/**
 * On a throwaway stack (no SMTP_URL: invitations land in DATA_DIR/outbox): the admin stores the full sheet
 * and shares it with a commenter. Returns the sheet id, the collaborator's e-mail and the invitation's credentials.
 */
export async function sharedSheetOnStack(stack, adminPassword, email = "bench.collaborator@example.com") {
  const admin = await signInAdmin(stack.url, adminPassword);
  const callSheetId = await storeFullSheet(stack.url, admin);
  await share(stack.url, admin, callSheetId, email);
  const credentials = invitationCredentials(await outboxInvitation(path.join(stack.work, "data", "outbox"), email));
  return { callSheetId, email, ...credentials, title: fullSheet.shootingTitle };
}
