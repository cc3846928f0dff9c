import fs from "node:fs";
import path from "node:path";
import { repoRoot } from "../../scripts/lib/stack.mjs";
import { startThrowawayStack } from "../../scripts/lib/throwawayStack.mjs";
import { E2E_ADMIN_EMAIL, MAIL_DIR_ENV, startMailCatcher } from "./mail.ts";

/**
 * The real stack for the browser tests (API on a throwaway SQLite database, nginx from the route table).
 * The shell is served from a copy, so a test can redeploy it without touching dist/.
 * Invitations go over real SMTP to a listener that writes each message as a raw .eml into <work>/mail
 * (E2E_MAIL_DIR; e2e/support/mail.ts reads them).
 */
export default async function globalSetup() {
  let mailDir = "";
  const mail = await startMailCatcher(() => mailDir);
  let stack: Awaited<ReturnType<typeof startThrowawayStack>>;
  try {
    stack = await startThrowawayStack({
      label: "e2e",
      // Comment digests after 2 s instead of 10 minutes, so the browser test sees one arrive.
      env: { NODE_ENV: "test", SMTP_URL: mail.url, COMMENT_NOTIFY_DELAY_S: "2", ADMIN_EMAIL: E2E_ADMIN_EMAIL },
      roots: (work) => {
        mailDir = path.join(work, "mail");
        fs.mkdirSync(mailDir, { recursive: true });
        const servedShell = path.join(work, "shell");
        fs.cpSync(path.join(repoRoot, "apps/shell/dist"), servedShell, { recursive: true });
        return { shell: servedShell };
      },
      onApiOutput: (text: string) => {
        if (/"level":(50|60)/.test(text)) process.stderr.write(text);
      },
    });
  } catch (error) {
    await mail.close();
    throw error;
  }
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_WORK_DIR = stack.work;
  process.env.E2E_SERVED_SHELL = path.join(stack.work, "shell");
  process.env[MAIL_DIR_ENV] = mailDir;
  return async () => {
    await stack.stop();
    await mail.close();
  };
}
