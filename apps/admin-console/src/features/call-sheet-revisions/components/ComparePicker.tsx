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

/** One end of the comparison: a labelled list of the revisions, newest first. */
function RevisionSelect({ label, numbers, value, onChange }: { label: string; numbers: number[]; value: number; onChange: (number: number) => void }) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {numbers.map((number) => (
          <option key={number} value={number}>
            {TEXTS.revisionLabel(number)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

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
  return (
    <Form
      aria-label={TEXTS.compare}
      onSubmit={(event) => {
        event.preventDefault();
        onCompare();
      }}
    >
      <RevisionSelect label={TEXTS.compareFrom} numbers={numbers} value={from} onChange={(picked) => onChange({ from: picked, to })} />
      <RevisionSelect label={TEXTS.compareTo} numbers={numbers} value={to} onChange={(picked) => onChange({ from, to: picked })} />
      <Button type="submit" $variant="primary">
        {TEXTS.compare}
      </Button>
    </Form>
  );
}
