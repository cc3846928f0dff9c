import { useState } from "react";
import { useNavigate } from "react-router-dom";
import styled from "styled-components";
import { DASHBOARD } from "@repo/contracts/adminConsole/texts";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import { Button } from "shell/Button";
import { Card, CardTitle } from "shell/Card";
import { Field } from "shell/Field";
import { Input } from "shell/Input";
import { toast } from "shell/toast";
import { useCreateCallSheet } from "../../../lib/callSheets.ts";

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-end;
  > div { flex: 1 1 260px; margin-bottom: 0; }
`;

/** 'Call Sheet': a title, then the new sheet's page (spec §2). */
export function CallSheetCard() {
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | undefined>();
  const create = useCreateCallSheet();
  const navigate = useNavigate();
  return (
    <Card>
      <CardTitle>{DASHBOARD.callSheet.title}</CardTitle>
      <Row
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!title.trim()) {
            setError(CALL_SHEET_MESSAGES.titleRequired);
            return;
          }
          setError(undefined);
          create.mutate(title.trim(), {
            onSuccess: (sheet) => {
              toast({ title: DASHBOARD.toasts.successTitle, description: DASHBOARD.toasts.callSheetCreated });
              navigate(`/admin/call-sheet/${sheet.id}`);
            },
            onError: (failure) => toast({ variant: "destructive", title: DASHBOARD.toasts.errorTitle, description: failure.message || DASHBOARD.toasts.callSheetCreateFailed }),
          });
        }}
      >
        <Field id="shooting-title" label={DASHBOARD.callSheet.shootingTitle} error={error}>
          <Input
            id="shooting-title"
            placeholder={DASHBOARD.callSheet.shootingTitlePlaceholder}
            value={title}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "shooting-title-error" : undefined}
            onChange={(event) => setTitle(event.target.value)}
          />
        </Field>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? DASHBOARD.callSheet.creating : DASHBOARD.callSheet.create}
        </Button>
      </Row>
    </Card>
  );
}
