import { z } from 'zod';
import { customerSchema } from './customer';

export const userSchema = z.object({
  name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  msp_id: z.string().nullable(),
  feature_flags: z.array(z.string()),
  customer: customerSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

export const userInfoReplySchema = z.object({ user: userSchema });
export type UserInfoReply = z.infer<typeof userInfoReplySchema>;
