import { z } from 'zod/mini';

export const availableSeriesSchema = z.object({
  series: z.array(z.object({ key: z.string(), label: z.string(), hidden: z.boolean() })),
});

export const capabilitySchemaItemSchema = z.object({
  capabilityType: z.string(),
  label: z.string(),
  tooltip: z.nullable(z.string()),
  required: z.boolean(),
  options: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type CapabilitySchemaItem = z.infer<typeof capabilitySchemaItemSchema>;
export const capabilitySchemaReplySchema = z.object({ capabilities: z.array(capabilitySchemaItemSchema) });

/** Recommendation inputs: the server takes the strings 'true' and 'false' and converts them. */
export type RecommendationInputs = Record<string, string>;
export const modelsReplySchema = z.object({ compatible: z.array(z.string()) });
