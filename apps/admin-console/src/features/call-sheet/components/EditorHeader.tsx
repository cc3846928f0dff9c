import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import styled from "styled-components";
import { EDITOR_TRUST_TEXTS as TRUST } from "@repo/contracts/adminConsole/editorTrustTexts";
import { EDITOR_TEXTS, HEADER_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { useKeepToastsOff } from "shell/toast";
import { ButtonLink } from "../../../components/ButtonLink.tsx";
import type { SaveBeforeLeaving } from "../lib/useSaveBeforeLeaving.ts";
import { PdfButton } from "./PdfButton.tsx";

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/**
 * Phones: the bar is sticky, so it stays one title line, the save state and a menu button (about 80 px of
 * 812; two rows of buttons took ~300). Wider screens keep every action visible.
 */
const PHONE = "@media (max-width: 700px)";

const Inner = styled.div`
  position: relative;
  max-width: 1400px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  ${PHONE} { flex-wrap: nowrap; padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)}; }
`;

const Title = styled.div`
  flex: 1 1 16rem;
  min-width: 0;
  h1 { margin: 0; font-size: 1.375rem; line-height: 1.3; overflow-wrap: anywhere; }
  ${PHONE} { flex: 1 1 auto; h1 { font-size: 1.125rem; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; } }
`;

const MenuButton = styled.button`
  display: none;
  ${PHONE} {
    display: inline-flex;
    flex: none;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

const Actions = styled.nav<{ $open: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  ${PHONE} {
    /* The menu: under the bar's right edge, one action a row, as wide as the longest. */
    display: ${({ $open }) => ($open ? "grid" : "none")};
    position: absolute;
    top: calc(100% + 4px);
    right: ${({ theme }) => theme.space(3)};
    min-width: 15rem;
    max-width: calc(100vw - 24px);
    padding: ${({ theme }) => theme.space(2)};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.card}, 0 8px 24px rgb(0 0 0 / 0.18);
    & > a, & > button { min-height: 44px; justify-content: flex-start; }
  }
`;

/** The actions' focusable elements, in order (the menu's arrow keys move among them). */
const focusables = (nav: HTMLElement | null) => [...(nav?.querySelectorAll<HTMLElement>(":scope > a, :scope > button") ?? [])];

/** Print Call Sheet: a link (middle-click still opens a tab), that saves what is on screen before going. */
function PrintLink({ id, guard }: { id: string; guard: SaveBeforeLeaving }) {
  const navigate = useNavigate();
  const to = `/admin/call-sheet-print/${id}`;
  const [busy, setBusy] = useState(false);
  return (
    <ButtonLink
      to={to}
      aria-busy={busy}
      onClick={(event) => {
        if (!guard.needed() || event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        void guard
          .run(EDITOR_TEXTS.print)
          .then((saved) => saved && navigate(to))
          .finally(() => setBusy(false));
      }}
    >
      {busy ? TRUST.savingFirst : EDITOR_TEXTS.print}
    </ButtonLink>
  );
}

/**
 * The editor's sticky bar: which sheet, whether it is saved, the ways out (dashboard, print, PDF) and
 * `sharing` (Share, Collaborators, Comments: another feature's, given by the app). Print and the PDF save
 * what is on screen first (`guard`). On a phone the actions are in a menu (a disclosure: the button says
 * whether it is open, arrow keys and Tab reach the actions, Escape and a click outside close it). Toasts
 * keep off the bar (on a phone they would otherwise sit on it for 5 s).
 */
export function EditorHeader({ id, title, status, sharing, guard }: { id: string; title: string; status: ReactNode; sharing?: ReactNode; guard: SaveBeforeLeaving }) {
  const bar = useRef<HTMLElement>(null);
  const nav = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  useKeepToastsOff(bar);

  useEffect(() => {
    if (!open) return undefined;
    focusables(nav.current)[0]?.focus();
    const outside = (event: PointerEvent) => {
      if (!bar.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!open) return;
    if (event.key === "Escape") {
      // A dialog opened from the menu (Share) closes on its own Escape; the menu closes with it.
      setOpen(false);
      if (!(event.target instanceof Element && event.target.closest("dialog"))) button.current?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp" && event.key !== "Home" && event.key !== "End") return;
    const items = focusables(nav.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = event.key === "Home" ? 0 : event.key === "End" ? items.length - 1 : (at + (event.key === "ArrowDown" ? 1 : -1) + items.length) % items.length;
    items[next]?.focus();
    event.preventDefault();
  };

  return (
    <Bar ref={bar} onKeyDown={onKeyDown}>
      <Inner>
        <Title>
          <h1 title={title}>{title}</h1>
          {status}
        </Title>
        <MenuButton ref={button} type="button" aria-expanded={open} aria-controls={menuId} onClick={() => (open ? close() : setOpen(true))}>
          {TRUST.menu}
          <span aria-hidden="true">{open ? "▴" : "▾"}</span>
        </MenuButton>
        <Actions
          id={menuId}
          ref={nav}
          $open={open}
          aria-label={HEADER_TEXTS.actions}
          // A link leaves (or opens a panel): the menu closes. A button stays open: the PDF shows its progress
          // there, Share's dialog lives inside it.
          onClick={(event) => {
            if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
          }}
        >
          <ButtonLink to="/admin/dashboard">{EDITOR_TEXTS.backToDashboard}</ButtonLink>
          <PrintLink id={id} guard={guard} />
          <PdfButton id={id} guard={guard} />
          {sharing}
        </Actions>
      </Inner>
    </Bar>
  );
}
