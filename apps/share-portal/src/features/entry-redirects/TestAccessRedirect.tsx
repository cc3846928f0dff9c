import { useEffect } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { SHARE_PORTAL_TEXTS } from "@repo/contracts/sharing/texts";
import { sharedViewPath } from "@repo/contracts/sharing/urls";
import { setTestCommenterFlags } from "../../lib/accessStorage.ts";
import { isNumericId } from "../../lib/isNumericId.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { requestTestAccess } from "./api/testAccess.ts";
import { RedirectingScreen } from "./components/RedirectingScreen.tsx";

/**
 * /easy-access/{id} (with the spec's local-storage flags) and /test-commenter/{id} (without): ask the
 * server for a test commenter session, then open the shared view with forceAuth=true. The flag and the
 * query are hints only; with test access off the view shows its login form.
 */
export function TestAccessRedirect({ setFlags }: { setFlags: boolean }) {
  const id = useParams().id ?? "";
  const navigate = useNavigate();
  usePageTitle(SHARE_PORTAL_TEXTS.titles.redirecting);
  useEffect(() => {
    if (!isNumericId(id)) {
      navigate("/", { replace: true });
      return;
    }
    let current = true;
    if (setFlags) setTestCommenterFlags(id);
    void requestTestAccess(Number(id)).then(() => {
      if (current) navigate(sharedViewPath(id, { forceAuth: "true" }), { replace: true });
    });
    return () => {
      current = false;
    };
  }, [id, setFlags, navigate]);
  return <RedirectingScreen />;
}
