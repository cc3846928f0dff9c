import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { Link, useNavigate } from "react-router-dom";
import styled from "styled-components";
import { EDITOR_TRUST_TEXTS as TRUST } from "@repo/contracts/adminConsole/editorTrustTexts";
import { EDITOR_TEXTS, HEADER_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { ButtonLink } from "shell/Button";
import { useKeepToastsOff } from "shell/toast";
import { ASKED_BEFORE_LEAVING } from "../lib/useCallSheetEditor.ts";
import type { SaveBeforeLeaving } from "../lib/useSaveBeforeLeaving.ts";
import { useMediaQuery } from "../lib/useMediaQuery.ts";
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
 * Below 1000 px the bar is compact: the title, its state and one 'Actions' menu with everything (a phone:
 * the bar is sticky, so it stays about 80 px of 812; two rows of buttons took ~300). From 1000 px, one row:
 * back, the title, Share, Collaborators, Comments and Publish revision as buttons, the rest in 'More'. The
 * buttons take about 630 px with the back link, which leaves the title 280 px or more from 1000 px up.
 */
export const COMPACT_HEADER = "(max-width: 999px)";

const Inner = styled.div<{ $compact: boolean }>`
  max-width: 1400px;
  margin: 0 auto;
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: ${({ theme, $compact }) => theme.space($compact ? 2 : 3)};
  padding: ${({ theme, $compact }) => ($compact ? `${theme.space(2)} ${theme.space(3)}` : `${theme.space(3)} ${theme.space(4)}`)};
`;

const BackLink = styled(ButtonLink)`
  flex: none;
  justify-content: center;
  width: 40px;
  padding: 0;
  svg { width: 20px; height: 20px; }
`;

/** The title on one line (the whole of it in its tooltip), under it the save state and the latest revision. */
const Title = styled.div<{ $compact: boolean }>`
  flex: 1 1 auto;
  min-width: 0;
  h1 {
    margin: 0;
    font-size: ${({ $compact }) => ($compact ? "1.125rem" : "1.375rem")};
    line-height: 1.3;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${({ theme }) => theme.space(3)};
  margin-top: 2px;
`;

const Actions = styled.nav`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The menu's button and the menu under its right edge. */
const MenuSpot = styled.div`
  position: relative;
  flex: none;
`;

const MenuButton = styled.button<{ $compact: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ $compact }) => ($compact ? "44px" : "40px")};
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &[aria-expanded="true"] { background: #f1f5f9; }
`;

/** One action a row, as wide as the longest; over the page, so the bar's height never changes. */
const Menu = styled.div<{ $open: boolean; $compact: boolean }>`
  display: ${({ $open }) => ($open ? "grid" : "none")};
  position: absolute;
  top: calc(100% + 4px);
  right: 0;
  z-index: 1;
  min-width: ${({ $compact }) => ($compact ? "15rem" : "13rem")};
  max-width: calc(100vw - 24px);
  padding: ${({ theme }) => theme.space(1)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card}, 0 8px 24px rgb(0 0 0 / 0.18);
  & > a,
  & > button {
    min-height: ${({ $compact }) => ($compact ? "44px" : "40px")};
    justify-content: flex-start;
    padding: 0 ${({ theme }) => theme.space(3)};
    border-color: transparent;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    white-space: nowrap;
    text-align: left;
  }
  & > a:hover,
  & > button:hover:not(:disabled) { background: #f1f5f9; }
`;

const Rule = styled.div`
  height: 1px;
  margin: ${({ theme }) => theme.space(1)} 0;
  background: ${({ theme }) => theme.colors.border};
`;

/** The menu's focusable elements, in order (its arrow keys move among them). */
const focusables = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>(":scope > a, :scope > button") ?? [])];

function BackArrow() {
  return (
    <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M16 10H4M9 5l-5 5 5 5" />
    </svg>
  );
}

/**
 * Print Call Sheet: a link, that saves what is on screen before going. A new tab (Ctrl/Cmd/Shift-click,
 * middle-click) waits for the same save, then opens; when the browser refuses a tab opened that late (a
 * popup blocker), the print view opens here instead: paper never lacks what is on screen.
 */
