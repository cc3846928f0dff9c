import { useRef, type ReactNode } from "react";
import styled from "styled-components";
import { EDITOR_TEXTS, HEADER_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { useKeepToastsOff } from "shell/toast";
import { ButtonLink } from "../../../components/ButtonLink.tsx";
import { PdfButton } from "./PdfButton.tsx";

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Inner = styled.div`
  max-width: 1400px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
`;

/** Phones: the bar stays sticky, so it must stay short (about 160 px): one title line, two rows of actions. */
const PHONE = "@media (max-width: 700px)";

const Title = styled.div`
  flex: 1 1 16rem;
  min-width: 0;
  h1 { margin: 0; font-size: 1.375rem; line-height: 1.3; overflow-wrap: anywhere; }
  ${PHONE} { flex-basis: 100%; h1 { font-size: 1.125rem; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; } }
`;

const Actions = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  ${PHONE} {
    flex-basis: 100%;
    display: grid;
    /* Three a row: the six actions in two rows keep the sticky bar short. */
    grid-template-columns: repeat(3, minmax(0, 1fr));
    & > * { min-height: 40px; padding: 4px 6px; font-size: 0.8125rem; line-height: 1.2; text-align: center; justify-content: center; }
  }
`;


/**
 * The editor's sticky bar: which sheet, whether it is saved, the ways out (dashboard, print, PDF) and
 * `sharing` (Share, Collaborators, Comments: another feature's, given by the app). Toasts keep off it (on a
 * phone they would otherwise sit on it for 5 s).
 */
export function EditorHeader({ id, title, status, sharing }: { id: string; title: string; status: ReactNode; sharing?: ReactNode }) {
  const bar = useRef<HTMLElement>(null);
  useKeepToastsOff(bar);
  return (
    <Bar ref={bar}>
      <Inner>
        <Title>
          <h1 title={title}>{title}</h1>
          {status}
        </Title>
        <Actions aria-label={HEADER_TEXTS.actions}>
          <ButtonLink to="/admin/dashboard">{EDITOR_TEXTS.backToDashboard}</ButtonLink>
          <ButtonLink to={`/admin/call-sheet-print/${id}`}>{EDITOR_TEXTS.print}</ButtonLink>
          <PdfButton id={id} />
          {sharing}
        </Actions>
      </Inner>
    </Bar>
  );
}
