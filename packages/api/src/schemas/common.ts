import { z } from 'zod/mini';

/** Replies that carry nothing the portal uses (204s become `{}`). */
export const emptyReplySchema = z.looseObject({});
export type EmptyReply = z.infer<typeof emptyReplySchema>;

/** A lowercase hexadecimal UUID, the shape of every id in routes. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const uuidSchema = z.string().check(z.regex(UUID_PATTERN));

export const isoDateTimeSchema = z.string().check(z.minLength(1));

export const nameValueSchema = z.object({ name: z.string(), value: z.string() });
export type NameValue = z.infer<typeof nameValueSchema>;

/** Export and onboarding status (portal-core §3). */
export const PROGRESS_STATUSES = ['NOT_STARTED', 'FAILED', 'IN_PROGRESS', 'COMPLETE'] as const;
export const progressStatusSchema = z.enum(PROGRESS_STATUSES);
export type ProgressStatus = z.infer<typeof progressStatusSchema>;
