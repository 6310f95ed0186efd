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
    summary: 'Active Directory events (start, end, event_code, user, origin_user, domain, sort)',
  }),
  flows: defineCall<undefined, FlowsQuery>()({
    method: 'GET',
    path: '/api/v2/data/flows',
    reply: flowsReplySchema,
    summary: 'Flow data by type',
  }),
  exportData: defineCall<undefined, ExportDataQuery>()({
    method: 'GET',
    path: '/api/v1/export',
    reply: exportDataReplySchema,
    summary: 'Generic export data (type, start, end)',
  }),
  reports: defineCall()({
    method: 'GET',
    path: '/api/v1/reports',
    reply: reportsReplySchema,
    summary: 'Available reports',
  }),
  reportDownload: defineCall<undefined, ReportDownloadQuery>()({
    method: 'GET',
    path: '/api/v1/report/download',
    reply: reportDownloadSchema,
    summary: 'A report download link',
  }),
  subscriptions: defineCall()({
    method: 'GET',
    path: '/api/subscriptions/v1/organizations/:org/subscriptions/',
    reply: subscriptionsReplySchema,
    summary: 'Current subscriptions of an organisation',
  }),
  salesforceSubscriptions: defineCall()({
    method: 'GET',
    path: '/api/salesforce/v1/subscriptions/:account/',
    reply: salesforceSubscriptionsSchema,
    summary: 'Salesforce subscriptions',
  }),
  partnerIps: defineCall<undefined, PodQuery>()({
    method: 'GET',
    path: '/api/v1/partner-ips',
    reply: partnerIpsSchema,
    secondaryToken: false,
    summary: 'Partner IP addresses (sent without the secondary-token header)',
  }),
  outboundIps: defineCall<undefined, PodQuery>()({
    method: 'GET',
    path: '/api/v1/outbound-ips',
    reply: outboundIpsSchema,
    summary: "Outbound IP lists for the customer's pod (regional host in production)",
  }),
};
