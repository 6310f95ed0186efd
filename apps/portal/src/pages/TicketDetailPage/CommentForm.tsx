import { Button, CheckboxField, ErrorPanel, FileDropzone, Form, Panel, TextareaField } from '@portal/ui';
import { useState } from 'react';
import { useApiMutation } from '../../api/useApiMutation';
import { SEND_LABELS, useAttachments } from '../../tickets';
import { SendRow } from './TicketDetailPage.styles';

interface CommentValues {
  body?: string;
  solved?: boolean;
}

export const COMMENT_TEXT = { title: 'Add a comment', body: 'Comment', solved: 'Mark as solved' } as const;

/**
 * A comment on the ticket (portal-core §2, §7): body, attachments (uploaded as they are added, like the ticket
 * form's), solved. After a send the thread refetches and shows it; a failure keeps everything typed and attached.
 */
export function CommentForm({ ticketId }: { ticketId: string }) {
  const attachments = useAttachments();
  const comment = useApiMutation('commentTicket', {
    failure: false,
    invalidates: ['ticket', 'tickets', 'ticketsWaiting'],
  });
  // A new key gives an empty form after each comment sent.
  const [formKey, setFormKey] = useState(0);

  const send = async (values: CommentValues) => {
    const reply = await comment.run({
      params: { id: ticketId },
      body: {
        comment: { body: values.body ?? '', attachments: attachments.tokens, solved: values.solved === true },
      },
    });
    if (reply === undefined) return undefined;
    attachments.clear();
    setFormKey((key) => key + 1);
    return undefined;
  };

  const label = comment.isMutating
    ? SEND_LABELS.sending
    : attachments.uploading
      ? SEND_LABELS.attaching
      : SEND_LABELS.idle;

  return (
    <Panel title={COMMENT_TEXT.title}>
      <Form<CommentValues> key={formKey} aria-label={COMMENT_TEXT.title} onSubmit={send}>
        <TextareaField name="body" label={COMMENT_TEXT.body} rows={5} required />
        <FileDropzone
          files={attachments.files}
          onAdd={attachments.add}
          onRemove={attachments.remove}
          disabled={comment.isMutating}
        />
        <CheckboxField name="solved" label={COMMENT_TEXT.solved} />
        {comment.error && <ErrorPanel message={comment.error.message} status={comment.error.status} />}
        <SendRow>
          <Button type="submit" variant="primary" disabled={comment.isMutating || attachments.uploading}>
            {label}
          </Button>
        </SendRow>
      </Form>
    </Panel>
  );
}
