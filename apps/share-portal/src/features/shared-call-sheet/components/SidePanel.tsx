import { useId, useState, type ReactNode } from "react";
import styled from "styled-components";
import { SHARE_PORTAL_TEXTS } from "@repo/contracts/sharing/texts";

const Box = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  h2 { margin: 0; font-size: 1rem; }
  button { border: 0; background: none; color: ${({ theme }) => theme.colors.focus}; font: inherit; cursor: pointer; min-height: 32px; }
`;

const Body = styled.div`
  padding: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
`;

/** Wide screens show the side panels open; a phone starts them folded so the sheet comes first. */
function startsOpen(): boolean {
  if (import.meta.env.SSR) return false; // the portal server cannot know the width: folded, as on a phone (docs/on-set.md)
  return typeof window.matchMedia === "function" ? window.matchMedia("(min-width: 1200px)").matches : true;
}

/** A titled, collapsible panel of the shared view's side column (Comments Overview, Shared with). */
export function SidePanel({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(startsOpen);
  const bodyId = useId();
  const headingId = useId();
  return (
    <Box aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>{title}</h2>
        <button type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          {open ? SHARE_PORTAL_TEXTS.overviewHide : SHARE_PORTAL_TEXTS.overviewShow}
        </button>
      </Head>
      {open ? <Body id={bodyId}>{children}</Body> : null}
    </Box>
  );
}
