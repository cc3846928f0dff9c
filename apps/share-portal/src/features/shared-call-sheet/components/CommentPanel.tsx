import styled from "styled-components";
import type { CallSheetSectionId } from "@repo/contracts/callSheets/constants";
import { SECTION_TITLES } from "@repo/contracts/callSheets/texts/document";
import type { Comment } from "@repo/contracts/sharing/comments";
import { SHARE_PORTAL_TEXTS, SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { Button, toast } from "shell/portalKit";
import { invitationEndedOf } from "../../../lib/deadEnds.ts";
import { ON_SET_TEXTS } from "@repo/contracts/sharing/onSetTexts";
import { useDeleteComment, useSectionComments } from "../api/comments.ts";
import { usePendingComments } from "../lib/commentOutbox.ts";
import { useCountedOpenPanel } from "../lib/openCommentPanels.ts";
import { CommentForm } from "./CommentForm.tsx";
import { CommentList } from "./CommentList.tsx";
import { NotSentBox, NotSentNotices, NotSentTextToCopy, useNotSentDrafts } from "./NotSentNotices.tsx";

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 0.9375rem;
  letter-spacing: normal;
  text-transform: none;
  h3 { margin: 0; font-size: 1rem; }
`;

const ReadOnly = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Close = styled(Button)`
  min-height: 32px;
  min-width: 44px;
  padding: 0;
  font-size: 1.125rem;
  line-height: 1;
`;

/** Comments kept on this device until the network is back (docs/on-set.md). */
const Waiting = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fffbeb;
  strong { font-size: 0.8125rem; }
  ol { list-style: none; margin: 0; padding: 0; display: grid; gap: ${({ theme }) => theme.space(2)}; }
  li { white-space: pre-wrap; overflow-wrap: anywhere; }
  p { margin: 0; color: ${({ theme }) => theme.colors.mutedText}; font-size: 0.875rem; }
`;

const More = styled(Button)`
  justify-self: start;
`;

/** `reader`: whom the page reads as (the grant's e-mail, "admin"), whose comments being written it shows. */
type Props = { id: string; callSheetId: string; sectionId: CallSheetSectionId; canComment: boolean; reader: string; onClose: () => void };

/**
 * One section's comments, newest first and a page at a time ('Show older comments' brings the next), and,
 * for commenters and admins, the box to add one; viewers are told why not (and shown, to copy, a text of theirs
 * kept from before: a comment that could not be posted once they became a viewer). What waits on this device
 * and what came back not sent is said here while the panel is open (the page's fixed notice gives way).
 */
export function CommentPanel({ id, callSheetId, sectionId, canComment, reader, onClose }: Props) {
  const comments = useSectionComments(callSheetId, sectionId);
  const remove = useDeleteComment(callSheetId);
  const pending = usePendingComments(callSheetId, reader);
  const waiting = pending.filter((comment) => comment.sectionId === sectionId);
  const notSent = useNotSentDrafts(callSheetId, reader);
  // While it is open, the page's fixed notice of what waits gives way to the panel's own line (below).
  useCountedOpenPanel();
  const title = SHARE_PORTAL_TEXTS.commentsFor(SECTION_TITLES[sectionId]);

  function deleteComment(comment: Comment) {
    remove.mutate(comment.id, {
      onSuccess: () => toast({ title: SHARING_TEXTS.commentDeletedTitle, description: SHARING_TEXTS.commentDeleted }),
      onError: (error) => {
        if (invitationEndedOf(error)) return; // the page shows the ended screen
        toast({ title: SHARE_PORTAL_TEXTS.deleteFailedTitle, description: SHARE_PORTAL_TEXTS.deleteFailed, variant: "destructive" });
      },
    });
  }

  return (
    <Panel id={id} aria-label={title}>
      <Head>
        <h3>{title}</h3>
        <Close $variant="ghost" aria-label={SHARE_PORTAL_TEXTS.closeComments(SECTION_TITLES[sectionId])} onClick={onClose}>
          <span aria-hidden>×</span>
        </Close>
      </Head>
      <div role="status">
        {notSent.length > 0 ? (
          <NotSentBox>
            <NotSentNotices callSheetId={callSheetId} reader={reader} canComment={canComment} drafts={notSent} />
          </NotSentBox>
        ) : null}
      </div>
      {pending.length > 0 ? (
        <Waiting role="status">
          <strong>{ON_SET_TEXTS.waitingToSend}</strong>
          {waiting.length > 0 ? (
            <ol>
              {waiting.map((comment) => (
                <li key={comment.id}>{comment.text}</li>
              ))}
            </ol>
          ) : null}
          <p>{ON_SET_TEXTS.pendingComments(pending.length)}</p>
          <p>{ON_SET_TEXTS.waitingToSendHint}</p>
        </Waiting>
      ) : null}
      {comments.isPending ? (
        // No network (the offline copy): the fetch waits, paused, and goes when the network is back.
        <p role="status">{comments.fetchStatus === "paused" ? ON_SET_TEXTS.commentsOffline : SHARE_PORTAL_TEXTS.commentsLoading}</p>
      ) : comments.isError && !comments.data ? (
        <div role="alert">
          <p>{SHARE_PORTAL_TEXTS.commentsLoadFailed}</p>
          <Button $variant="outline" onClick={() => void comments.refetch()}>
            {SHARE_PORTAL_TEXTS.commentsRetry}
          </Button>
        </div>
      ) : (
        <CommentList comments={comments.data ?? []} deleting={remove.isPending ? (remove.variables ?? null) : null} onDelete={deleteComment} />
      )}
      {comments.hasNextPage ? (
        <More $variant="outline" disabled={comments.isFetchingNextPage} onClick={() => void comments.fetchNextPage()}>
          {comments.isFetchingNextPage ? SHARE_PORTAL_TEXTS.loadingOlderComments : SHARE_PORTAL_TEXTS.showOlderComments}
        </More>
      ) : null}
      {canComment ? (
        <CommentForm callSheetId={callSheetId} sectionId={sectionId} onDone={onClose} />
      ) : (
        <>
          <ReadOnly>{SHARING_TEXTS.viewerCannotComment}</ReadOnly>
          <NotSentTextToCopy callSheetId={callSheetId} sectionId={sectionId} reader={reader} />
        </>
      )}
    </Panel>
  );
}