function PrintLink({ id, guard }: { id: string; guard: SaveBeforeLeaving }) {
  const navigate = useNavigate();
  const to = `/admin/call-sheet-print/${id}`;
  const [busy, setBusy] = useState(false);
  const go = (event: MouseEvent<HTMLAnchorElement>, newTab: boolean) => {
    if (!guard.needed()) return;
    event.preventDefault();
    if (busy) return;
    const href = event.currentTarget.href;
    setBusy(true);
    void guard
      .run(EDITOR_TEXTS.print)
      .then((saved) => {
        if (!saved) return;
        if (!newTab || !window.open(href, "_blank")) void navigate(to, { state: ASKED_BEFORE_LEAVING });
      })
      .finally(() => setBusy(false));
  };
  return (
    <ButtonLink
      as={Link}
      $variant="outline"
      to={to}
      aria-busy={busy}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => go(event, event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0)}
      onAuxClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (event.button === 1) go(event, true);
      }}
    >
      {busy ? TRUST.savingFirst : EDITOR_TEXTS.print}
    </ButtonLink>
  );
}

/**
 * What the revisions feature puts in the bar (given by the app: features do not import each other).
 * `status`: beside the save state, the latest revision and whether the sheet changed since; `version` is
 * the sheet's version as the editor last heard it. `actions`: 'Publish revision' (with its dialog);
 * `beforePublish` saves what is on screen first and answers false when that failed; `version` as for
 * `status`, and `unsavedOnScreen` whether edits on screen wait to be saved (together: did anything change
 * since the latest revision). `history`: the 'Revisions' link (and the view it opens), one of the secondary actions.
 */
export type RevisionEntries = {
  status: (version: number) => ReactNode;
  actions: (beforePublish: () => boolean | Promise<boolean>, version: number, unsavedOnScreen: () => boolean) => ReactNode;
  history?: ReactNode;
};

/**
 * The editor's sticky bar: which sheet, whether it is saved, its latest revision, and what can be done
 * with it. Print and the PDF save what is on screen first (`guard`); `sharing` (Share, Collaborators,
 * Comments), `revisionActions` (Publish revision) and `revisionHistory` (Revisions) are other features',
 * given by the app.
 *
 * One row from 1000 px: a back link, the title with the save state and the revision under it, then Share,
 * Collaborators, Comments (its count of new comments must stay in sight) and Publish revision as buttons,
 * and 'More' with Print Call Sheet, Download PDF and Revisions (looked at, not acted on, every visit).
 * Narrower, everything is in one 'Actions' menu, Back to Dashboard last. Either menu is a disclosure: the
 * button says whether it is open, the arrow keys (Home/End) and Tab walk its actions, Escape, a click
 * outside or the focus leaving close it (Escape gives the focus back to the button), and so does choosing
 * one: a link at once, a dialog (Share, Publish revision: in the compact menu they live inside it) when it
 * closes, the focus then back on the button. Download PDF leaves it open to show its progress. Crossing the
 * width redraws the bar (a dialog open then closes). Toasts keep off the bar (on a phone they would otherwise
 * sit on it for 5 s).
 */
