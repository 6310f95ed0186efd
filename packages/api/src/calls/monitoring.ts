import { defineCall } from '../defineCall';
import { emptyReplySchema } from '../schemas/common';
import {
  agentDownloadSchema,
  agentsReplySchema,
  availablePlatformsSchema,
  type AgentDownloadQuery,
  type AgentsByIdRequest,
  type RemoveAgentRequest,
} from '../schemas/agents';
import {
  countryFlowsSchema,
  incidentsMetricsSchema,
  metricsSummarySchema,
  sensorMetricsSchema,
  type IncidentsQuery,
} from '../schemas/metrics';

export const monitoringCalls = {
  metricsSummary: defineCall()({
    method: 'GET',
    path: '/api/v1/metrics/summary',
    reply: metricsSummarySchema,
  }),
  incidents: defineCall<undefined, IncidentsQuery>()({
    method: 'GET',
    path: '/api/v1/metrics',
    reply: incidentsMetricsSchema,
  }),
  countryFlows: defineCall()({
    method: 'GET',
    path: '/api/v1/metrics/country-flows',
    reply: countryFlowsSchema,
  }),
  sensorMetrics: defineCall()({
    method: 'GET',
    path: '/api/v1/metrics/sensors',
    reply: sensorMetricsSchema,
  }),
  agents: defineCall()({
    method: 'GET',
    path: '/api/v1/agents',
    reply: agentsReplySchema,
  }),
  agentsById: defineCall<AgentsByIdRequest>()({
    method: 'POST',
    path: '/api/v1/agents',
    reply: agentsReplySchema,
  }),
  removeAgent: defineCall<RemoveAgentRequest>()({
    method: 'DELETE',
    path: '/api/v1/agents',
    reply: emptyReplySchema,
  }),
  availablePlatforms: defineCall()({
    method: 'GET',
    path: '/api/v1/agent/available-platforms',
    reply: availablePlatformsSchema,
  }),
  agentDownload: defineCall<undefined, AgentDownloadQuery>()({
    method: 'GET',
    path: '/api/v1/agent/download',
    reply: agentDownloadSchema,
  }),
};
