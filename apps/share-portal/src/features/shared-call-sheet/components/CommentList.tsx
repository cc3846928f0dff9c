import styled from "styled-components";
import type { Comment } from "@repo/contracts/sharing/comments";
import { SHARE_PORTAL_TEXTS, SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { Button } from "shell/portalKit";
import { formatTimestamp } from "@repo/call-sheet/formatDates";

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  header { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space(2)}; align-items: baseline; font-size: 0.8125rem; }
  strong { overflow-wrap: anywhere; }
  time { color: ${({ theme }) => theme.colors.mutedText}; }
`;

// Comments are plain text: React escapes it, and the author's line breaks are kept.
const Text = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Delete = styled(Button)`
  min-height: 28px;
  margin-left: auto;
  padding: 0 ${({ theme }) => theme.space(2)};
  font-size: 0.8125rem;
`;

type Props = { comments: Comment[]; deleting: number | null; onDelete: (comment: Comment) => void };

/** A section's comments as the server sends them (newest first); Delete where the server allows it. */
export function CommentList({ comments, deleting, onDelete }: Props) {
  if (comments.length === 0) return <p>{SHARE_PORTAL_TEXTS.noComments}</p>;
  return (
    <List>
      {comments.map((comment) => (
        <Item key={comment.id}>
          <header>
            <strong>{comment.email || SHARE_PORTAL_TEXTS.adminAuthor}</strong>
            <time dateTime={comment.timestamp}>{formatTimestamp(comment.timestamp)}</time>
            {comment.canDelete ? (
              <Delete $variant="ghost" disabled={deleting === comment.id} onClick={() => onDelete(comment)}>
                {SHARING_TEXTS.deleteComment}
              </Delete>
            ) : null}
          </header>
          <Text>{comment.text}</Text>
        </Item>
      ))}
    </List>
  );
}
