import { useEffect, useId, useRef, type ReactNode } from "react";
import styled from "styled-components";
import { Button } from "shell/Button";
import { useKeepToastsOff } from "shell/toast";

// A drawer on the right from tablets up; the whole width on a phone. Not modal: the producer may keep
// editing beside it (and a modal <dialog> would put the toasts under its backdrop).
const Panel = styled.aside<{ $width: number }>`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 30;
  width: min(100vw, ${({ $width }) => $width}px);
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  @media print { display: none; }
`;

// The heading takes the room left; links beside it and Close sit on the right (below it on a narrow phone).
const Head = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 { flex: 1 1 12rem; margin: 0; font-size: 1.125rem; }
  h2:focus { outline: none; }
  a { font-weight: 600; color: ${({ theme }) => theme.colors.focus}; }
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space(4)};
  @media (max-width: 480px) { padding: ${({ theme }) => theme.space(3)}; }
`;

type SidePanelProps = {
  title: string;
  onClose: () => void;
  /** The Close button's text (the feature's contracts texts). */
  closeLabel: string;
  /** Its widest, in CSS pixels; a phone gets the whole width. */
  width?: number;
  /** Links beside the heading, before Close (a way back, for one). */
  headActions?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of the editor's side panels (Collaborators, Comments, Revisions): a titled region with Close;
 * Escape closes too. The heading takes the focus when the title changes, so a screen reader starts where
 * the content does.
 */
export function SidePanel({ title, onClose, closeLabel, width = 520, headActions, children }: SidePanelProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const head = useRef<HTMLDivElement>(null);
  useEffect(() => heading.current?.focus(), [title]);
  // A toast (Resend, Revoke...) must not sit on the panel's title and Close.
  useKeepToastsOff(head);
  return (
    <Panel
      $width={width}
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        // A modal inside (a revoke confirmation) handles its own Escape.
        if (event.key === "Escape" && !event.defaultPrevented && !(event.target instanceof HTMLElement && event.target.closest("dialog"))) onClose();
      }}
    >
      <Head ref={head}>
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {title}
        </h2>
        {headActions}
        <Button $variant="outline" onClick={onClose}>
          {closeLabel}
        </Button>
      </Head>
      <Body>{children}</Body>
    </Panel>
  );
}
