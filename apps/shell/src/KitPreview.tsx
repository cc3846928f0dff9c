import { useState } from "react";
import styled from "styled-components";
import { AppProviders } from "../../../packages/ui/src/AppProviders.tsx";
import { Button } from "../../../packages/ui/src/Button.tsx";
import { Card, CardTitle } from "../../../packages/ui/src/Card.tsx";
import { Checkbox } from "../../../packages/ui/src/Checkbox.tsx";
import { Dialog, DialogActions } from "../../../packages/ui/src/Dialog.tsx";
import { Input, Label } from "../../../packages/ui/src/Input.tsx";
import { RadioGroup } from "../../../packages/ui/src/RadioGroup.tsx";
import { Select } from "../../../packages/ui/src/Select.tsx";
import { Skeleton } from "../../../packages/ui/src/Skeleton.tsx";
import { Spinner } from "../../../packages/ui/src/Spinner.tsx";
import { toast } from "../../../packages/ui/src/toast.tsx";

const Stack = styled.main`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)};
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

/** The shell's own page (/shell/): every kit component on one screen, to look at after a kit change. */
export function KitPreview() {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [gender, setGender] = useState<"male" | "female">();
  return (
    <AppProviders>
      <Stack>
        <h1>UI kit</h1>
        <Card>
          <CardTitle>Buttons</CardTitle>
          <Row>
            <Button>Primary</Button>
            <Button $variant="outline">Outline</Button>
            <Button $variant="destructive">Destructive</Button>
            <Button disabled>Disabled</Button>
          </Row>
        </Card>
        <Card>
          <CardTitle>Fields</CardTitle>
          <Label htmlFor="preview-input">Input</Label>
          <Input id="preview-input" placeholder="@username" />
          <Checkbox label="Checkbox" description="With a description" />
          <RadioGroup legend="Radio group" name="gender" value={gender} onChange={setGender} options={[{ value: "male", label: "Male" }, { value: "female", label: "Female" }]} />
          <Select aria-label="Select" placeholder="Select country..." isClearable options={[{ value: "RS", label: "Serbia" }]} />
        </Card>
        <Card>
          <CardTitle>Feedback</CardTitle>
          <Row>
            <Spinner />
            <Skeleton $width="200px" />
            <Button onClick={() => toast({ title: "Saved", description: "A default toast." })}>Toast</Button>
            <Button $variant="destructive" onClick={() => toast({ title: "Failed", description: "A destructive toast.", variant: "destructive" })}>
              Destructive toast
            </Button>
            <Button $variant="outline" onClick={() => setDialogOpen(true)}>Dialog</Button>
          </Row>
        </Card>
        <Dialog open={dialogOpen} onOpenChange={setDialogOpen} title="Delete Call Sheet" description="A confirm dialog.">
          <DialogActions>
            <Button $variant="outline" onClick={() => setDialogOpen(false)}>Cancel</Button>
            <Button $variant="destructive" onClick={() => setDialogOpen(false)}>Delete</Button>
          </DialogActions>
        </Dialog>
      </Stack>
    </AppProviders>
  );
}
