import styled from "styled-components";
import type { CallSheetSectionId } from "@repo/contracts/callSheets/constants";
import { SECTION_TITLES } from "@repo/contracts/callSheets/texts/document";
import type { Comment } from "@repo/contracts/sharing/schemas";
import { SHARE_PORTAL_TEXTS, SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { toast } from "shell/portalKit";
import { invitationEndedOf } from "../../../lib/deadEnds.ts";
import { useDeleteComment } from "../api/comments.ts";
import { CommentForm } from "./CommentForm.tsx";
import { CommentList } from "./CommentList.tsx";

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

type Props = { id: string; callSheetId: string; sectionId: CallSheetSectionId; comments: Comment[]; canComment: boolean; onClose: () => void };

/** One section's comments and, for commenters and admins, the box to add one; viewers are told why not. */
export function CommentPanel({ id, callSheetId, sectionId, comments, canComment, onClose }: Props) {
  const remove = useDeleteComment(callSheetId);
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
      <h3>{title}</h3>
      <CommentList comments={comments} deleting={remove.isPending ? (remove.variables ?? null) : null} onDelete={deleteComment} />
      {canComment ? (
        <CommentForm callSheetId={callSheetId} sectionId={sectionId} onDone={onClose} />
      ) : (
        <ReadOnly>{SHARING_TEXTS.viewerCannotComment}</ReadOnly>
      )}
    </Panel>
  );
}
