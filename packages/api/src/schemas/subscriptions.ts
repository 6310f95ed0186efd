import { z } from 'zod/mini';

export const subscriptionProductSchema = z.object({
  serviceType: z.string(),
  name: z.string(),
  managedDetectionResponse: z.nullable(z.object({ cloudSensors: z.record(z.string(), z.number()) })),
});
export const subscriptionsReplySchema = z.object({ products: z.array(subscriptionProductSchema) });
export type SubscriptionsReply = z.infer<typeof subscriptionsReplySchema>;

export const salesforceSubscriptionsSchema = z.object({
  subscriptions: z.array(z.object({ id: z.string(), product: z.string(), quantity: z.number(), end_date: z.string() })),
});

export const ipListSchema = z.array(z.string());
export const outboundIpsSchema = z.object({
  aws: z.object({ cspmAccount: ipListSchema, cloudTrail: ipListSchema, s3Logs: ipListSchema }),
  agent: ipListSchema,
  integrations: ipListSchema,
  externalScans: ipListSchema,
  cloud: ipListSchema,
  mdr: ipListSchema,
  mr: ipListSchema,
  ma: ipListSchema,
});
export type OutboundIps = z.infer<typeof outboundIpsSchema>;
export type PodQuery = { pod: string };

export const partnerIpsSchema = z.object({ ips: ipListSchema });
