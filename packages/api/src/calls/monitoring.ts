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
    summary: 'Configuration areas and score, security score, readiness',
  }),
  incidents: defineCall<undefined, IncidentsQuery>()({
    method: 'GET',
    path: '/api/v1/metrics',
    reply: incidentsMetricsSchema,
    summary: 'Investigations histogram, total and ticketed (by risk id and pod)',
  }),
  countryFlows: defineCall()({
    method: 'GET',
    path: '/api/v1/metrics/country-flows',
    reply: countryFlowsSchema,
    summary: 'Top countries by traffic',
  }),
  sensorMetrics: defineCall()({
    method: 'GET',
    path: '/api/v1/metrics/sensors',
    reply: sensorMetricsSchema,
    summary: 'Sensors and scanners with 24 h of observations',
  }),
  agents: defineCall()({
    method: 'GET',
    path: '/api/v1/agents',
    reply: agentsReplySchema,
    summary: 'Endpoint agents',
  }),
  agentsById: defineCall<AgentsByIdRequest>()({
    method: 'POST',
    path: '/api/v1/agents',
    reply: agentsReplySchema,
    summary: 'Re-fetch agents by id (agentIds comma-joined)',
  }),
  removeAgent: defineCall<RemoveAgentRequest>()({
    method: 'DELETE',
    path: '/api/v1/agents',
    reply: emptyReplySchema,
    summary: 'Remove an offline endpoint agent',
  }),
  availablePlatforms: defineCall()({
    method: 'GET',
    path: '/api/v1/agent/available-platforms',
    reply: availablePlatformsSchema,
    summary: 'Platforms the endpoint agent can be downloaded for',
  }),
  agentDownload: defineCall<undefined, AgentDownloadQuery>()({
    method: 'GET',
    path: '/api/v1/agent/download',
    reply: agentDownloadSchema,
    summary: 'A download link for the endpoint agent installer',
  }),
};
