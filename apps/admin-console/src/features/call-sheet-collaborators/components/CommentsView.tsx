import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import styled from "styled-components";
import { COLLABORATORS_TEXTS as TEXTS } from "@repo/contracts/adminConsole/collaboratorsTexts";
import { CALL_SHEET_SECTION_IDS } from "@repo/contracts/callSheets/constants";
import { SECTION_TITLES } from "@repo/contracts/callSheets/texts/document";
import type { Comment } from "@repo/contracts/sharing/comments";
import { sharedViewPath } from "@repo/contracts/sharing/urls";
import { Button } from "shell/Button";
import { COMMENTS_VIEW_POLL_MS, dropCommentPages, useCommentPagesQuery, useCommentSummaryQuery, useMarkCommentsSeen } from "../api/comments.ts";
import { formatMoment } from "../lib/describe.ts";

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space(5)};
  h3 { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: ${({ theme }) => theme.space(2)}; margin: 0 0 ${({ theme }) => theme.space(2)}; font-size: 1rem; }
  h3 a { font-size: 0.8125rem; font-weight: 400; }
  ol { margin: 0; padding: 0; list-style: none; }
`;

const Item = styled.li<{ $new: boolean }>`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ $new, theme }) => ($new ? theme.colors.focus : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  p { margin: ${({ theme }) => theme.space(1)} 0 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space(2)};
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.mutedText};
  strong { color: ${({ theme }) => theme.colors.text}; overflow-wrap: anywhere; }
`;

const NewMark = styled.span`
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.focus};
  color: #ffffff;
  font-weight: 600;
`;

/** The comments by section, in the document's order of sections; newest first within each (as the API lists them). */
export function bySection(comments: readonly Comment[]) {
  return CALL_SHEET_SECTION_IDS.map((sectionId) => ({ sectionId, comments: comments.filter((comment) => comment.sectionId === sectionId) })).filter(
    (group) => group.comments.length > 0,
  );
}

const More = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.875rem;
`;

/** What the API gives as a comment's author when someone signed in to this console wrote it (spec §3). */
const ADMIN_AUTHOR = "admin";

/**
 * The editor's Comments view (issue 23): the sheet's comments by section, those new since the producer
 * last looked marked 'New'; each section links into the shared view at that section. They come a page at a
 * time (issue 24; 'Load older comments' brings the next). Once the first page has been shown the comments
 * are marked seen up to the newest one shown (a comment written meanwhile stays new); the marks shown stay
 * until the view is opened again. Each opening starts from a first page asked for then
 * (useCommentPagesQuery drops the pages when the view closes), so a reopening shows what was written
 * meanwhile, marks it and marks it seen as a first opening does. The older pages are judged by the mark the
 * first page gave (useCommentPagesQuery's `newAfter`), so their 'New' is the server's too.
 */
export function CommentsView({ callSheetId }: { callSheetId: number }) {
  // 'Show' on the arrivals bar opens the view afresh: the list asked again from its first page, its marks
  // and the seen mark as an opening does (the pages are dropped when the list unmounts).
  const [opening, setOpening] = useState(0);
  const queryClient = useQueryClient();
  const showArrived = () => {
    // Dropped first: the next list would otherwise start from this one's cached pages.
    dropCommentPages(queryClient, callSheetId);
    setOpening((count) => count + 1);
  };
  return <CommentList key={opening} callSheetId={callSheetId} onShowArrived={showArrived} focusWhenShown={opening > 0} />;
}

/** The list read in again by 'Show': the keyboard starts at its top, not at the page's (the pressed button is gone). */
const Shown = styled.div`
  &:focus { outline: none; }
`;

