import styled from "styled-components";
import { Spinner } from "shell/Spinner";

const Centre = styled.main`
  min-height: 60vh;
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** A wait with words: 'Checking authentication...', 'Loading call sheet...' (spec §2). */
export function StatusScreen({ text }: { text: string }) {
  return (
    <Centre>
      <Spinner size={32} label={text} />
      <p aria-hidden>{text}</p>
    </Centre>
  );
}
