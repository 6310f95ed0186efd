import { z } from 'zod/mini';

export const PHONE_TYPES = ['office', 'mobile', 'other'] as const;
export const phoneSchema = z.object({
  id: z.nullable(z.string()),
  number: z.string(),
  type: z.enum(PHONE_TYPES),
  extension: z.nullable(z.string()),
});

export const contactSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phones: z.array(phoneSchema).check(z.maxLength(2)),
  role: z.string(),
  is_mailing_list: z.boolean(),
  is_msp: z.boolean(),
  is_shipping_contact: z.boolean(),
  is_executive_sponsor: z.boolean(),
  is_admin: z.boolean(),
  is_primary_contact: z.boolean(),
  is_secondary_contact: z.boolean(),
  escalation: z.object({ incident: z.boolean() }),
  intelligence_reports: z.boolean(),
  is_portal_user: z.boolean(),
  is_risk_portal_user: z.boolean(),
  is_log_search_user: z.boolean(),
  is_managed_awareness_user: z.boolean(),
  is_activate_vlc_user: z.boolean(),
  is_mycyber_dashboard_user: z.boolean(),
});
export type Contact = z.infer<typeof contactSchema>;
export type ContactInput = Omit<Contact, 'id'>;
/** A contact as a request body carries it (no id). */
export const contactInputSchema = z.omit(contactSchema, { id: true });

export const contactsSectionSchema = z.object({ contacts: z.array(contactSchema), completed: z.boolean() });
export type ContactsSection = z.infer<typeof contactsSectionSchema>;
export const contactReplySchema = z.object({ contact: contactSchema });
