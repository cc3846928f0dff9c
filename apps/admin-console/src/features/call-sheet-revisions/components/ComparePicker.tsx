import { useId } from "react";
import styled from "styled-components";
import { REVISION_EDITOR_TEXTS as TEXTS } from "@repo/contracts/adminConsole/revisionEditorTexts";
import { Button } from "shell/Button";
import { Label, NativeSelect } from "shell/Input";

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  & > div { flex: 1 1 7rem; }
`;

/** Pick two revisions (From, To, newest first in each list) and compare them. */
export function ComparePicker({
  numbers,
  from,
  to,
  onChange,
  onCompare,
}: {
  numbers: number[];
  from: number;
  to: number;
  onChange: (picked: { from: number; to: number }) => void;
  onCompare: () => void;
}) {
  const fromId = useId();
  const toId = useId();
  return (
    <Form
      aria-label={TEXTS.compare}
      onSubmit={(event) => {
        event.preventDefault();
        onCompare();
      }}
    >
      <div>
        <Label htmlFor={fromId}>{TEXTS.compareFrom}</Label>
        <NativeSelect id={fromId} value={from} onChange={(event) => onChange({ from: Number(event.target.value), to })}>
          {numbers.map((number) => (
            <option key={number} value={number}>
              {TEXTS.revisionLabel(number)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div>
        <Label htmlFor={toId}>{TEXTS.compareTo}</Label>
        <NativeSelect id={toId} value={to} onChange={(event) => onChange({ from, to: Number(event.target.value) })}>
          {numbers.map((number) => (
            <option key={number} value={number}>
              {TEXTS.revisionLabel(number)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" $variant="primary">
        {TEXTS.compare}
      </Button>
    </Form>
  );
}
