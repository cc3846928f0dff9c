import { useEffect, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useLocation, useNavigate } from "react-router-dom";
import styled from "styled-components";
import { ADMIN_LOGIN_PAGE } from "@repo/contracts/adminConsole/texts";
import { type LoginInput, loginSchema } from "@repo/contracts/auth/schemas";
import { ADMIN_PROBE_KEY, adminFlag, probeAdminSession, returnPathFrom } from "shell/adminSession";
import { serverMessageIn } from "shell/apiClient";
import { USER_QUERY_KEY } from "shell/auth";
import { Button } from "shell/Button";
import { Card } from "shell/Card";
import { toast } from "shell/toast";
import { SubmitButton, TextField } from "../../components/FormControls.tsx";
import { FullWidthButton, NarrowPage } from "../../components/NarrowPage.tsx";
import { adminLogin, debugTextOf } from "./api/adminLogin.ts";
import { useSignOutOnArrival } from "./signOutOnArrival.ts";

const Debug = styled.pre`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: ${({ theme }) => theme.space(3)};
  max-height: 240px;
  overflow: auto;
  white-space: pre-wrap;
  word-break: break-all;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: 0.8125rem;
`;

/** Where a sign-in goes when the address names no page to come back to (spec §7). */
const AFTER_SIGN_IN = "/admin/dashboard";

/**
 * /admin/login (spec §2, §7, §8): sign in, then confirm the session with the admin check before going
 * to the dashboard, or back to the page the session ended on (`?next=`, a path of this app only). A
 * failure clears and focuses the password; the raw answer is one toggle away. The username comes
 * prefilled, so the cursor starts in the password.
 */
export function AdminLoginPage() {
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { username: ADMIN_LOGIN_PAGE.defaultUsername, password: "" } });
  const { register, formState, setValue, setFocus } = form;
  const [debugText, setDebugText] = useState("");
  const [showDebug, setShowDebug] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  useSignOutOnArrival();
  useEffect(() => setFocus("password"), [setFocus]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      setDebugText(await adminLogin(values));
    } catch (error) {
      setDebugText(debugTextOf(error));
      adminFlag.clear();
      toast({ variant: "destructive", title: ADMIN_LOGIN_PAGE.failedTitle, description: serverMessageIn("en", error, ADMIN_LOGIN_PAGE.failedFallback) ?? ADMIN_LOGIN_PAGE.failedFallback });
      setValue("password", "");
      setFocus("password");
      return;
    }
    // No answer to the check (or a 5xx) is not a yes either.
    const verified = await probeAdminSession().catch(() => false);
    queryClient.setQueryData(ADMIN_PROBE_KEY, verified);
    if (!verified) {
      toast({ variant: "destructive", title: ADMIN_LOGIN_PAGE.failedTitle, description: ADMIN_LOGIN_PAGE.sessionCheckFailed });
      return;
    }
    await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    toast({ title: ADMIN_LOGIN_PAGE.successTitle, description: ADMIN_LOGIN_PAGE.successDescription });
    navigate(returnPathFrom(search, "/admin/login") ?? AFTER_SIGN_IN);
  });

  const errors = formState.errors;
  return (
    <NarrowPage>
      <Card>
        <h1>{ADMIN_LOGIN_PAGE.title}</h1>
        <form onSubmit={onSubmit} noValidate>
          <TextField id="username" label={ADMIN_LOGIN_PAGE.usernameLabel} error={errors.username?.message} autoComplete="username" registration={register("username")} />
          <TextField
            id="password"
            label={ADMIN_LOGIN_PAGE.passwordLabel}
            error={errors.password?.message}
            type="password"
            autoComplete="current-password"
            registration={register("password")}
          />
          <SubmitButton pending={formState.isSubmitting} label={ADMIN_LOGIN_PAGE.submit} pendingLabel={ADMIN_LOGIN_PAGE.submitting} />
        </form>
        <FullWidthButton>
          <Button $variant="ghost" aria-expanded={showDebug} aria-controls="debug-info" onClick={() => setShowDebug((shown) => !shown)}>
            {showDebug ? ADMIN_LOGIN_PAGE.hideDebug : ADMIN_LOGIN_PAGE.showDebug}
          </Button>
        </FullWidthButton>
        {showDebug ? (
          <Debug id="debug-info" aria-label={ADMIN_LOGIN_PAGE.debugHeading}>
            {debugText}
          </Debug>
        ) : null}
      </Card>
    </NarrowPage>
  );
}