export function EditorHeader({
  id,
  title,
  status,
  sharing,
  guard,
  revisionStatus,
  revisionActions,
  revisionHistory,
}: {
  id: string;
  title: string;
  status: ReactNode;
  sharing?: ReactNode;
  guard: SaveBeforeLeaving;
  revisionStatus?: ReactNode;
  revisionActions?: ReactNode;
  revisionHistory?: ReactNode;
}) {
  const compact = useMediaQuery(COMPACT_HEADER);
  const bar = useRef<HTMLElement>(null);
  const spot = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Open in one layout: the other layout's menu (the width crossed) starts closed.
  const [openIn, setOpenIn] = useState<boolean | null>(null);
  const open = openIn === compact;
  const setOpen = (value: boolean) => setOpenIn(value ? compact : null);
  /** Set when a dialog chosen from the open menu closed: the focus goes back to the menu's button. */
  const refocus = useRef(false);
  const menuId = useId();
  useKeepToastsOff(bar);

  // A dialog opened from the compact menu (Share, Publish revision) lives inside it, so the menu stays open
  // while the dialog is; once the dialog closes, so does the menu. 'close' does not bubble: listened to on the way down.
  useEffect(() => {
    const items = menu.current;
    if (!items) return undefined;
    const closed = (event: Event) => {
      if (!(event.target instanceof HTMLDialogElement) || button.current?.getAttribute("aria-expanded") !== "true") return;
      refocus.current = true;
      setOpenIn(null);
    };
    items.addEventListener("close", closed, true);
    return () => items.removeEventListener("close", closed, true);
  }, []);
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    // The dialog gave the focus back to its opener, which the closed menu now hides.
    button.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    focusables(menu.current)[0]?.focus();
    const outside = (event: PointerEvent) => {
      if (!spot.current?.contains(event.target as Node)) setOpenIn(null);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target === button.current && !open && event.key === "ArrowDown") {
      setOpen(true);
      event.preventDefault();
      return;
    }
    if (!open) return;
    if (event.key === "Escape") {
      // A dialog opened from the menu closes on its own Escape, and the menu with it (its 'close' above).
      if (event.target instanceof Element && event.target.closest("dialog")) return;
      close();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp" && event.key !== "Home" && event.key !== "End") return;
    if (event.target instanceof Element && event.target.closest("dialog")) return;
    const items = focusables(menu.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = event.key === "Home" ? 0 : event.key === "End" ? items.length - 1 : (at + (event.key === "ArrowDown" ? 1 : -1) + items.length) % items.length;
    items[next]?.focus();
    event.preventDefault();
  };

  const primary = (
    <>
      {sharing}
      {revisionActions}
    </>
  );
  return (
    <Bar ref={bar}>
      <Inner $compact={compact}>
        {compact ? null : (
          <BackLink as={Link} $variant="outline" to="/admin/dashboard" aria-label={EDITOR_TEXTS.backToDashboard} title={EDITOR_TEXTS.backToDashboard}>
            <BackArrow />
          </BackLink>
        )}
        <Title $compact={compact}>
          <h1 title={title}>{title}</h1>
          <Meta>
            {status}
            {revisionStatus}
          </Meta>
        </Title>
        <Actions aria-label={HEADER_TEXTS.actions} onKeyDown={onKeyDown}>
          {compact ? null : primary}
          <MenuSpot
            ref={spot}
            onBlur={(event) => {
              // Tab (or a click) took the focus somewhere else: the menu closes. Nowhere (a disabled button, a
              // confirm box) is not leaving.
              if (open && event.relatedTarget instanceof Node && !spot.current?.contains(event.relatedTarget)) setOpen(false);
            }}
          >
            <MenuButton
              ref={button}
              type="button"
              $compact={compact}
              aria-expanded={open}
              aria-controls={menuId}
              onClick={() => (open ? close() : setOpen(true))}
            >
              {compact ? TRUST.menu : TRUST.more}
              <span aria-hidden="true">{open ? "▴" : "▾"}</span>
            </MenuButton>
            <Menu
              id={menuId}
              ref={menu}
              $open={open}
              $compact={compact}
              // A link leaves (or opens a view): the menu closes. A button leaves it open: the PDF shows its
              // progress there; a dialog (Share, Publish revision) lives inside it and closes it when it closes.
              onClick={(event) => {
                if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
              }}
            >
              {compact ? primary : null}
              <PrintLink id={id} guard={guard} />
              <PdfButton id={id} guard={guard} />
              {revisionHistory}
              {compact ? (
                <>
                  <Rule aria-hidden="true" />
                  <ButtonLink as={Link} $variant="outline" to="/admin/dashboard">{EDITOR_TEXTS.backToDashboard}</ButtonLink>
                </>
              ) : null}
            </Menu>
          </MenuSpot>
        </Actions>
      </Inner>
    </Bar>
  );
}
