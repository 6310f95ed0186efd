import { z } from 'zod';

export const networkInterfaceSchema = z.object({
  name: z.string(),
  macAddress: z.string().nullable(),
  addresses: z.array(z.string()),
});

/** An endpoint agent as the server sends it (portal-core §3); blanks are common, so most fields are nullable. */
export const agentSchema = z.object({
  id: z.string(),
  deploymentID: z.string().nullable(),
  softwareVersion: z.string().nullable(),
  queryInProgress: z.boolean(),
  containment: z.object({ contained: z.boolean() }),
  heartbeat: z.object({ createTime: z.string().nullable() }).nullable(),
  hostDetail: z
    .object({
      hostname: z.string().nullable(),
      userName: z.string().nullable(),
      platform: z.object({ architecture: z.string().nullable(), version: z.string().nullable() }).nullable(),
      networkInterfaces: z.array(networkInterfaceSchema),
    })
    .nullable(),
});
export type Agent = z.infer<typeof agentSchema>;

export const agentsReplySchema = z.object({ data: z.array(agentSchema) });
export type AgentsReply = z.infer<typeof agentsReplySchema>;
export interface AgentsByIdRequest {
  /** Comma-joined agent ids. */
  agentIds: string;
}
export interface RemoveAgentRequest {
  agentId: string;
}
export const availablePlatformsSchema = z.object({
  platforms: z.array(z.object({ id: z.string(), label: z.string() })),
});
export const agentDownloadSchema = z.object({ url: z.string() });
export type AgentDownloadQuery = { platform: string };
