import { useEffect, useId, useRef, type ReactNode } from "react";
import styled from "styled-components";
import { COLLABORATORS_TEXTS as TEXTS } from "@repo/contracts/adminConsole/collaboratorsTexts";
import { Button } from "shell/Button";
import { useKeepToastsOff } from "shell/toast";

// A drawer on the right from tablets up; the whole width on a phone. Not modal: the producer may keep
// editing beside it (and a modal <dialog> would put the toasts under its backdrop).
const Panel = styled.aside`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 30;
  width: min(100vw, 520px);
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  @media print { display: none; }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 { margin: 0; font-size: 1.125rem; }
  h2:focus { outline: none; }
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space(4)};
`;

/**
 * The Collaborators panel's and the Comments view's frame: a titled region with Close; Escape closes too.
 * The heading takes the focus when it opens, so a screen reader starts where the content does.
 */
export function SidePanel({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const head = useRef<HTMLDivElement>(null);
  useEffect(() => heading.current?.focus(), [title]);
  // A toast (Resend, Revoke) must not sit on the panel's title and Close.
  useKeepToastsOff(head);
  return (
    <Panel
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        // A revoke confirmation (a modal inside) handles its own Escape.
        if (event.key === "Escape" && !event.defaultPrevented && !(event.target instanceof HTMLElement && event.target.closest("dialog"))) onClose();
      }}
    >
      <Head ref={head}>
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {title}
        </h2>
        <Button $variant="outline" onClick={onClose}>
          {TEXTS.close}
        </Button>
      </Head>
      <Body>{children}</Body>
    </Panel>
  );
}
