import type { Ticket } from '@portal/api';
import { formatDate, Link, MISSING_VALUE } from '@portal/ui';
import { AttachmentList, Comment, CommentBody, CommentMeta, Thread } from './TicketDetailPage.styles';

/** The ticket's comments, oldest first; each body is shown as text, never as HTML. */
export function CommentThread({ comments }: { comments: Ticket['comments'] }) {
  if (comments.length === 0) return <p>No comments yet.</p>;
  return (
    <Thread aria-label="Comments">
      {comments.map((comment) => (
        <Comment key={comment.id}>
          <CommentMeta>
            <strong>{comment.author}</strong>
            {' · '}
            <time dateTime={comment.created_at}>
              {formatDate(comment.created_at, 'dateTimeMinutes') ?? MISSING_VALUE}
            </time>
          </CommentMeta>
          <CommentBody>{comment.body}</CommentBody>
          {comment.attachments.length > 0 && (
            <AttachmentList aria-label="Attachments">
              {comment.attachments.map((attachment) => (
                <li key={attachment.url}>
                  <Link href={attachment.url} newTab>
                    {attachment.name}
                  </Link>
                </li>
              ))}
            </AttachmentList>
          )}
        </Comment>
      ))}
    </Thread>
  );
}
