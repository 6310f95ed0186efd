import { Banner, Button, ErrorPanel, FileDropzone, Form, Panel, TextareaField, TextField } from '@portal/ui';
import { useId, useState, type ReactNode } from 'react';
import { useApiMutation } from '../../api/useApiMutation';
import { ONBOARDING_TICKET_TYPE, primaryPhone, ticketFailureMessage, type ContactTeam } from '../team';
import { ticketDescription } from './ticketMessage';
import { ReadOnlyField, ReadOnlyInput, ReadOnlyLabel, Result, ResultActions, SendRow } from './TicketForm.styles';
import { useAttachments } from '../useAttachments';

export interface TicketFormProps {
  /** The card's title. */
  title?: string;
  /** Shows the Subject field, starting with this text; undefined hides it (portal-core §2: even '' shows it). */
  subject?: string;
  /** A shared link: shown read-only and put before the description ('Shared Link: [link](link)'). */
  link?: string;
  /** The customer's team: its phone and email go into the message of a failed send. */
  team: ContactTeam | null | undefined;
  /** An onboarding customer's ticket goes to the onboarding team (the ticket type). */
  onboarding: boolean;
  /** What else the success offers beside 'New Ticket' (the request-ticket page's links). */
  successActions?: (id: number) => ReactNode;
}

interface TicketValues {
  subject?: string;
  description?: string;
}

export const SEND_LABELS = { idle: 'Send', sending: 'Sending...', attaching: 'Attaching...' } as const;

/**
 * The ticket form of the contact and request-ticket pages (portal-core §2, §4): subject (when given), description,
 * the shared link, attachments. Success shows the ticket's id and starts a fresh form; a failure keeps everything
 * typed and attached and says what went wrong.
 */
export function TicketForm({
  title = 'Open a Ticket',
  subject,
  link,
  team,
  onboarding,
  successActions,
}: TicketFormProps) {
  const linkId = useId();
  const attachments = useAttachments();
  const create = useApiMutation('createTicket', { failure: false, invalidates: ['tickets', 'ticketsWaiting'] });
  const [ticketId, setTicketId] = useState<number | undefined>(undefined);
  // A new key gives a fresh form (the initial subject again) after each ticket sent.
  const [formKey, setFormKey] = useState(0);

  const send = async (values: TicketValues) => {
    setTicketId(undefined);
    const reply = await create.run({
      body: {
        subject: values.subject ?? '',
        description: ticketDescription(values.description ?? '', link),
        attachments: attachments.tokens,
        ...(onboarding ? { ticket_type: ONBOARDING_TICKET_TYPE } : {}),
      },
    });
    if (reply === undefined) return undefined;
    setTicketId(reply.id);
    attachments.clear();
    setFormKey((key) => key + 1);
    return undefined;
  };

  const error = create.error;
  const phone = team ? primaryPhone(team) : undefined;
  const errorMessage =
    error?.status === 500 && team && phone !== undefined ? ticketFailureMessage(phone, team.email) : error?.message;
  const label = create.isMutating
    ? SEND_LABELS.sending
    : attachments.uploading
      ? SEND_LABELS.attaching
      : SEND_LABELS.idle;

  return (
    <Panel title={title}>
      {ticketId !== undefined && (
        <Result>
          <Banner intent="success">{`Ticket #${String(ticketId)} has been created.`}</Banner>
          <ResultActions>
            {successActions?.(ticketId)}
            <Button onClick={() => setTicketId(undefined)}>New Ticket</Button>
          </ResultActions>
        </Result>
      )}
      <Form<TicketValues>
        key={formKey}
        aria-label={title}
        initialValues={subject === undefined ? {} : { subject }}
        onSubmit={send}
      >
        {subject !== undefined && <TextField name="subject" label="Subject" />}
        <TextareaField name="description" label="Description" rows={6} />
        {link !== undefined && (
          <ReadOnlyField>
            <ReadOnlyLabel htmlFor={linkId}>Link</ReadOnlyLabel>
            <ReadOnlyInput id={linkId} value={link} readOnly />
          </ReadOnlyField>
        )}
        <FileDropzone
          files={attachments.files}
          onAdd={attachments.add}
          onRemove={attachments.remove}
          disabled={create.isMutating}
        />
        {error && errorMessage !== undefined && <ErrorPanel message={errorMessage} status={error.status} />}
        <SendRow>
          <Button type="submit" variant="primary" disabled={create.isMutating || attachments.uploading}>
            {label}
          </Button>
        </SendRow>
      </Form>
    </Panel>
  );
}
