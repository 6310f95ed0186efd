import { defineCall } from '../defineCall';
import {
  adEventsReplySchema,
  exportDataReplySchema,
  flowsReplySchema,
  reportDownloadSchema,
  reportsReplySchema,
  type AdEventsQuery,
  type ExportDataQuery,
  type FlowsQuery,
  type ReportDownloadQuery,
} from '../schemas/data';
import {
  outboundIpsSchema,
  partnerIpsSchema,
  salesforceSubscriptionsSchema,
  subscriptionsReplySchema,
  type PodQuery,
} from '../schemas/subscriptions';

export const dataCalls = {
  adEvents: defineCall<undefined, AdEventsQuery>()({
    method: 'GET',
    path: '/api/v2/data/adevents',
    reply: adEventsReplySchema,
  }),
  flows: defineCall<undefined, FlowsQuery>()({
    method: 'GET',
    path: '/api/v2/data/flows',
    reply: flowsReplySchema,
  }),
  exportData: defineCall<undefined, ExportDataQuery>()({
    method: 'GET',
    path: '/api/v1/export',
    reply: exportDataReplySchema,
  }),
  reports: defineCall()({
    method: 'GET',
    path: '/api/v1/reports',
    reply: reportsReplySchema,
  }),
  reportDownload: defineCall<undefined, ReportDownloadQuery>()({
    method: 'GET',
    path: '/api/v1/report/download',
    reply: reportDownloadSchema,
  }),
  subscriptions: defineCall()({
    method: 'GET',
    path: '/api/subscriptions/v1/organizations/:org/subscriptions/',
    reply: subscriptionsReplySchema,
  }),
  salesforceSubscriptions: defineCall()({
    method: 'GET',
    path: '/api/salesforce/v1/subscriptions/:account/',
    reply: salesforceSubscriptionsSchema,
  }),
  partnerIps: defineCall<undefined, PodQuery>()({
    method: 'GET',
    path: '/api/v1/partner-ips',
    reply: partnerIpsSchema,
    secondaryToken: false,
  }),
  outboundIps: defineCall<undefined, PodQuery>()({
    method: 'GET',
    path: '/api/v1/outbound-ips',
    reply: outboundIpsSchema,
  }),
};
