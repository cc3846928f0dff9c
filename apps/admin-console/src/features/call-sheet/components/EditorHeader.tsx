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
 * What the revisions feature puts in the bar (given by the app: features do not import each other).
 * `status`: beside the save state, the latest revision and whether the sheet changed since; `version` is
 * the sheet's version as the editor last heard it. `actions`: 'Publish revision' and the history;
 * `beforePublish` saves what is on screen first and answers false when that failed.
 */
export type RevisionEntries = {
  status: (version: number) => ReactNode;
  actions: (beforePublish: () => boolean | Promise<boolean>) => ReactNode;
};

/**
 * The editor's sticky bar: which sheet, whether it is saved, its latest revision, the ways out
 * (dashboard, print, PDF), `sharing` (Share, Collaborators, Comments) and `revisionActions` (Publish
 * revision, Revisions): other features', given by the app. Print and the PDF save what is on screen first
 * (`guard`). On a phone the actions are in a menu (a disclosure: the button says whether it is open, arrow
 * keys and Tab reach the actions, Escape and a click outside close it, and so does choosing one: a link at
 * once, a dialog (Share, Publish revision) when it closes, as the dialog lives in the menu). Toasts keep
 * off the bar (on a phone they would otherwise sit on it for 5 s).
 */
export function EditorHeader({
  id,
  title,
  status,
  sharing,
  guard,
  revisionStatus,
  revisionActions,
}: {
  id: string;
  title: string;
  status: ReactNode;
  sharing?: ReactNode;
  guard: SaveBeforeLeaving;
  revisionStatus?: ReactNode;
  revisionActions?: ReactNode;
}) {
  const bar = useRef<HTMLElement>(null);
  const nav = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  /** Set when a dialog chosen from the open menu closed: the focus goes back to the menu's button. */
  const refocus = useRef(false);
  const menuId = useId();
  useKeepToastsOff(bar);

  // A dialog opened from the menu (Share, Publish revision) lives inside it, so the menu stays open while
  // the dialog is; once the dialog closes, so does the menu. 'close' does not bubble: listened to on the way down.
  useEffect(() => {
    const actions = nav.current;
    if (!actions) return undefined;
    const closed = (event: Event) => {
      if (!(event.target instanceof HTMLDialogElement) || button.current?.getAttribute("aria-expanded") !== "true") return;
      refocus.current = true;
      setOpen(false);
    };
    actions.addEventListener("close", closed, true);
    return () => actions.removeEventListener("close", closed, true);
  }, []);
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    // The dialog gave the focus back to its opener, which the closed menu now hides.
    button.current?.focus();
  }, [open]);

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
      // A dialog opened from the menu closes on its own Escape, and the menu with it (its 'close' above).
      if (event.target instanceof Element && event.target.closest("dialog")) return;
      setOpen(false);
      button.current?.focus();
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
          {revisionStatus}
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
          // A link leaves (or opens a panel): the menu closes. A button leaves it open: the PDF shows its
          // progress there; a dialog (Share, Publish revision) lives inside it and closes it when it closes.
          onClick={(event) => {
            if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
          }}
        >
          <ButtonLink to="/admin/dashboard">{EDITOR_TEXTS.backToDashboard}</ButtonLink>
          <PrintLink id={id} guard={guard} />
          <PdfButton id={id} guard={guard} />
          {sharing}
          {revisionActions}
        </Actions>
      </Inner>
    </Bar>
  );
}
