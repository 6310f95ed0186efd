import { z } from 'zod/mini';

export const networkInterfaceSchema = z.object({
  name: z.string(),
  macAddress: z.nullable(z.string()),
  addresses: z.array(z.string()),
});

/** An endpoint agent as the server sends it (portal-core §3); blanks are common, so most fields are nullable. */
export const agentSchema = z.object({
  id: z.string(),
  deploymentID: z.nullable(z.string()),
  softwareVersion: z.nullable(z.string()),
  queryInProgress: z.boolean(),
  containment: z.object({ contained: z.boolean() }),
  heartbeat: z.nullable(z.object({ createTime: z.nullable(z.string()) })),
  hostDetail: z.nullable(
    z.object({
      hostname: z.nullable(z.string()),
      userName: z.nullable(z.string()),
      platform: z.nullable(z.object({ architecture: z.nullable(z.string()), version: z.nullable(z.string()) })),
      networkInterfaces: z.array(networkInterfaceSchema),
    }),
  ),
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
/** `id`: the organisation's risk id the installer registers with (the downloads page's `?id=`); the session's when absent. */
export type AgentDownloadQuery = { platform: string; id?: string };
