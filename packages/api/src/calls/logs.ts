import { defineCall } from '../defineCall';
import { emptyReplySchema } from '../schemas/common';
import {
  downloadLinkSchema,
  logExportReplySchema,
  logSearchCreatedSchema,
  logSearchEarliestSchema,
  logSearchListSchema,
  logSearchReplySchema,
  logSearchResultsSchema,
  logSourcesSchema,
  reservedTagsSchema,
  type LogExportRequest,
  type LogSearchRequest,
  type LogSourceTagRequest,
} from '../schemas/logsearch';

export const logCalls = {
  logSources: defineCall()({
    method: 'GET',
    path: '/api/v1/log-sources',
    reply: logSourcesSchema,
  }),
  logSourceTag: defineCall<LogSourceTagRequest>()({
    method: 'POST',
    path: '/api/v1/log-source-tag',
    reply: logSourcesSchema,
  }),
  reservedTags: defineCall()({
    method: 'GET',
    path: '/api/v1/log-system-tags',
    reply: reservedTagsSchema,
  }),
  logSearches: defineCall()({
    method: 'GET',
    path: '/api/v1/logsearch',
    reply: logSearchListSchema,
  }),
  logSearchEarliest: defineCall()({
    method: 'GET',
    path: '/api/v1/logsearch-earliest',
    reply: logSearchEarliestSchema,
  }),
  logSearch: defineCall()({
    method: 'GET',
    path: '/api/v1/logsearch/:id',
    reply: logSearchReplySchema,
  }),
  startLogSearch: defineCall<LogSearchRequest>()({
    method: 'POST',
    path: '/api/v1/logsearch',
    reply: logSearchCreatedSchema,
  }),
  deleteLogSearch: defineCall()({
    method: 'DELETE',
    path: '/api/v1/logsearch/:id',
    reply: emptyReplySchema,
  }),
  logSearchResults: defineCall<undefined, { page?: number }>()({
    method: 'GET',
    path: '/api/v1/logsearch-results/:id',
    reply: logSearchResultsSchema,
  }),
  startLogExport: defineCall<LogExportRequest>()({
    method: 'POST',
    path: '/api/v1/logsearch/export',
    reply: logExportReplySchema,
  }),
  startLogExportV2: defineCall<{ search_id: string }>()({
    method: 'POST',
    path: '/api/v2/log-search/export',
    reply: logExportReplySchema,
  }),
  logExport: defineCall()({
    method: 'GET',
    path: '/api/v1/logsearch/export/:exportId',
    reply: logExportReplySchema,
  }),
  logExportLink: defineCall()({
    method: 'GET',
    path: '/api/v1/logsearch/export/:exportId/download',
    reply: downloadLinkSchema,
  }),
};
