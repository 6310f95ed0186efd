import { z } from 'zod/mini';

export const ticketCommentSchema = z.object({
  id: z.number(),
  author: z.string(),
  body: z.string(),
  created_at: z.string(),
  attachments: z.array(z.object({ name: z.string(), url: z.string() })),
});
export type TicketComment = z.infer<typeof ticketCommentSchema>;

export const TICKET_STATUSES = ['new', 'open', 'pending', 'hold', 'solved', 'closed'] as const;

export const ticketSummarySchema = z.object({
  id: z.number(),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  requester: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketSchema = z.extend(ticketSummarySchema, {
  description: z.string(),
  comments: z.array(ticketCommentSchema),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketsPageSchema = z.object({ tickets: z.array(ticketSummarySchema), next: z.nullable(z.number()) });
export type TicketsPage = z.infer<typeof ticketsPageSchema>;
export type TicketsQuery = { include_inactive?: boolean; after?: string; page?: number };

export interface CreateTicketRequest {
  subject: string;
  description: string;
  attachments: string[];
  ticket_type?: string;
  internal_note?: string;
  assignee_email?: string;
  email_ccs?: string[];
  onboarding_form?: boolean;
  pm_tag?: string;
  pse_tag?: string;
}
export const createTicketReplySchema = z.object({ id: z.number() });

export interface TicketCommentRequest {
  comment: { body: string; attachments: string[]; solved: boolean };
}
export const ticketReplySchema = z.object({ ticket: ticketSchema });

export const attachmentReplySchema = z.object({ token: z.string().check(z.minLength(1)) });
export type AttachmentReply = z.infer<typeof attachmentReplySchema>;

export const ticketsWaitingReplySchema = z.object({ count: z.number().check(z.int(), z.nonnegative()) });
export const incidentNotificationReplySchema = z.object({ incidentNotification: z.nullable(z.string()) });

export const teamContactSchema = z.object({ first_name: z.string(), last_name: z.string(), email: z.string() });
export const onboardingTeamContactsSchema = z.object({
  pm: z.nullable(teamContactSchema),
  pse: z.nullable(teamContactSchema),
});
export type OnboardingTeamContacts = z.infer<typeof onboardingTeamContactsSchema>;