const Arrived = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.focus};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
`;

function CommentList({ callSheetId, onShowArrived, focusWhenShown }: { callSheetId: number; onShowArrived: () => void; focusWhenShown: boolean }) {
  const pages = useCommentPagesQuery(callSheetId);
  const shownRef = useRef<HTMLDivElement>(null);
  const loaded = Boolean(pages.data);
  useEffect(() => {
    if (focusWhenShown && loaded) shownRef.current?.focus();
  }, [focusWhenShown, loaded]);
  // The badge's count, asked more often while the view is open: once this opening's comments are marked
  // seen, what it counts came after (others' comments), and the bar offers to show them.
  const summary = useCommentSummaryQuery(callSheetId, COMMENTS_VIEW_POLL_MS);
  const seen = useMarkCommentsSeen(callSheetId);
  const [first, setFirst] = useState<{ newIds: ReadonlySet<number>; newCount: number; newestShown: number } | null>(null);
  const marked = useRef(false);
  const firstPage = pages.data?.pages[0];
  const comments = useMemo(() => pages.data?.pages.flatMap((page) => page.comments) ?? [], [pages.data]);

  // The first page shown decides the marks (set while rendering it); marking seen waits until that page is
  // on screen (an effect runs after the render), and goes up to the newest id on it, no further. The seen
  // mark is one id (everything up to it is seen): while more comments are new than the loaded pages show
  // (250 new, 100 a page), it waits for 'Load older comments' to reach the last new one, so the ones the
  // producer never scrolled to stay new (the badge and the dashboard keep counting them).
  if (firstPage && !first)
    setFirst({
      newIds: new Set(firstPage.comments.filter((comment) => comment.isNew).map((comment) => comment.id)),
      newCount: firstPage.newCount ?? 0,
      newestShown: Math.max(0, ...firstPage.comments.map((comment) => comment.id)),
    });
  const newShown = useMemo(() => comments.filter((comment) => comment.isNew).length, [comments]);
  const everyNewShown = first !== null && (newShown >= first.newCount || !pages.hasNextPage);
  useEffect(() => {
    if (!first || marked.current || !everyNewShown) return;
    marked.current = true;
    if (first.newCount || first.newIds.size) seen.mutate(first.newestShown);
  }, [first, seen, everyNewShown]);

  if (pages.isPending) return <p role="status">{TEXTS.commentsLoading}</p>;
  if (pages.isError && !pages.data)
    return (
      <div role="alert">
        <p>{TEXTS.commentsLoadFailed}</p>
        <Button $variant="outline" onClick={() => void pages.refetch()}>
          {TEXTS.retry}
        </Button>
      </div>
    );
  // Counted once this opening's marks are settled: before, the badge's count is the one the view shows.
  const settled = first !== null && (first.newCount === 0 && first.newIds.size === 0 ? true : seen.isSuccess);
  const arrived = settled ? (summary.data?.newCount ?? 0) : 0;
  const arrivals = (
    <div role="status">
      {arrived > 0 ? (
        <Arrived>
          <span>{TEXTS.commentsArrived(arrived)}</span>
          <Button $variant="outline" onClick={onShowArrived}>
            {TEXTS.showNewComments}
          </Button>
        </Arrived>
      ) : null}
    </div>
  );
  // An empty view too: the first comment written while it is open is offered like any other.
  if (!comments.length)
    return (
      <Shown ref={shownRef} tabIndex={-1}>
        {arrivals}
        <p>{TEXTS.commentsEmpty}</p>
      </Shown>
    );
  const isNew = (comment: Comment) => Boolean(first?.newIds.has(comment.id) || comment.isNew);
  const total = pages.data.pages.at(-1)?.total ?? comments.length;
  return (
    <Shown ref={shownRef} tabIndex={-1}>
      {arrivals}
      {first?.newCount ? <p>{TEXTS.newCount(first.newCount)}</p> : null}
      {bySection(comments).map(({ sectionId, comments: list }) => (
        <Section key={sectionId} aria-labelledby={`comments-${sectionId}`}>
          <h3 id={`comments-${sectionId}`}>
            {SECTION_TITLES[sectionId]}
            {/* The shared view is the share portal's page (another app behind the same gateway): a full load. */}
            <a href={`${sharedViewPath(callSheetId)}#${sectionId}`} aria-label={`${TEXTS.openInSharedView}: ${SECTION_TITLES[sectionId]}`}>
              {TEXTS.openInSharedView}
            </a>
          </h3>
          <ol>
            {list.map((comment) => (
              <Item key={comment.id} $new={isNew(comment)}>
                <Meta>
                  {isNew(comment) ? <NewMark>{TEXTS.newMark}</NewMark> : null}
                  <strong>{comment.email === ADMIN_AUTHOR ? TEXTS.adminAuthor : comment.email}</strong>
                  <time dateTime={comment.timestamp}>{formatMoment(comment.timestamp)}</time>
                </Meta>
                <p>{comment.text}</p>
              </Item>
            ))}
          </ol>
        </Section>
      ))}
      {pages.hasNextPage ? (
        <More>
          <span>{TEXTS.commentsShown(comments.length, total)}</span>
          <Button $variant="outline" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            {pages.isFetchingNextPage ? TEXTS.loadingOlderComments : TEXTS.loadOlderComments}
          </Button>
        </More>
      ) : null}
    </Shown>
  );
}
